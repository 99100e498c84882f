import { realpathSync, statSync, type Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

/**
 * Client routes of the web app (product spec §2). A direct load of any of them answers `index.html`
 * with 200; the app's router renders the page. `:id` matches one path segment.
 */
export const SPA_ROUTES = [
  '/',
  '/dashboard',
  '/search',
  // The article viewer (issue 12): /search/norma/BOE-A-1994-26003#articulo-36.
  '/search/norma/:id',
  '/cases',
  '/documents',
  '/reports',
  '/reports/:id',
  '/history',
  '/iasupervisor',
  // The API reference (issue 15): the OpenAPI document rendered by the app.
  '/api-reference',
  '/subscription',
  '/subscription/success',
  '/settings',
  '/admin',
  '/admin/memberships',
  '/testing',
  '/auth/confirm',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/cookie-policy',
  '/legal/legal-notice',
  '/legal/gdpr-rights',
  '/software-legal-espana',
  '/analisis-documentos-legales',
  '/casos-exito',
] as const;

const SPA_ROUTE_PATTERNS = SPA_ROUTES.map((route) =>
  route === '/' ? /^\/$/ : new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

/** True when `path` is one of {@link SPA_ROUTES} (a trailing slash is tolerated). */
export function isSpaRoute(path: string): boolean {
  return SPA_ROUTE_PATTERNS.some((re) => re.test(path));
}

/**
 * Path prefixes that never fall back to `index.html`: the API, auth endpoints, health, hashed assets
 * and development pages. `/auth/confirm` is a client route and is matched first by {@link isSpaRoute}.
 */
export const RESERVED_PREFIXES = ['/api', '/auth', '/health', '/assets', '/dev'] as const;

/** True when `path` is, or is under, one of {@link RESERVED_PREFIXES}. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** A regular file found inside the static root. */
export interface StaticFile {
  /** Absolute, symlink-resolved path, guaranteed inside the root. */
  path: string;
  stats: Stats;
}

/**
 * Maps a raw (still percent-encoded) URL pathname to a regular file inside `root`, or `undefined`.
 *
 * Each segment is percent-decoded exactly once; the request is refused when a decoded segment is empty,
 * starts with a dot (`.`, `..`, dotfiles), or contains `/`, `\`, `%` (double encoding), NUL or another control character. The joined
 * path, and its real path after symlinks, must stay inside the real root. Only regular files qualify
 * (no directories, devices or sockets). No file outside the root is ever opened.
 */
export function resolveStaticFile(root: string, rawPathname: string): StaticFile | undefined {
  if (!rawPathname.startsWith('/')) return undefined;
  const segments = rawPathname.slice(1).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let part: string;
    try {
      part = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (part === '' || part.startsWith('.')) return undefined; // also `.`, `..` and dotfiles (.env, .git)
    // eslint-disable-next-line no-control-regex
    if (/[/\\%\u0000-\u001f\u007f]/.test(part)) return undefined;
    if (part.includes(':')) return undefined; // drive letters and alternate data streams on Windows
    decoded.push(part);
  }
  let realRoot: string;
  try {
    realRoot = realpathSync(resolve(root));
  } catch {
    return undefined;
  }
  const candidate = resolve(realRoot, join(...decoded));
  if (!candidate.startsWith(realRoot + sep)) return undefined;
  try {
    const real = realpathSync(candidate);
    if (!real.startsWith(realRoot + sep)) return undefined;
    const stats = statSync(real);
    if (!stats.isFile()) return undefined;
    return { path: real, stats };
  } catch {
    return undefined;
  }
}

/** True when the last path segment has a file extension (`/favicon.svg`, `/robots.txt`). */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return extname(last) !== '';
}

/** The app's `index.html` inside `root`, when the app has been built. */
export function findIndexHtml(root: string): StaticFile | undefined {
  return resolveStaticFile(root, '/index.html');
}

/** Short Spanish page answered with 503 when `APP_DIST_DIR` holds no built app. */
export const APP_NOT_BUILT_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alegato — aplicación no compilada</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;">
<h1>La aplicación no está compilada</h1>
<p>La aplicación no está compilada. Ejecuta npm start.</p>
<p>El servidor funciona: la API responde en <code>/api</code> y el estado en <code>/health</code>.</p>
</body>
</html>
`;
