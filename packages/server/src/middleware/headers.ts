import type { Context } from 'hono';

/**
 * Sets response headers after `next()`. Responses built by Hono have mutable headers; a response with
 * immutable headers (for example one returned by `fetch`) is copied first.
 */
export function setResponseHeaders(c: Context, headers: Record<string, string>): void {
  try {
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  }
}

/** True for paths served as API (JSON): `/api`, `/auth` (except the SPA page `/auth/confirm`), `/health`. */
export function isApiPath(path: string): boolean {
  if (path === '/auth/confirm' || path === '/auth/confirm/') return false;
  return /^\/(api|auth|health)(\/|$)/.test(path);
}
