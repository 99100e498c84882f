#!/usr/bin/env node
/**
 * Reports list benchmark (`node tests/perf/reports-list-bench.mjs`, also run by `npm run bench`).
 * Prints figures, asserts nothing:
 *   the built server (`packages/server/dist/main.js`) on a fresh PGlite data dir (or `DATABASE_URL`
 *   when set), one user signed up, 1,000 reports created through `POST /api/reports/create`, then
 *   `GET /api/reports/list?page=N` (20 per page, N cycling over the 50 pages, the default sort) with the
 *   bearer token from 50 concurrent keep-alive connections for 10 s: requests per second and
 *   p50/p95/p99 latency (targets ≥ 2,000 req/s, p99 ≤ 25 ms); then the same load on `GET /api/profile`
 *   (token check and one row) as the floor of any authenticated call on the machine.
 *
 * `REPORTS_BENCH_SECONDS` and `REPORTS_BENCH_CONCURRENCY` change the load. Skips with one line when the
 * build is missing.
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

const MAIN = serverDist('main.js');
const REPORTS = 1000;
const PER_PAGE = 20;
const SECONDS = Number(process.env.REPORTS_BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.REPORTS_BENCH_CONCURRENCY ?? 50);

/** One GET over a keep-alive agent: resolves with the status once the body is read. */
function get(agent, port, pathAndQuery, token) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
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

/** Runs the benchmark; returns printable rows `[label, value, target]`, or a one-row skip. */
export async function runReportsListBench() {
  if (!existsSync(MAIN))
    return [['reports list', 'skipped: build the server first (npx tsc -b packages/server)', '']];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-reports-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({
    dataDir,
    port,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      ...benchAuthEnv(),
    },
  });
  try {
    await waitHealthy(url, child);
    const { token } = await signUp(url, 'bench.informes');

    // 1,000 reports through the API, 8 at a time.
    const t0 = performance.now();
    let made = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (made < REPORTS) {
          const i = made++;
          const res = await fetch(`${url}/api/reports/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              title: `Informe ${i + 1}: reclamación de cantidad por impago de rentas`,
              description: 'Arrendamiento de vivienda en Madrid; rentas de tres meses sin pagar.',
              template_id: TEMPLATES[i % TEMPLATES.length],
              client_name: `Cliente ${i % 37}`,
              content: {
                hechos:
                  'PRIMERO.- El arrendatario dejó de abonar la renta. SEGUNDO.- Fue requerido por burofax.',
                suplico: 'Que se condene al demandado al pago de 4.500 euros más intereses y costas.',
              },
            }),
          });
          if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
        }
      }),
    );
    const seedMs = performance.now() - t0;

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const pages = REPORTS / PER_PAGE;
    // Warm-up: every page once.
    for (let p = 1; p <= pages; p++)
      await get(agent, port, `/api/reports/list?page=${p}&per_page=${PER_PAGE}`, token);

    /** `CONCURRENCY` keep-alive loops on `pathOf(i)` for `seconds`: sorted latencies, req/s, non-200s. */
    async function load(seconds, pathOf) {
      const times = [];
      let errors = 0;
      let i = 0;
      const end = performance.now() + seconds * 1000;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end) {
            const s = performance.now();
            const status = await get(agent, port, pathOf(i++), token);
            times.push(performance.now() - s);
            if (status !== 200) errors++;
          }
        }),
      );
      const elapsed = (performance.now() - start) / 1000;
      times.sort((a, b) => a - b);
      return { times, errors, rate: times.length / elapsed };
    }
    const list = await load(SECONDS, (i) => `/api/reports/list?page=${(i % pages) + 1}&per_page=${PER_PAGE}`);
    // The floor of any authenticated API call on this machine: token check and one profile row.
    const floor = await load(Math.max(3, SECONDS / 2), () => '/api/profile');
    agent.destroy();
    const ms = (x) => `${x.toFixed(1)} ms`;
    return [
      ['reports seeded through the API', `${REPORTS} in ${(seedMs / 1000).toFixed(1)} s`, ''],
      [
        `GET /api/reports/list, ${CONCURRENCY} concurrent, ${SECONDS} s`,
        `${list.rate.toFixed(0)} req/s (${list.times.length} requests, ${list.errors} non-200)`,
        '≥ 2000 req/s',
      ],
      [
        'list latency p50 / p95 / p99',
        `${ms(pct(list.times, 50))} / ${ms(pct(list.times, 95))} / ${ms(pct(list.times, 99))}`,
        'p99 ≤ 25 ms',
      ],
      [
        'floor: GET /api/profile, same load',
        `${floor.rate.toFixed(0)} req/s, p50 / p99 ${ms(pct(floor.times, 50))} / ${ms(pct(floor.times, 99))}`,
        '',
      ],
    ];
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows of {@link runReportsListBench}. */
export function printReportsListBench(rows) {
  for (const [label, value, target] of rows) {
    process.stdout.write(`${label.padEnd(48)} ${value}${target ? `   (target ${target})` : ''}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printReportsListBench(await runReportsListBench());
}
