import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../../types.js';
import { createPrerenderer, type Prerenderer } from './prerender.js';
import {
  APP_NOT_BUILT_HTML,
  findIndexHtml,
  isReservedPath,
  isSpaRoute,
  looksLikeFile,
  resolveStaticFile,
  type StaticFile,
} from './service.js';

/** Hashed build output: cached for a year and never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** `index.html`: always revalidated so a new deploy is picked up at once. */
export const CACHE_INDEX = 'no-cache';
/** Unhashed files at the root of the build (`favicon.svg`, `robots.txt`). */
export const CACHE_PUBLIC_FILE = 'public, max-age=3600';

/** Dependencies of {@link staticRoutes}. */
export interface StaticRoutesDeps {
  /** Absolute directory of the built app. */
  appDistDir: string;
  /**
   * Runtime configuration for the app (product and owner identity), injected into `index.html` as a
   * JSON script element; see {@link injectConfig}.
   */
  publicConfig?: Record<string, unknown>;
  /**
   * The public pages' prerenderer; by default one per call of {@link staticRoutes}/{@link spaNavigation}
   * over `appDistDir` (pass one to share its cache).
   */
  prerender?: Prerenderer;
}

function etagOf(file: StaticFile): string {
  return `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
}

function notModified(c: Context, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

function sendFile(c: Context<AppEnv>, file: StaticFile, cacheControl: string): Response {
  const etag = etagOf(file);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': file.stats.mtime.toUTCString(),
  };
  if (notModified(c, etag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(file.stats.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}

/**
 * A client route: its prerendered page when it is one of the public pages (ADR 0035), otherwise
 * `index.html`. Same headers and configuration injection either way; a page that fails to render is
 * logged and answered with `index.html` (the browser then renders it).
 */
async function sendPage(
  c: Context<AppEnv>,
  root: string,
  configJson: string,
  prerender: Prerenderer,
): Promise<Response> {
  let html: string | undefined;
  try {
    html = await prerender.page(c.req.path, new URL(c.req.url).origin);
  } catch (error) {
    c.get('log')?.error({ err: error, path: c.req.path }, 'prerender failed; serving index.html');
  }
  if (html === undefined) return sendIndex(c, root, configJson);
  const etag = `W/"p-${html.length.toString(16)}-${configTag(html)}-${configTag(configJson)}"`;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE_INDEX,
    ETag: etag,
  };
  if (notModified(c, etag)) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(injectConfig(html, configJson), 200, headers);
}

async function sendIndex(c: Context<AppEnv>, root: string, configJson: string): Promise<Response> {
  const index = findIndexHtml(root);
  if (!index) {
    return c.html(APP_NOT_BUILT_HTML, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
  }
  const etag = `${etagOf(index).slice(0, -1)}-${configTag(configJson)}"`;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': CACHE_INDEX,
    ETag: etag,
    'Last-Modified': index.stats.mtime.toUTCString(),
  };
  if (notModified(c, etag)) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const html = injectConfig(await readFile(index.path, 'utf8'), configJson);
  return c.body(html, 200, headers);
}

/**
 * Serialises the runtime configuration for a `<script type="application/json">` element: `<`, `>`,
 * `&` and the line separators are escaped so no value can close the element or start markup.
 */
export function serialiseConfig(config: Record<string, unknown>): string {
  return JSON.stringify(config).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Puts `<script id="alegato-config" type="application/json">…</script>` before `</head>`. JSON is data,
 * never executed, so the CSP (`script-src 'self'`) allows it; the app reads it at start.
 */
export function injectConfig(html: string, configJson: string): string {
  const tag = `<script id="alegato-config" type="application/json">${configJson}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

/** A short hash of the injected configuration (or a page), so a change changes the ETag. */
function configTag(configJson: string): string {
  let h = 0;
  for (let i = 0; i < configJson.length; i++) h = (Math.imul(31, h) + configJson.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}

function acceptsHtml(c: Context): boolean {
  return /\btext\/html\b/i.test(c.req.header('accept') ?? '');
}

/**
 * Middleware mounted before the API: a browser navigation (`GET`/`HEAD` that accepts `text/html`) to a
 * client route of the spec gets `index.html`, even where the same path is also an API route
 * (`/documents`, ADR 0010). API calls (`Accept: application/json` or `*\/*`) pass through.
 */
export function spaNavigation(
  deps: StaticRoutesDeps & {
    /** API prefixes outside the reserved ones (`/cases`): a navigation under them gets the app too. */
    apiPrefixes?: readonly string[];
  },
): MiddlewareHandler<AppEnv> {
  const configJson = serialiseConfig(deps.publicConfig ?? {});
  const prefixes = deps.apiPrefixes ?? [];
  const underApi = (path: string) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  const prerender = deps.prerender ?? createPrerenderer(deps.appDistDir, configJson);
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method === 'GET' || method === 'HEAD') && acceptsHtml(c) && (isSpaRoute(path) || underApi(path))) {
      return sendPage(c, deps.appDistDir, configJson, prerender);
    }
    return next();
  };
}

/**
 * Serves the built web app from `appDistDir` (GET and HEAD):
 *
 * - `/assets/*`: hashed files with a one-year immutable cache; a missing asset is a 404, never
 *   `index.html` (a stale bundle must fail loudly, not parse HTML as JavaScript).
 * - Every client route of the spec (§2, {@link isSpaRoute}) → `index.html`, 200, `no-cache`; the
 *   public pages (landing, marketing, legal) prerendered into it (ADR 0035).
 * - Any other path that is not reserved (`/api`, `/auth`, `/health`, `/assets`, `/dev`): an existing
 *   root file (`/favicon.svg`) is served; otherwise a request that accepts `text/html` gets
 *   `index.html` with **200**, because the spec says any other path shows the landing page (the app
 *   renders it). Non-HTML requests for unknown paths get the JSON 404.
 * - Without a built `index.html` the fallback answers 503 with a short Spanish page.
 *
 * Paths are resolved by {@link resolveStaticFile}: traversal, encoded or double-encoded, cannot leave
 * the root. Mount last, after every API module.
 */
export function staticRoutes(deps: StaticRoutesDeps): Hono<AppEnv> {
  const root = deps.appDistDir;
  const configJson = serialiseConfig(deps.publicConfig ?? {});
  const prerender = deps.prerender ?? createPrerenderer(root, configJson);
  const router = new Hono<AppEnv>();
  router.get('*', async (c, next) => {
    const path = c.req.path;
    const rawPath = new URL(c.req.url).pathname;
    if (path === '/assets' || path.startsWith('/assets/')) {
      const file = resolveStaticFile(root, rawPath);
      return file ? sendFile(c, file, CACHE_IMMUTABLE) : next();
    }
    if (path === '/index.html') return sendIndex(c, root, configJson);
    if (isSpaRoute(path)) return sendPage(c, root, configJson, prerender);
    if (isReservedPath(path)) return next();
    if (looksLikeFile(path)) {
      const file = resolveStaticFile(root, rawPath);
      if (file) return sendFile(c, file, CACHE_PUBLIC_FILE);
    }
    if (acceptsHtml(c)) return sendIndex(c, root, configJson);
    return next();
  });
  return router;
}
