#!/usr/bin/env node
/**
 * API throughput benchmark (`node tests/perf/reports-list-bench.mjs`, also run by `npm run bench`).
 * Prints figures, asserts nothing. On each database — a fresh PGlite data dir, and a throw-away
 * PostgreSQL cluster (`startPostgres` of lib/legislation.mjs; `DATABASE_URL` instead when set; skipped
 * with one row when no PostgreSQL binaries are installed) — the built server (`packages/server/dist/main.js`)
 * gets one user with 1,000 reports (`POST /api/reports/create`), 20 cases (`POST /cases`) and 40 small
 * text documents (`POST /upload`, half of them in a case); then 50 concurrent keep-alive connections
 * send, for 10 s each:
 *   - `GET /api/reports/list?page=N` (20 per page, N cycling over the 50 pages, the default sort),
 *   - `GET /cases/{userId}` (the cases list), `GET /documents` (the documents list),
 *   - `GET /api/profile`,
 *   - `POST /api/reports/cache/invalidate`: the floor — the token check and no database read;
 * requests per second and p50/p95/p99 latency beside the targets (≥ 2,000 req/s, p99 ≤ 25 ms on
 * PostgreSQL; ADR 0036 says why PGlite stops lower).
 *
 * `REPORTS_BENCH_SECONDS`, `REPORTS_BENCH_CONCURRENCY` change the load; `API_BENCH_DATABASES=pglite` (or
 * `postgres`) runs one database only; `API_BENCH_CPU_PROF=<dir>` makes the server write a CPU profile there. Skips with one line when the build is missing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  benchAuthEnv,
  freePort,
  pct,
  serverDist,
  signUp,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';
import { findPgBin, startPostgres } from './lib/legislation.mjs';

const MAIN = serverDist('main.js');
const REPORTS = 1000;
const CASES = 20;
const DOCUMENTS = 40;
const PER_PAGE = 20;
const SECONDS = Number(process.env.REPORTS_BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.REPORTS_BENCH_CONCURRENCY ?? 50);

/** One request over a keep-alive agent: resolves with the status once the body is read. */
function request(agent, port, pathAndQuery, token, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const TEMPLATES = [
  'demanda-civil',
  'querella-penal',
  'recurso-apelacion',
  'contrato-arrendamiento',
  'escrito-alegaciones',
  'demanda-laboral',
];

/** `CONCURRENCY` keep-alive loops on `pathOf(i)` for `seconds`: sorted latencies, req/s, non-2xx. */
async function load(agent, port, token, seconds, pathOf, method = 'GET') {
  const times = [];
  let errors = 0;
  let i = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const s = performance.now();
        const status = await request(agent, port, pathOf(i++), token, method);
        times.push(performance.now() - s);
        if (status < 200 || status > 299) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { times, errors, rate: times.length / elapsed };
}

/** Creates `n` items with `make(i)` (a promise), 8 at a time. */
async function seed(n, make) {
  let made = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (made < n) await make(made++);
    }),
  );
}

/** Throws with the body when `res` is not `status`. */
async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what} ${res.status} ${await res.text()}`);
  return res.json();
}

/** Seeds one user and measures every route on a server using `databaseUrl` ('' = PGlite). */
async function benchDatabase(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-api-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({
    dataDir,
    port,
    stdio: ['ignore', 'ignore', 'inherit'],
    // `API_BENCH_CPU_PROF=<dir>`: the server writes a V8 CPU profile there when it stops.
    ...(process.env.API_BENCH_CPU_PROF
      ? { args: ['--cpu-prof', `--cpu-prof-dir=${process.env.API_BENCH_CPU_PROF}`, MAIN] }
      : {}),
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...benchAuthEnv() },
  });
  try {
    await waitHealthy(url, child);
    const { token, userId } = await signUp(url, 'bench.api');
    const auth = { authorization: `Bearer ${token}` };

    const t0 = performance.now();
    await seed(REPORTS, async (i) => {
      const res = await fetch(`${url}/api/reports/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          title: `Informe ${i + 1}: reclamación de cantidad por impago de rentas`,
          description: 'Arrendamiento de vivienda en Madrid; rentas de tres meses sin pagar.',
          template_id: TEMPLATES[i % TEMPLATES.length],
          client_name: `Cliente ${i % 37}`,
          content: {
            hechos: 'PRIMERO.- El arrendatario dejó de abonar la renta. SEGUNDO.- Fue requerido por burofax.',
            suplico: 'Que se condene al demandado al pago de 4.500 euros más intereses y costas.',
          },
        }),
      });
      await expectStatus(res, 201, 'report create');
    });
    const caseIds = [];
    await seed(CASES, async (i) => {
      const res = await fetch(`${url}/cases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          title: `Caso ${i + 1}: desahucio por falta de pago`,
          client_name: `Cliente ${i}`,
          user_id: userId,
          description: 'Reclamación de rentas y resolución del arrendamiento.',
        }),
      });
      caseIds.push((await expectStatus(res, 201, 'case create')).data.case.id);
    });
    await seed(DOCUMENTS, async (i) => {
      const form = new FormData();
      form.append('user_id', userId);
      if (i % 2 === 0) form.append('case_id', caseIds[i % caseIds.length]);
      const text = `Escrito ${i + 1}. El arrendatario adeuda tres mensualidades de renta.\n`.repeat(20);
      form.append('file', new Blob([text], { type: 'text/plain' }), `escrito-${i + 1}.txt`);
      const res = await fetch(`${url}/upload`, { method: 'POST', headers: auth, body: form });
      await expectStatus(res, 202, 'upload');
    });
    // The ingestion worker shares the database: measure once every document is read.
    for (;;) {
      const res = await fetch(`${url}/documents`, { headers: auth });
      const { documents } = (await expectStatus(res, 200, 'documents')).data;
      if (documents.every((d) => d.status !== 'processing')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seedMs = performance.now() - t0;

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const pages = REPORTS / PER_PAGE;
    const listPath = (i) => `/api/reports/list?page=${(i % pages) + 1}&per_page=${PER_PAGE}`;
    // Warm-up: every page once, every other route a few times.
    for (let p = 0; p < pages; p++) await request(agent, port, listPath(p), token);
    const routes = [
      ['GET /api/reports/list?page=N', listPath, 'GET'],
      ['GET /cases/{userId}', () => `/cases/${userId}`, 'GET'],
      ['GET /documents', () => '/documents', 'GET'],
      ['GET /api/profile', () => '/api/profile', 'GET'],
      ['floor: POST /api/reports/cache/invalidate', () => '/api/reports/cache/invalidate', 'POST'],
    ];
    for (const [, pathOf, method] of routes)
      for (let i = 0; i < 20; i++) await request(agent, port, pathOf(i), token, method);

    const ms = (x) => `${x.toFixed(1)} ms`;
    const rows = [
      [
        `${name}: seeded through the API`,
        `${REPORTS} reports, ${CASES} cases, ${DOCUMENTS} documents in ${(seedMs / 1000).toFixed(1)} s`,
        '',
      ],
    ];
    const onPostgres = name !== 'PGlite';
    for (const [label, pathOf, method] of routes) {
      const r = await load(agent, port, token, SECONDS, pathOf, method);
      const floor = label.startsWith('floor');
      rows.push([
        `${name}: ${label}`,
        `${r.rate.toFixed(0)} req/s, p50 / p95 / p99 ${ms(pct(r.times, 50))} / ${ms(pct(r.times, 95))} / ${ms(pct(r.times, 99))}` +
          `${r.errors ? ` (${r.errors} non-2xx)` : ''}`,
        floor
          ? '(anchor: the token check only)'
          : onPostgres
            ? 'target ≥ 2000 req/s, p99 ≤ 25 ms'
            : '(reported, ADR 0036)',
      ]);
    }
    agent.destroy();
    return rows;
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the benchmark; returns printable rows `[label, value, target]`, or a one-row skip. */
export async function runReportsListBench() {
  if (!existsSync(MAIN))
    return [['API throughput', 'skipped: build the server first (npx tsc -b packages/server)', '']];
  const only = process.env.API_BENCH_DATABASES;
  const rows = [
    [`API throughput: ${CONCURRENCY} concurrent keep-alive connections, ${SECONDS} s per route`, '', ''],
  ];
  if (!only || only.includes('pglite')) rows.push(...(await benchDatabase('PGlite', '')));
  if (!only || only.includes('postgres')) {
    if (process.env.DATABASE_URL) {
      rows.push(...(await benchDatabase('PostgreSQL', process.env.DATABASE_URL)));
    } else {
      const bin = findPgBin();
      if (!bin) rows.push(['PostgreSQL', 'skipped: no PostgreSQL binaries (PG_BIN)', '']);
      else {
        const pg = await startPostgres(bin);
        try {
          rows.push(...(await benchDatabase(`PostgreSQL ${pg.version}`, pg.url)));
        } finally {
          pg.stop();
        }
      }
    }
  }
  return rows;
}

/** Prints the rows of {@link runReportsListBench}. */
export function printReportsListBench(rows) {
  for (const [label, value, target] of rows) {
    process.stdout.write(`${label.padEnd(56)} ${value}${target ? `   ${target}` : ''}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printReportsListBench(await runReportsListBench());
}
