import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../types.js';
import { setResponseHeaders } from './headers.js';

/** Incoming request ids we accept and echo; anything else is replaced by a fresh UUID. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when it matches {@link SAFE_REQUEST_ID}, else a
 * new UUID), a child logger bound to it (`c.get('log')`, made when the request first logs: see
 * {@link lazyChild}), and echoes it in the `X-Request-Id` response header.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('log', lazyChild(logger, { request_id: requestId }));
    await next();
    setResponseHeaders(c, { 'X-Request-Id': requestId });
  };
}

const noop = () => {};

/**
 * `logger.child(bindings)`, made on first use. pino serialises a child's bindings (through its
 * redaction) when the child is made, a few kilobytes of garbage per request; most requests log nothing
 * at the configured level (the request line is `info`, production logs `info` but the load tests and
 * benches `warn`), so the child is made only when something is written or read from it. A level
 * method below the logger's level is a no-op, as pino's own, without making the child.
 */
export function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const real = () => (child ??= logger.child(bindings));
  return new Proxy(logger, {
    get(_target, key) {
      if (
        child === undefined &&
        typeof key === 'string' &&
        key in logger.levels.values &&
        !logger.isLevelEnabled(key)
      )
        return noop;
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
  });
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
