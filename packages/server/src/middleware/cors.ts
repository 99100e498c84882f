import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from './headers.js';

/** Methods and headers allowed for cross-origin calls (supabase-js sends `apikey` and `x-client-info`). */
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS =
  'Authorization, Content-Type, X-Request-Id, apikey, x-client-info, x-supabase-api-version';
const EXPOSE_HEADERS = 'X-Request-Id, Content-Disposition, Retry-After, X-Supabase-Api-Version';

/**
 * CORS for an exact allow list of origins (`CORS_ORIGINS`). With an empty list (the default) no CORS
 * header is ever sent, so browsers allow same-origin calls only. Preflights from allowed origins get
 * 204; from other origins they fall through (and are refused by the browser for lack of headers).
 * No credentials: the API authenticates with bearer tokens, not cookies.
 */
export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (allowed.size === 0) return next();
    const origin = c.req.header('origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (ok && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    const vary = c.res.headers.get('Vary');
    const headers: Record<string, string> = {
      Vary: vary && !/\borigin\b/i.test(vary) ? `${vary}, Origin` : (vary ?? 'Origin'),
    };
    if (ok) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Expose-Headers'] = EXPOSE_HEADERS;
    }
    setResponseHeaders(c, headers);
  };
}
