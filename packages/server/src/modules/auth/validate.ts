/**
 * Request validation of the `/auth/v1` routes, on Hono's `validator` like the shared
 * `middleware/validate.ts`, but answering in GoTrue's terms: every refusal is an {@link AuthError}
 * (`{code, error_code, message, msg}` with GoTrue's codes), never the API's `validation_error`. A route
 * lists these before its handler and reads the values with `c.req.valid(target)`:
 *
 * ```ts
 * router.put('/user', authSession(verifier), authBody(), async (c) => {
 *   const p = c.req.valid('header');
 *   const body = c.req.valid('json');
 * });
 * ```
 *
 * Why not the shared `validate`: supabase-js (AUTH-CONTRACT "Requests") may send an empty body or
 * `null`, which is `{}` here, and any content type is read as JSON, where the shared reader answers 415
 * or `invalid_json`; a bad `grant_type` is `unsupported_grant_type`, which a `validation_error` cannot
 * say; and the caller's session is part of the input of `/user` and `/logout`. The fields of a body are
 * checked by the flows (`input.ts`), not here: they are checked after the rate limits, as GoTrue does, so
 * a refused body still spends its token.
 *
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { bearerToken, TokenError, type TokenVerifier } from '../../middleware/auth.js';
import type { AppEnv } from '../../types.js';
import { AUTH_MESSAGES, AuthError } from './errors.js';
import type { SessionPrincipal } from './flows/session.js';

/** A request body as the flows read it: any JSON object (fields are checked by the flows). */
export type AuthBody = Record<string, unknown>;

/** Reads a JSON body leniently as supabase-js sends it: empty body or `null` → `{}`; bad JSON → 400 `bad_json`. */
async function readBody(c: Context): Promise<AuthBody> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  return value as AuthBody;
}

/** Bodies read before Hono's validator runs, by request context. */
const readBodies = new WeakMap<Context, AuthBody>();

/**
 * `json`: the body as a JSON object (see {@link readBody}), whatever the content type. A body over the
 * limit was already refused with 413 by the app's body limit.
 */
export function authBody(): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: AuthBody }; out: { json: AuthBody } }
> {
  const check: MiddlewareHandler = validator(
    'json',
    (_value: unknown, c: Context) => readBodies.get(c) ?? {},
  );
  return async (c, next) => {
    const body = await readBody(c);
    readBodies.set(c, body);
    // Hono's validator parses a JSON-typed body again from the cached text: cache the object read here
    // as that text, so an empty body or `null` is `{}` rather than its "Malformed JSON in request body".
    // (The cache holds promises at run time, whatever its declared type says.)
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(JSON.stringify(body));
    return check(c, next);
  };
}

/**
 * `query`: the query string (a repeated parameter counts once, with its first value) parsed by `schema`;
 * a refusal is `refuse(issues)`, by default 400 `validation_failed` with the first issue's message.
 */
export function authQuery<S extends z.ZodType>(
  schema: S,
  refuse: (issues: z.core.$ZodIssue[]) => AuthError = (issues) =>
    new AuthError(400, 'validation_failed', issues[0]?.message ?? AUTH_MESSAGES.validation),
): MiddlewareHandler<AppEnv, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }> {
  return validator('query', (_value: unknown, c: Context): z.output<S> => {
    const result = schema.safeParse(c.req.query());
    if (!result.success) throw refuse(result.error.issues);
    return result.data;
  }) as MiddlewareHandler;
}

/**
 * `header`: the `Authorization: Bearer <access token>` of `/user` and `/logout`, verified (our own
 * tokens only, live session) into the caller's {@link SessionPrincipal}. No token → 401
 * `no_authorization`; session gone → 403 `session_not_found` (supabase-js then clears itself); any other
 * refusal → 403 `bad_jwt`.
 */
export function authSession(
  verifier: TokenVerifier,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { header: Record<string, string> }; out: { header: SessionPrincipal } }
> {
  return validator('header', async (_value: unknown, c: Context): Promise<SessionPrincipal> => {
    const token = bearerToken(c);
    if (!token) throw new AuthError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);
    try {
      const v = await verifier.verify(token, { ownOnly: true });
      return { userId: v.userId, sessionId: v.sessionId ?? '' };
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      if (err.message === TokenError.SESSION_GONE) {
        throw new AuthError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
      }
      throw new AuthError(403, 'bad_jwt', AUTH_MESSAGES.badJwt);
    }
  }) as MiddlewareHandler;
}

/** `grant_type` of `POST /token`; anything else is 400 `unsupported_grant_type`. */
export const GrantQuerySchema = z.object({ grant_type: z.enum(['password', 'refresh_token', 'pkce']) });

/** `scope` of `POST /logout`. @default 'global' */
export const LogoutQuerySchema = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { message: 'scope debe ser global, local u others.' })
    .default('global'),
});

/** `redirect_to` of `/signup`, `/resend` and `/recover` (checked against the allow list by the flows). */
export const RedirectQuerySchema = z.object({ redirect_to: z.string().optional() });

/** `GET /verify`: a link's token, type and redirect; a bad or missing one is a failure redirect, not an error. */
export const VerifyQuerySchema = z.object({
  token: z.string().optional(),
  type: z.string().optional(),
  redirect_to: z.string().optional(),
});
