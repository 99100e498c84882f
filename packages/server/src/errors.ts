import { randomUUID } from 'node:crypto';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiErrorSchema, MESSAGES, type ApiError, type PlanId } from '@alegato/domain';
import type { AppEnv } from './types.js';

/**
 * Wire shape of every error answer: domain's `ApiErrorSchema` — `{ code, message }` (DESIGN.md §4), plus
 * `error_id` on 5xx and an optional `details` list on validation errors.
 */
export const ErrorBodySchema = ApiErrorSchema;

/** An error answer body. */
export type ErrorBody = ApiError;

/** A field-level problem attached to a validation error. */
export interface ErrorDetail {
  /** Dotted path of the offending field (`cliente.nombre`), empty for the whole body. */
  path: string;
  /** Spanish message for the user. */
  message: string;
}

/** Spanish messages used by the error mapper, kept together so nothing is spelled twice. */
export const ERROR_MESSAGES = {
  internal: MESSAGES.server.internal,
  notFound: 'Recurso no encontrado',
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  payloadTooLarge: 'El cuerpo de la petición es demasiado grande (máximo 1 MB).',
  unsupportedMediaType: 'El tipo de contenido no está admitido. Envía application/json.',
  badRequest: 'Petición no válida',
  unauthorized: 'No autorizado',
  forbidden: 'Acceso denegado',
  tooManyRequests: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
  serviceUnavailable: 'Servicio no disponible temporalmente. Intenta de nuevo en unos minutos.',
  /** Titles of cases and reports: at most 200 characters. */
  titleTooLong: 'El título no puede superar los 200 caracteres.',
} as const;

/** Options for {@link AppError}. */
export interface AppErrorOptions {
  /** Field-level problems (validation). */
  details?: ErrorDetail[];
  /** Underlying error, logged but never sent to the client. */
  cause?: unknown;
  /** Extra response headers (`Retry-After`, `WWW-Authenticate`). */
  headers?: Record<string, string>;
  /** On a plan refusal: the plan that allows the action, sent as `upgrade_plan`. */
  upgradePlan?: PlanId;
}

/**
 * An expected error with an HTTP status, a stable machine `code` and a Spanish `message` the user may
 * see. Services throw it; the single error mapper ({@link createErrorHandler}) turns it into
 * `{ code, message }`. Anything that is not an `AppError` becomes a generic 500.
 */
export class AppError extends Error {
  /** HTTP status sent to the client. */
  readonly status: ContentfulStatusCode;
  /** Stable machine-readable code (`not_found`, `invalid_json`, …). */
  readonly code: string;
  /** Field-level problems, sent as `details`. */
  readonly details: ErrorDetail[] | undefined;
  /** Extra response headers. */
  readonly headers: Record<string, string> | undefined;
  /** The plan that allows a refused action (`upgrade_plan`). */
  readonly upgradePlan: PlanId | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
    this.upgradePlan = options.upgradePlan;
  }

  /** 404 `not_found` with the standard Spanish message. */
  static notFound(message: string = ERROR_MESSAGES.notFound): AppError {
    return new AppError(404, 'not_found', message);
  }

  /** 400 `invalid_json`: the body could not be parsed. */
  static invalidJson(): AppError {
    return new AppError(400, 'invalid_json', ERROR_MESSAGES.invalidJson);
  }

  /** 400 `validation_error` with field details. */
  static validation(message: string, details: ErrorDetail[] = []): AppError {
    return new AppError(400, 'validation_error', message, { details });
  }

  /** 413 `payload_too_large`. */
  static payloadTooLarge(message: string = ERROR_MESSAGES.payloadTooLarge): AppError {
    return new AppError(413, 'payload_too_large', message);
  }

  /** 415 `unsupported_media_type`. */
  static unsupportedMediaType(message: string = ERROR_MESSAGES.unsupportedMediaType): AppError {
    return new AppError(415, 'unsupported_media_type', message);
  }
}

/** Codes and messages for statuses raised as Hono `HTTPException`s by third-party middleware. */
const HTTP_EXCEPTION_MAP: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'bad_request', message: ERROR_MESSAGES.badRequest },
  401: { code: 'unauthorized', message: ERROR_MESSAGES.unauthorized },
  403: { code: 'forbidden', message: ERROR_MESSAGES.forbidden },
  404: { code: 'not_found', message: ERROR_MESSAGES.notFound },
  413: { code: 'payload_too_large', message: ERROR_MESSAGES.payloadTooLarge },
  415: { code: 'unsupported_media_type', message: ERROR_MESSAGES.unsupportedMediaType },
  429: { code: 'too_many_requests', message: ERROR_MESSAGES.tooManyRequests },
  503: { code: 'service_unavailable', message: ERROR_MESSAGES.serviceUnavailable },
};

function errorJson(c: Context<AppEnv>, status: ContentfulStatusCode, body: ErrorBody) {
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/**
 * The one place where errors become responses (HOUSE-STYLE §19). `AppError` → its status and
 * `{code, message}`; a Hono `HTTPException` → the mapped code for its status; anything else → 500
 * `{code: 'internal_error', message, error_id}`, logged with the same id and never with a stack trace
 * in the body.
 */
export function createErrorHandler(options: ErrorHandlerOptions = {}): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      const body: ErrorBody = { code: err.code, message: err.message };
      if (err.details && err.details.length > 0) body.details = err.details;
      if (err.upgradePlan) body.upgrade_plan = err.upgradePlan;
      return errorJson(c, err.status, body);
    }
    // `c.req.json()` throws a SyntaxError and Hono's validator a 400 "Malformed JSON": both mean the
    // client sent a body that is not JSON.
    if (
      err instanceof SyntaxError ||
      (err instanceof HTTPException && err.status === 400 && /JSON/i.test(err.message))
    ) {
      return errorJson(c, 400, { code: 'invalid_json', message: ERROR_MESSAGES.invalidJson });
    }
    if (err instanceof HTTPException && err.status < 500) {
      const mapped = HTTP_EXCEPTION_MAP[err.status] ?? {
        code: 'http_error',
        message: ERROR_MESSAGES.badRequest,
      };
      return errorJson(c, err.status as ContentfulStatusCode, mapped);
    }
    const errorId = randomUUID();
    const log = c.get('log');
    log.error({ err, error_id: errorId, method: c.req.method, path: c.req.path }, 'unhandled error');
    options.onServerError?.({
      error: err,
      errorId,
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
      userId: c.get('user')?.id ?? null,
    });
    return errorJson(c, 500, { code: 'internal_error', message: ERROR_MESSAGES.internal, error_id: errorId });
  };
}

/** A 5xx the mapper answered: what the error tracking (issue 14 item 8) receives. */
export interface ServerErrorInfo {
  error: Error;
  errorId: string;
  method: string;
  path: string;
  requestId: string;
  userId: string | null;
}

/** Options of {@link createErrorHandler}. */
export interface ErrorHandlerOptions {
  /** Called (not awaited; must not throw) for every unexpected error answered with 500. */
  onServerError?: (info: ServerErrorInfo) => void;
}

/** JSON 404 `{code:'not_found', message:'Recurso no encontrado'}` for every route nothing answered. */
export function createNotFoundHandler(): NotFoundHandler<AppEnv> {
  return (c) => errorJson(c, 404, { code: 'not_found', message: ERROR_MESSAGES.notFound });
}
