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
    if (STREAMED_CONTENT_TYPES.test(c.req.header('content-type') ?? '')) return next();
    return limit(c, next);
  };
}

/**
 * Reads a JSON request body: 415 `unsupported_media_type` unless the content type is JSON, 400
 * `invalid_json` when it does not parse, and, given a zod schema, 400 `validation_error` with per-field
 * `details` when it does not match. Returns the parsed (and validated) value.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>>;
export async function readJson(c: Context): Promise<unknown>;
export async function readJson(c: Context, schema?: z.ZodType): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(type)) throw AppError.unsupportedMediaType();
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.invalidJson();
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.invalidJson();
  }
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    throw AppError.validation(details[0]?.message ?? 'Datos no válidos', details);
  }
  return result.data;
}

/** Turns zod issues into the `{path, message}` details of a 400 `validation_error`. */
export function validationError(issues: readonly z.core.$ZodIssue[], summary = 'Datos no válidos'): AppError {
  const details = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return AppError.validation(details[0]?.message ?? summary, details);
}

/**
 * Reads a main-backend body (spec §7: form-encoded by default, JSON accepted): JSON objects as they
 * are, `application/x-www-form-urlencoded` and `multipart/form-data` (fields only) as an object whose
 * repeated fields become arrays. Anything else → 415. Validated with `schema` → 400 with details.
 */
export async function readFields<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  let value: unknown;
  if (/^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(type)) {
    value = await readJson(c);
  } else if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
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
    value = fields;
  } else {
    throw AppError.unsupportedMediaType(
      'El tipo de contenido no está admitido. Envía un formulario o application/json.',
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
