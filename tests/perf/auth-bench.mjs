#!/usr/bin/env node
/**
 * Auth benchmark (`node tests/perf/auth-bench.mjs`, also run by `npm run bench`). Prints figures, asserts
 * nothing:
 *   1. CPU cost of one password hash with the production scrypt parameters (median of 10).
 *   2. Sign-in throughput and p95 over HTTP (`POST /auth/v1/token?grant_type=password`, 4 in flight)
 *      against a server started from source in a child process on a fresh PGlite data dir.
 *   3. Added p95 latency of bearer-token verification on an API route: `GET /api/profile` with a valid
 *      token versus `GET /auth/v1/settings` (no auth, no database), plus one ES256 verify in-process.
 */
import { spawn } from 'node:child_process';
import { scryptSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalJWKSet, jwtVerify } from 'jose';

import {
  benchAuthEnv,
  freePort,
  median,
  pct,
  root,
  signUp,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';
import { findPgBin, startPostgres } from './lib/legislation.mjs';

async function timed(n, concurrency, fn) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const s = performance.now();
        await fn();
        times.push(performance.now() - s);
      }
    }),
  );
  return { times, totalMs: performance.now() - t0 };
}

/** Runs `verify-bench.ts` in a child process; resolves with `{p50, p95, cold95}` in ms. */
function verifyBench(dataDir, port, token, env = {}) {
  return new Promise((resolve, reject) => {
    const v = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'tests/perf/verify-bench.ts'), dataDir, String(port), token],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
    );
    let out = '';
    v.stdout.on('data', (d) => (out += d));
    v.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`verify-bench ${code}`)),
    );
  });
}

/**
 * The in-process token check on a throw-away PostgreSQL cluster: a server signs a user up, then
 * `verify-bench.ts` checks its token with the NOTIFY-invalidated caches (ADR 0037) while it runs.
 */
async function postgresVerifyBench() {
  const bin = findPgBin();
  if (!bin) return { skipped: 'PostgreSQL not installed (PG_BIN)' };
  const cluster = await startPostgres(bin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-auth-bench-pg-'));
  const port = await freePort();
  const env = { LOG_LEVEL: 'warn', DATABASE_URL: cluster.url, ...benchAuthEnv() };
  const child = startServer({
    dataDir,
    port,
    args: ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    env,
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, child);
    const { token } = await signUp(url);
    return await verifyBench(dataDir, port, token, { DATABASE_URL: cluster.url });
  } finally {
    await stopServer(child);
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the benchmark; returns printable rows `[label, value, target]`. */
export async function runAuthBench() {
  // 1. One hash with the production parameters (read from the source so they never drift).
  const { SCRYPT_PARAMS } = await import(
    pathToFileURL(path.join(root, 'packages/server/src/modules/auth/password.ts')).href
  ).catch(() => ({ SCRYPT_PARAMS: { N: 2 ** 15, r: 8, p: 1 } }));
  const { N, r, p } = SCRYPT_PARAMS;
  const hashTimes = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    scryptSync('correcto-caballo-bateria', randomBytes(16), 32, {
      N,
      r,
      p,
      maxmem: 256 * N * r + 1024 * 1024,
    });
    hashTimes.push(performance.now() - t);
  }

  // 2 and 3 over HTTP.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-auth-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({
    dataDir,
    port,
    args: ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    env: {
      LOG_LEVEL: 'warn',
      ...benchAuthEnv(),
    },
  });
  try {
    await waitHealthy(url, child);
    const post = (p, body) =>
      fetch(`${url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { token, email, password } = await signUp(url);

    for (let i = 0; i < 4; i++) await post('/auth/v1/token?grant_type=password', { email, password });
    const signIns = await timed(60, 4, async () => {
      const res = await post('/auth/v1/token?grant_type=password', { email, password });
      if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
      await res.arrayBuffer();
    });

    const get = async (p, auth) => {
      const res = await fetch(`${url}${p}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p} ${res.status}`);
    };
    for (let i = 0; i < 50; i++) {
      await get('/auth/v1/settings');
      await get('/api/profile', token);
    }
    const open = await timed(300, 1, () => get('/auth/v1/settings'));
    const authed = await timed(300, 1, () => get('/api/profile', token));

    // One ES256 verification in-process with the server's published key.
    const jwks = await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json();
    const keySet = createLocalJWKSet(jwks);
    const verifyTimes = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await jwtVerify(token, keySet, { algorithms: ['ES256'], audience: 'authenticated' });
      verifyTimes.push(performance.now() - t);
    }

    // The token check alone, in-process (signature + claims + live-session check), once the server
    // has stopped (PGlite admits one process at a time); then the same on PostgreSQL.
    await stopServer(child);
    const verifyOnly = await verifyBench(dataDir, port, token);
    const verifyPg = await postgresVerifyBench();

    const ms = (x) => `${x.toFixed(1)} ms`;
    const ms2 = (x) => `${x.toFixed(2)} ms`;
    return [
      [
        `password hash, scrypt N=2^${Math.log2(N)} r=${r} p=${p} (median of 10)`,
        ms(median(hashTimes)),
        '50–150 ms',
      ],
      [
        'sign-in throughput (60 sign-ins, 4 in flight)',
        `${((60 * 1000) / signIns.totalMs).toFixed(1)} /s`,
        '(reported)',
      ],
      ['sign-in latency p95', ms(pct(signIns.times, 95)), '(reported)'],
      ['GET /auth/v1/settings p95 (no auth)', ms(pct(open.times, 95)), '(reported)'],
      ['GET /api/profile p95 (bearer + profile read)', ms(pct(authed.times, 95)), '(reported)'],
      ['added p95 of token check + profile read', ms(pct(authed.times, 95) - pct(open.times, 95)), '≤ 5 ms'],
      ['ES256 verify in-process (p95 of 200)', ms(pct(verifyTimes, 95)), '(reported)'],
      [
        'API token check in-process, PGlite, p50 / p95',
        `${ms2(verifyOnly.p50)} / ${ms2(verifyOnly.p95)}`,
        `< 1 ms p95 (first sight of a token: ${ms2(verifyOnly.cold95)})`,
      ],
      'skipped' in verifyPg
        ? ['API token check in-process, PostgreSQL', 'skipped', verifyPg.skipped]
        : [
            'API token check in-process, PostgreSQL, p50 / p95',
            `${ms2(verifyPg.p50)} / ${ms2(verifyPg.p95)}`,
            `< 1 ms p95 (first sight of a token: ${ms2(verifyPg.cold95)})`,
          ],
    ];
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows as `npm run bench` does. */
export function printAuthBench(rows) {
  console.log('\nAuth benchmarks');
  for (const [label, value, target] of rows)
    console.log(`  ${label.padEnd(52)} ${value.padStart(10)}   target ${target}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printAuthBench(await runAuthBench());
}
