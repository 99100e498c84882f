/**
 * Tests never reach outside the machine (issue 11, ADR 0017). Two layers:
 *
 * 1. **Browsers** (stories, visual shots, e2e): Chromium starts with host-resolver rules (`chromiumArgs`
 *    in scripts/lib/chromium.mjs and tooling/aliases.ts) that make every host name but the loopback ones
 *    unresolvable, so nothing leaves even if a
 *    page asks; and {@link watchBrowserContext} records every request a page makes to a non-loopback
 *    address, so the runner can fail the story, shot or test that asked, naming the URL.
 * 2. **Node** (unit, server, e2e test processes): {@link installNodeNetworkGuard} refuses any TCP connection
 *    to a non-loopback host (http, https, fetch, database clients all end in `net.Socket#connect`), throwing
 *    an error that names the host, and records it so the test's `afterEach` fails even if the code under
 *    test swallowed the error. Unix sockets and loopback stay open.
 *
 * @module
 */
import net from 'node:net';

/** The message every refusal starts with; tests and runners print it with the URL. */
export const BLOCKED_MESSAGE = 'petición de red fuera de la máquina bloqueada (los tests no usan la red)';

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'javascript:', 'chrome-error:', 'file:']);

/**
 * True when a host name or address is this machine: `localhost` (and `*.localhost`), `127.0.0.0/8`, `::1`,
 * or empty (Node's default host).
 *
 * @param {string | undefined | null} host
 * @returns {boolean}
 */
export function isLoopbackHost(host) {
  if (!host) return true;
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    h === '::ffff:127.0.0.1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

/**
 * True when loading `url` stays on this machine: a loopback http(s)/ws(s) address, or a scheme that never
 * touches the network (`data:`, `blob:`, `about:`…).
 *
 * @param {string} url
 * @returns {boolean}
 */
export function isLocalUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return true; // Not a URL a browser could fetch.
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  return isLoopbackHost(parsed.hostname);
}

/**
 * Records the requests of every page of a Playwright browser context that leave the machine.
 *
 * @param {import('playwright-core').BrowserContext} context
 * @returns {{ take(): string[] }} `take()` returns the URLs recorded since the last call and forgets them
 */
export function watchBrowserContext(context) {
  /** @type {string[]} */
  let blocked = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!isLocalUrl(url)) blocked.push(url);
  });
  return {
    take() {
      const out = [...new Set(blocked)];
      blocked = [];
      return out;
    },
  };
}

/**
 * Browser contexts opened by Node tests (e2e) whose blocked requests fail the running test: the harness
 * registers each context's watcher here and `tooling/network.node.setup.ts` takes them after each test.
 * Kept on `globalThis` so the setup file and the test share one registry whatever the module graph.
 *
 * @param {{ take(): string[] }} watcher
 */
export function registerBrowserWatcher(watcher) {
  browserWatchers().add(watcher);
}

/** @returns {string[]} the URLs every registered browser context requested outside the machine, forgotten */
export function takeBrowserBlocked() {
  return [...browserWatchers()].flatMap((w) => w.take());
}

/** @returns {Set<{ take(): string[] }>} */
function browserWatchers() {
  const key = Symbol.for('alegato.networkGuard.browserWatchers');
  const g = /** @type {Record<symbol, Set<{ take(): string[] }>>} */ (/** @type {unknown} */ (globalThis));
  g[key] ??= new Set();
  return g[key];
}

/**
 * The error a runner throws for requests that tried to leave the machine.
 *
 * @param {readonly string[]} urls
 * @returns {Error}
 */
export function blockedError(urls) {
  return new Error(`${BLOCKED_MESSAGE}: ${urls.join(', ')}`);
}

/** @type {{ take(): string[] } | undefined} */
let nodeGuard;

/**
 * Makes this Node process refuse TCP connections to anything but loopback (idempotent). A refused
 * `connect` throws {@link blockedError} synchronously and the target is recorded for `take()`.
 *
 * @returns {{ take(): string[] }}
 */
export function installNodeNetworkGuard() {
  if (nodeGuard) return nodeGuard;
  /** @type {string[]} */
  let blocked = [];
  const original = net.Socket.prototype.connect;
  /** @this {import('node:net').Socket} */
  function guardedConnect(...args) {
    const target = connectTarget(args);
    if (target && !isLoopbackHost(target.host)) {
      const where = `${target.host}:${target.port ?? ''}`;
      blocked.push(where);
      throw blockedError([where]);
    }
    return Reflect.apply(original, this, args);
  }
  net.Socket.prototype.connect = /** @type {typeof original} */ (/** @type {unknown} */ (guardedConnect));
  nodeGuard = {
    take() {
      const out = [...new Set(blocked)];
      blocked = [];
      return out;
    },
  };
  return nodeGuard;
}

/**
 * The host and port a `Socket#connect` call aims at, or undefined for a Unix socket / pipe.
 *
 * @param {unknown[]} args
 * @returns {{ host: string | undefined, port: unknown } | undefined}
 */
function connectTarget(args) {
  let first = args[0];
  if (Array.isArray(first)) first = first[0]; // Node's internal normalized form: [options, cb].
  if (first && typeof first === 'object') {
    const o = /** @type {{ path?: unknown, host?: unknown, port?: unknown }} */ (first);
    if (o.path !== undefined && o.path !== null) return undefined;
    return { host: typeof o.host === 'string' ? o.host : undefined, port: o.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined; // a path
  return { host: typeof args[1] === 'string' ? args[1] : undefined, port: first };
}
