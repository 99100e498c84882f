import type { MiddlewareHandler } from 'hono';
import { isHttps, type Config } from '../config.js';
import { isApiPath, setResponseHeaders } from './headers.js';

/**
 * Content-Security-Policy for every response (SECURITY.md 12): scripts only from our origin (no
 * `unsafe-inline`), inline styles allowed for the UI library, no plugins, no `<base>`, no framing.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** `Permissions-Policy`: no camera, microphone or location. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** `Strict-Transport-Security` sent when `PUBLIC_URL` is https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (HTML, assets, API, errors): CSP, `nosniff`, referrer policy,
 * `X-Frame-Options: DENY`, permissions policy, cross-origin opener/resource policies; HSTS only behind
 * https; `Cache-Control: no-store` on API and health responses that did not set their own.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (isHttps(config)) headers['Strict-Transport-Security'] = HSTS;
  // Both header sets are built once, not per response.
  const noStore: Record<string, string> = { ...headers, 'Cache-Control': 'no-store' };
  return async (c, next) => {
    await next();
    const api = isApiPath(c.req.path) && !c.res.headers.has('Cache-Control');
    setResponseHeaders(c, api ? noStore : headers);
  };
}
