/**
 * What the benchmarks share: percentiles, a free loopback port, the built server started on its own data
 * directory, waiting for `/health`, stopping it, and signing a user up (AUTH_AUTOCONFIRM gives a session).
 * @module
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A file of the built server, e.g. `serverDist('main.js')`. */
export const serverDist = (file) => path.join(root, 'packages/server/dist', file);

/** The `p`th percentile (0–100) of `xs` (unsorted is fine); 0 for none. */
export const pct = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** The median of `xs`. */
export const median = (xs) => pct(xs, 50);

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server process on `127.0.0.1:port` with its own `DATA_DIR` (embedded PGlite: `DATABASE_URL` is
 * cleared) and `LOG_LEVEL=error`. `env` adds or overrides variables; a variable set to `undefined` is removed
 * (so a bench can insist on a default). `args` is what node runs (default: the built `dist/main.js`);
 * `stdio` as for `spawn` (default: ignored).
 */
export function startServer({ dataDir, port, env = {}, args = [serverDist('main.js')], stdio = 'ignore' }) {
  const merged = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return spawn(process.execPath, args, { cwd: root, env: merged, stdio });
}

/** Limits no load test reaches: a bench measures the route, not the rate limiter. */
export const NO_LIMIT = { burst: 100000, perWindow: 100000, windowSeconds: 60 };

/**
 * Environment of a load bench: accounts confirmed at sign-up, the auth rate limits lifted, and the per-user
 * limits of `rateLimited` (e.g. `['search']`) lifted too.
 */
export const benchAuthEnv = (rateLimited = []) => ({
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMITS: JSON.stringify({
    signInAddress: NO_LIMIT,
    signInAccount: NO_LIMIT,
    emailEndpointsAddress: NO_LIMIT,
  }),
  ...(rateLimited.length > 0
    ? { RATE_LIMITS: JSON.stringify(Object.fromEntries(rateLimited.map((k) => [k, NO_LIMIT]))) }
    : {}),
});

/** Resolves once `GET url/health` answers 2xx; throws if the process exits first. */
export async function waitHealthy(url, child, everyMs = 20) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** SIGTERM, resolved when the process has exited. */
export const stopServer = (child) =>
  new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

/** Signs a new user up (the server runs with `AUTH_AUTOCONFIRM=true`); returns `{token, userId, email}`. */
export async function signUp(url, prefix = 'bench', password = 'correcto-caballo-bateria') {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  const token = body.access_token;
  const userId = body.user?.id;
  if (!token || !userId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { token, userId, email, password };
}
