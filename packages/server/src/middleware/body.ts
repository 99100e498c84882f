import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Largest JSON body accepted by API routes: 1 MB. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Content types that carry their own, larger limits (uploads) and skip the JSON limit. */
const STREAMED_CONTENT_TYPES = /^(multipart\/form-data|application\/octet-stream)\b/i;

/**
 * Caps request bodies on JSON API routes (→ 413 `payload_too_large`), counting streamed bytes when
 * there is no `Content-Length`. Upload bodies (`multipart/form-data`, `application/octet-stream`) are
 * skipped here: upload routes apply their own larger limit while streaming.
 */
export function jsonBodyLimit(maxBytes: number = JSON_BODY_LIMIT_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw AppError.payloadTooLarge();
    },
  });
  return async (c, next) => {
    // A request without a body has nothing to cap: GET and HEAD (the fetch Request never carries
    // one), and a request Node's HTTP/1.1 parser read with neither `Content-Length` nor
    // `Transfer-Encoding` (it has no body, RFC 9112 §6.3), or with `Content-Length: 0` (what Node's
    // and the browsers' clients send for a POST without a body). Skipping them spares the Node adapter
    // building a full fetch `Request` (the limiter reads `c.req.raw.body`) on every read call. A
    // `Request` made in process (tests, `app.request`) may carry a body without those headers: it is
    // always measured.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const parsed = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming?.headers;
    const length = parsed?.['content-length'];
    if (parsed && parsed['transfer-encoding'] === undefined && (length === undefined || length === '0'))
      return next();
    if (STREAMED_CONTENT_TYPES.test(c.req.header('content-type') ?? '')) return next();
    return limit(c, next);
  };
}

/** `application/json` and `application/<anything>+json`, with or without parameters. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/** The form encodings a main-backend body may use (spec §7). */
const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Parses a JSON request body: 415 `unsupported_media_type` unless the content type is JSON, 400
 * `invalid_json` when it does not parse. The text stays in Hono's body cache, so a later
 * `c.req.json()` or `c.req.text()` reads it again without touching the stream.
 */
export async function parseJsonBody(c: Context): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw AppError.unsupportedMediaType();
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.invalidJson();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.invalidJson();
  }
}

/**
 * Parses a main-backend body (spec §7: form-encoded by default, JSON accepted): JSON as it is (see
 * {@link parseJsonBody}), `application/x-www-form-urlencoded` and `multipart/form-data` (string fields
 * only; files are skipped) as an object whose repeated fields become arrays. Anything else → 415; a
 * form that does not parse → 400 `validation_error`.
 */
export async function parseFieldsBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_CONTENT_TYPE.test(type)) return parseJsonBody(c);
  if (!FORM_CONTENT_TYPE.test(type)) {
    throw AppError.unsupportedMediaType(
      'El tipo de contenido no está admitido. Envía un formulario o application/json.',
    );
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.validation('El formulario no es válido');
  }
  const fields: Record<string, string | string[]> = {};
  for (const [key, v] of form.entries()) {
    if (typeof v !== 'string') continue;
    const prev = fields[key];
    fields[key] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return fields;
}

/** Turns zod issues into the `{path, message}` details of a 400 `validation_error`. */
export function validationError(issues: readonly z.core.$ZodIssue[], summary = 'Datos no válidos'): AppError {
  const details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return AppError.validation(details[0]?.message ?? summary, details);
}

/**
 * Reads a JSON request body ({@link parseJsonBody}) and, given a zod schema, validates it (400
 * `validation_error` with per-field `details`). Routes use `validate('json', schema)` from
 * `validate.ts` instead; this stays for ad-hoc test routes.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>>;
export async function readJson(c: Context): Promise<unknown>;
export async function readJson(c: Context, schema?: z.ZodType): Promise<unknown> {
  const value = await parseJsonBody(c);
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
