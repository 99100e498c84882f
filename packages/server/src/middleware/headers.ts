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

/** The first segments of {@link isApiPath}. */
const API_PATH = /^\/(api|auth|health|cases|upload|documents|query|case-analysis)(\/|$)/;

/**
 * True for paths served as API (JSON, never cached): `/api`, `/auth` (except the SPA page
 * `/auth/confirm`), `/health`, and the spec's main-backend paths at the root — `/cases`, `/upload`,
 * `/documents`, `/query`, `/case-analysis` — which carry a user's documents, cases and searches.
 * (HTML the SPA serves on a client route sets its own `Cache-Control` first and keeps it.)
 */
export function isApiPath(path: string): boolean {
  if (path === '/auth/confirm' || path === '/auth/confirm/') return false;
  return API_PATH.test(path);
}
