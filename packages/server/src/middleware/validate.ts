/**
 * Request validation for route modules, built on Hono's `validator`: a route lists
 * `validate(target, schema)` before its handler and reads the parsed, typed value with
 * `c.req.valid(target)`.
 *
 * ```ts
 * router.put(
 *   '/:caseId',
 *   validate('param', z.object({ caseId: z.uuid() }), { notFound: CASE_MESSAGES.notFound }),
 *   validate('json', CaseUpdateSchema),
 *   async (c) => {
 *     const { caseId } = c.req.valid('param');
 *     const changes = c.req.valid('json');
 *   },
 * );
 * ```
 *
 * Wire behaviour (the same as the hand-written readers it replaced):
 *
 * - `json`: 415 `unsupported_media_type` unless the content type is JSON, 400 `invalid_json` when it
 *   does not parse ({@link parseJsonBody}).
 * - `form`: a main-backend body (spec §7): form-encoded, multipart fields or JSON; repeated fields
 *   become arrays, so a schema expecting one string refuses them ({@link parseFieldsBody}). Other
 *   content types → 415.
 * - `query`: the query string as `c.req.query()` gives it (a repeated parameter counts once, with its
 *   first value).
 * - `param`: the path parameters; a value the schema refuses (an id that is not a UUID) answers 404
 *   with `options.notFound` (else the standard message): such a path names nothing.
 * - A body or query the schema refuses → 400 `validation_error`, `details: [{path, message}]`, the
 *   first message as the error message (the schemas carry the Spanish messages).
 * - Bodies over the limit were already refused with 413 by `jsonBodyLimit` before any route ran.
 *
 * Each middleware also remembers what it checks ({@link validationOf}), and {@link describeRoute} adds a
 * summary to a route: the OpenAPI document (`modules/openapi/generate.ts`) is generated from both,
 * never written by hand (ADR 0034).
 *
 * @module
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import type { AppEnv } from '../types.js';
import { parseFieldsBody, parseJsonBody, validationError } from './body.js';

/** What {@link validate} can check. */
export type ValidationTarget = 'json' | 'form' | 'query' | 'param';

/** Options of {@link validate}. */
export interface ValidateOptions {
  /** `param` only: the 404 message when a path parameter does not match. @default 'Recurso no encontrado' */
  notFound?: string;
  /**
   * The Spanish message of each zod issue, for schemas whose issues do not carry one (a shared domain
   * schema). @default the issue's own message
   */
  issueMessage?: (issue: z.core.$ZodIssue) => string;
}

/** Input types of the middleware, as Hono's `validator` declares them (`c.req.valid(target)`). */
export interface Validated<T extends ValidationTarget, S extends z.ZodType> {
  in: { [K in T]: z.input<S> };
  out: { [K in T]: z.output<S> };
}

/** What a {@link validate} middleware checks: read by the OpenAPI generator. */
export interface RouteValidation {
  target: ValidationTarget;
  schema: z.ZodType;
}

/** The checks of the middlewares {@link validate} made, by middleware. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- keyed by any route handler
const validations = new WeakMap<Function, RouteValidation>();

/**
 * What `handler` validates when {@link validate} made it (a route handler of `app.routes`), else
 * undefined.
 */
export function validationOf(handler: unknown): RouteValidation | undefined {
  return typeof handler === 'function' ? validations.get(handler) : undefined;
}

/** A route's documentation for the OpenAPI document ({@link describeRoute}). */
export interface RouteDescription {
  /** One line, in Spanish ('Capacidades del servidor'). */
  summary: string;
  /** Longer Spanish text (Markdown). @default none */
  description?: string;
  /** Groups of the reference. @default the first path segment (after `/api`) */
  tags?: string[];
  /** Success answers by status ('200', '201'): a Spanish description each. @default {'2XX': 'Correcto'} */
  responses?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- keyed by any route handler
const descriptions = new WeakMap<Function, RouteDescription>();

/**
 * A middleware that does nothing but carry `doc` for the OpenAPI document: list it before the handler
 * (`router.get('/capabilities', describeRoute({summary: 'Capacidades del servidor'}), handler)`).
 */
export function describeRoute(doc: RouteDescription): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  descriptions.set(middleware, doc);
  return middleware;
}

/** The documentation `handler` carries when {@link describeRoute} made it, else undefined. */
export function descriptionOf(handler: unknown): RouteDescription | undefined {
  return typeof handler === 'function' ? descriptions.get(handler) : undefined;
}

/** Bodies parsed before Hono's validator runs, by request context. */
const parsedBodies = new WeakMap<Context, unknown>();

/**
 * A middleware that parses `target`, validates it with `schema` and stores the output for
 * `c.req.valid(target)`; failures are thrown as {@link AppError}s (see the module comment).
 *
 * Bodies are read here first, with the project's rules (415, `invalid_json`, form fields), and only
 * then handed to Hono's `validator`; the body stays in Hono's cache, so nothing is read twice from the
 * stream.
 */
export function validate<
  T extends ValidationTarget,
  S extends z.ZodType,
  E extends Env = AppEnv,
  P extends string = string,
>(target: T, schema: S, options: ValidateOptions = {}): MiddlewareHandler<E, P, Validated<T, S>> {
  // Typed by the returned middleware (`Validated`): Hono's own inference of `in` differs for forms.
  const check: MiddlewareHandler = validator(target, async (value: unknown, c: Context): Promise<object> => {
    const input =
      target === 'json' || target === 'form'
        ? parsedBodies.get(c)
        : target === 'query'
          ? c.req.query()
          : value;
    const result = await schema.safeParseAsync(input);
    if (result.success) return result.data as object;
    if (target === 'param') throw AppError.notFound(options.notFound);
    const message = options.issueMessage;
    const issues = message
      ? result.error.issues.map((issue) => ({ ...issue, message: message(issue) }))
      : result.error.issues;
    throw validationError(issues);
  });
  const middleware: MiddlewareHandler<E, P, Validated<T, S>> = async (c, next) => {
    if (target === 'json') parsedBodies.set(c, await parseJsonBody(c));
    else if (target === 'form') parsedBodies.set(c, await parseFieldsBody(c));
    return check(c, next);
  };
  validations.set(middleware, { target, schema });
  return middleware;
}
