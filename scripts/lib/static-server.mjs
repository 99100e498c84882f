/**
 * A tiny static file server on Node's `http` module (no dependencies), for serving built output to a
 * browser in tests and benchmarks: `storybook-static`, a Vite `dist`, the app's build.
 *
 * @example
 * import { serveStatic } from '../../scripts/lib/static-server.mjs';
 * const server = await serveStatic('storybook-static');
 * try {
 *   await page.goto(`${server.url}/iframe.html?id=components-button--default`);
 * } finally {
 *   await server.close();
 * }
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Content types by lower-case extension; anything else is `application/octet-stream`. */
const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * @typedef {object} StaticServerOptions
 * @property {boolean} [spaFallback] Answer unknown paths without a file extension with the root
 *   `index.html` (status 200), as a single-page app's host would. @default false
 * @property {number} [port] Port to listen on; `0` picks a free random port. @default 0
 * @property {string} [host] Interface to bind. @default '127.0.0.1'
 * @property {string} [cacheControl] `Cache-Control` sent with every file. Files also carry an `ETag`, so
 *   `no-cache` costs one cheap 304 revalidation per request. @default 'no-cache'
 * @property {Record<string, string>} [headers] Extra headers sent with every response (e.g. a CSP to test).
 *   @default {}
 */

/**
 * @typedef {object} StaticServer
 * @property {string} url Origin without a trailing slash, e.g. `http://127.0.0.1:41234`.
 * @property {number} port The port actually bound.
 * @property {() => Promise<void>} close Stops listening and drops open keep-alive connections.
 */

/**
 * Serves the files under `dir` over HTTP (GET and HEAD). `/` and directories answer with their
 * `index.html`; paths never escape `dir`.
 *
 * @param {string} dir Directory to serve (absolute, or relative to the working directory).
 * @param {StaticServerOptions} [options]
 * @returns {Promise<StaticServer>}
 */
export async function serveStatic(dir, options = {}) {
  const {
    spaFallback = false,
    port = 0,
    host = '127.0.0.1',
    cacheControl = 'no-cache',
    headers = {},
  } = options;
  const root = path.resolve(dir);
  const rootStat = await stat(root).catch(() => null);
  if (!rootStat?.isDirectory()) throw new Error(`serveStatic: ${root} is not a directory`);

  /** Resolves a URL path to a file inside root, or null. */
  async function findFile(urlPath) {
    const candidate = path.join(root, urlPath);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
    let info = await stat(candidate).catch(() => null);
    if (info?.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      info = await stat(index).catch(() => null);
      return info?.isFile() ? { file: index, info } : null;
    }
    return info?.isFile() ? { file: candidate, info } : null;
  }

  const server = createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let urlPath;
      try {
        urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        res.writeHead(400).end('Bad request');
        return;
      }
      if (urlPath.includes('\0')) {
        res.writeHead(400).end('Bad request');
        return;
      }
      let found = await findFile(urlPath);
      if (!found && spaFallback && path.extname(urlPath) === '') found = await findFile('/index.html');
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const { file, info } = found;
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const common = { ETag: etag, 'Cache-Control': cacheControl };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, common).end();
        return;
      }
      res.writeHead(200, {
        ...common,
        'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Last-Modified': info.mtime.toUTCString(),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const stream = createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
