import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../types.js';
import { setResponseHeaders } from './headers.js';

/** Incoming request ids we accept and echo; anything else is replaced by a fresh UUID. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when it matches {@link SAFE_REQUEST_ID}, else a
 * new UUID), a child logger bound to it (`c.get('log')`), and echoes it in the `X-Request-Id` response
 * header.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('log', logger.child({ request_id: requestId }));
    await next();
    setResponseHeaders(c, { 'X-Request-Id': requestId });
  };
}

/**
 * One structured log line per request: method, path (without query string, which may carry tokens),
 * status, duration in ms and request id. Never bodies or headers. 5xx lines are `error`, the rest `info`.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const durationMs = Math.round((performance.now() - start) * 100) / 100;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, duration_ms: durationMs };
    if (status >= 500) c.get('log').error(line, 'request');
    else c.get('log').info(line, 'request');
  };
}
