#!/usr/bin/env node
/**
 * API throughput benchmark (`node tests/perf/reports-list-bench.mjs`, also run by `npm run bench`).
 * Prints figures, asserts nothing. On each database — a fresh PGlite data dir, and a throw-away
 * PostgreSQL cluster (`startPostgres` of lib/legislation.mjs; `DATABASE_URL` instead when set; skipped
 * with one row when no PostgreSQL binaries are installed) — the built server (`packages/server/dist/main.js`)
 * gets one user with 1,000 reports (`POST /api/reports/create`), 20 cases (`POST /cases`) and 40 small
 * text documents (`POST /upload`, half of them in a case); then each route is measured twice:
 *   - `GET /api/reports/list?page=N` (20 per page, N cycling over the 50 pages, the default sort),
 *   - `GET /cases/{userId}` (the cases list), `GET /documents` (the documents list),
 *   - `GET /api/profile`,
 *   - `POST /api/reports/cache/invalidate`: the floor — the token check and no database read.
 *
 * (a) Saturation: 50 keep-alive connections in a closed loop (each sends its next request when the
 *     last one answered) for 10 s: the most requests per second the server gives, and their latency.
 *     By Little's law a closed loop of 50 connections at 2,000 req/s has a mean latency of 25 ms, so
 *     this run alone cannot show "≥ 2,000 req/s with p99 ≤ 25 ms".
 * (b) Open loop at the goal's rate: requests sent on a fixed schedule (2,000 req/s for 10 s, whatever
 *     the answers do; at most 50 keep-alive connections, a request waiting for one waits in the
 *     client), each latency measured from the request's scheduled time, not from when it was sent —
 *     so a server that falls behind is charged its backlog (no coordinated omission). p50/p99 and
 *     errors (non-2xx, failed, or unanswered 5 s after the last send).
 * Both beside the targets: saturation ≥ 2,000 req/s; at 2,000 req/s p99 ≤ 25 ms and no errors, on
 * PostgreSQL (ADR 0036 says why PGlite stops lower). The saturation row also gives the CPU each request
 * cost the server process and the local PostgreSQL (postmaster and backends, from `/proc`): a figure
 * that holds whatever else the machine runs, unlike the rates on a shared machine. Before each run
 * the bench waits for the server and PostgreSQL to go quiet and for the route it measures to answer
 * within 20 ms again (at most 60 s).
 *
 * `REPORTS_BENCH_SECONDS`, `REPORTS_BENCH_CONCURRENCY`, `REPORTS_BENCH_RATE` change the load;
 * `API_BENCH_DATABASES=pglite` (or `postgres`) runs one database only; `API_BENCH_ROUTES=reports,floor`
 * (of reports, cases, documents, profile, floor) measures those routes only;
 * `API_BENCH_MODES=open` (or `closed`) one of the two runs; `API_BENCH_SERVER=<path of main.js>` runs
 * another build of the server (a worktree's, for a before/after); `API_BENCH_PG_SOCKET=1` connects the
 * server to the throw-away PostgreSQL over its Unix socket; `API_BENCH_CPU_PROF=<dir>` makes the
 * server write a CPU profile there; `API_BENCH_NODE_OPTIONS` gives the server alone Node flags (heap sizes),
 * `API_BENCH_NODE_ARGS` those NODE_OPTIONS refuses (`--min-semi-space-size=16`), on its command line;
 * `API_BENCH_CLIENT=node` measures with Node's `http` client instead of the lean one (`lib/lean-http.mjs`).
 * Skips with one line when the build is missing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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
import { LeanPool, requestBytes } from './lib/lean-http.mjs';
import { findPgBin, startPostgres } from './lib/legislation.mjs';
import { machineRow } from './lib/machine.mjs';

/** The server run: `API_BENCH_SERVER=<main.js>` measures another build (a worktree's, for a before/after). */
const MAIN = process.env.API_BENCH_SERVER ?? serverDist('main.js');
const REPORTS = 1000;
const CASES = 20;
const DOCUMENTS = 40;
const PER_PAGE = 20;
const SECONDS = Number(process.env.REPORTS_BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.REPORTS_BENCH_CONCURRENCY ?? 50);
/** The goal: requests per second, and the p99 at that rate (issue 16 item 2). */
const GOAL_RATE = 2000;
const GOAL_P99_MS = 25;
const RATE = Number(process.env.REPORTS_BENCH_RATE ?? GOAL_RATE);
/** How long the open loop waits for the last answers after its last send; later ones are errors. */
const DRAIN_MS = 5000;
const MODES = process.env.API_BENCH_MODES ?? 'closed,open';
/** The measuring client: 'lean' (default, `lib/lean-http.mjs`) or 'node' (Node's `http` client). */
const CLIENT = process.env.API_BENCH_CLIENT === 'node' ? 'node' : 'lean';

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

/**
 * The measuring client for `pathOf(i)` requests: `send(i)` resolves with the status of the i-th
 * answer once read. By default the lean client of `lib/lean-http.mjs` (raw keep-alive sockets, the
 * answer only framed, not parsed), so the client's own CPU on the two shared cores stays small;
 * `API_BENCH_CLIENT=node` measures with Node's `http` client as before (ADR 0036, fifth round).
 * At most `CONCURRENCY` connections either way.
 */
function measuringClient(port, token, pathOf, method) {
  if (CLIENT === 'node') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const send = (i) => request(agent, port, pathOf(i), token, method);
    return {
      send,
      warm: () => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => send(i))),
      retries: () => 0,
      destroy: () => agent.destroy(),
    };
  }
  const pool = new LeanPool(port, CONCURRENCY);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const bytes = new Map();
  const bytesOf = (pathAndQuery) => {
    let b = bytes.get(pathAndQuery);
    if (!b) {
      b = requestBytes(method, pathAndQuery, `127.0.0.1:${port}`, headers);
      bytes.set(pathAndQuery, b);
    }
    return b;
  };
  return {
    send: (i) => pool.request(bytesOf(pathOf(i))),
    warm: () => pool.warm(bytesOf(pathOf(0))),
    // GETs sent again after the server closed an idle kept-alive connection (lib/lean-http.mjs).
    retries: () => pool.retries,
    destroy: () => pool.destroy(),
  };
}

/** `CONCURRENCY` keep-alive loops of `send` for `seconds`: sorted latencies, req/s, non-2xx. */
async function load(send, seconds) {
  const times = [];
  let errors = 0;
  let i = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const s = performance.now();
        const status = await send(i++);
        times.push(performance.now() - s);
        if (status < 200 || status > 299) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { times, errors, rate: times.length / elapsed };
}

/**
 * Open loop: request `i` is due at `start + i / rate` seconds, for `seconds`, over `agent` (its
 * sockets bound the connections; a request waiting for one waits in the client, and that wait counts).
 * Each latency runs from the request's due time to its last body byte, so a late send — the server,
 * the client or the connections falling behind — is measured, not hidden. Requests unanswered
 * {@link DRAIN_MS} after the last send are errors, and their latency so far is counted too (a lower
 * bound). Returns sorted latencies, the answered rate, errors and the sends made late by the client.
 */
async function openLoop(send, rate, seconds) {
  const total = Math.round(rate * seconds);
  const times = [];
  const pending = new Map();
  let errors = 0;
  // What each error was (an HTTP status or the socket error's code), printed with the count.
  const reasons = new Map();
  const noteError = (reason) => {
    errors++;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  let sent = 0;
  // The client's own event-loop delay: a late tick delays sends and reads, and is charged to the server.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const start = performance.now();
  const due = (i) => start + (i * 1000) / rate;
  let lastAnswer = start;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && due(sent) <= now) {
        const i = sent++;
        const scheduled = due(i);
        pending.set(i, scheduled);
        send(i).then(
          (status) => {
            if (!pending.delete(i)) return;
            lastAnswer = performance.now();
            times.push(lastAnswer - scheduled);
            if (status < 200 || status > 299) noteError(`HTTP ${status}`);
          },
          (err) => {
            if (!pending.delete(i)) return;
            times.push(performance.now() - scheduled);
            noteError(err?.code ?? err?.message ?? 'failed');
          },
        );
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, due(sent) - performance.now())));
      else resolve();
    };
    tick();
  });
  const lastSend = performance.now();
  while (pending.size > 0 && performance.now() - lastSend < DRAIN_MS)
    await new Promise((r) => setTimeout(r, 5));
  loop.disable();
  const unanswered = pending.size;
  const end = performance.now();
  for (const scheduled of pending.values()) times.push(end - scheduled);
  pending.clear();
  errors += unanswered;
  if (unanswered) reasons.set('unanswered', unanswered);
  times.sort((a, b) => a - b);
  const answered = times.length - unanswered;
  return {
    times,
    errors,
    unanswered,
    reasons: [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', '),
    clientLoop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    rate: answered === 0 ? 0 : answered / ((lastAnswer - start) / 1000),
  };
}

/** User + system microseconds of a `process.cpuUsage()` reading. */
const cpuMicros = ({ user, system }) => user + system;

/** Clock ticks per second of `/proc/<pid>/stat` (100 on Linux). */
const CLOCK_TICKS = 100;

/** The pids of `/proc` (empty where there is none). */
function procPids() {
  try {
    return readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
}

/** `[pid, parent pid, user + system CPU seconds]` of a `/proc/<pid>/stat`, or undefined. */
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [pid, f[1], (Number(f[11]) + Number(f[12])) / CLOCK_TICKS];
  } catch {
    return undefined;
  }
}

/**
 * `VACUUM (ANALYZE)` of the seeded tables on PostgreSQL, what autovacuum does on its own within a
 * minute or so of the seeding (its insert threshold, PostgreSQL ≥ 13): a list measured in the seconds
 * after a bulk insert of 1,000 rows reads their heap pages for visibility (no index-only scan) and is
 * planned without statistics — a state a real table leaves at once. Resolves with its wall time.
 */
async function vacuumSeeded(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = performance.now();
    await client.query('vacuum (analyze) reports, report_counts, cases, documents');
    return performance.now() - t0;
  } finally {
    await client.end();
  }
}

/** The pid of the local PostgreSQL server listening on `port`, or undefined (remote, or no `/proc`). */
function postmasterPid(port) {
  return procPids().find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /postgres$/.test(args[0] ?? '') && args[args.indexOf('-p') + 1] === String(port);
    } catch {
      return false;
    }
  });
}

/**
 * CPU seconds used so far by the server process, and by each process of the PostgreSQL server
 * (postmaster and its backends, by pid), from `/proc`: the cost per request whatever else the machine
 * runs. Undefined parts when they cannot be read.
 */
function cpuNow(serverPid, pgPid) {
  const server = procStat(String(serverPid))?.[2];
  let pg;
  if (pgPid) {
    pg = new Map();
    for (const pid of procPids()) {
      const st = procStat(pid);
      if (st && (st[0] === pgPid || st[1] === pgPid)) pg.set(pid, st[2]);
    }
  }
  return { server, pg };
}

/**
 * The PostgreSQL CPU seconds between two {@link cpuNow} readings: each process's growth, a process
 * started meanwhile counted from zero (one that ended meanwhile — a pool connection closed when idle
 * — is missed, so the figure may be a little low, never negative).
 */
function pgCpuBetween(before, after) {
  if (!before || !after) return undefined;
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}

/** CPU seconds so far of the server process and the local PostgreSQL together, or undefined. */
function cpuTotal(serverPid, pgPid) {
  const { server, pg } = cpuNow(serverPid, pgPid);
  if (server === undefined) return undefined;
  let sum = server;
  for (const cpu of pg?.values() ?? []) sum += cpu;
  return sum;
}

/**
 * Waits until the last run has left the server, so it does not spill into the next route's figures
 * (an open loop the server could not keep up with leaves requests it still answers after the client
 * gave up: on PGlite, thousands queued on its one engine). First the server process and the local
 * PostgreSQL go quiet (under a fifth of a core over a quarter of a second, read from `/proc`; skipped
 * where it cannot be read), then the route about to be measured answers three times in a row within
 * 20 ms — the route itself, not a route that reads no database, whose answers do not wait for the
 * database's queue. At most 60 s. Returns the wait in ms.
 */
async function settle(agent, port, token, pathAndQuery, method, serverPid, pgPid) {
  const t0 = performance.now();
  const QUIET_WINDOW_S = 0.25;
  let before = cpuTotal(serverPid, pgPid);
  while (before !== undefined && performance.now() - t0 < 60_000) {
    await new Promise((r) => setTimeout(r, QUIET_WINDOW_S * 1000));
    const after = cpuTotal(serverPid, pgPid);
    if (after === undefined || (after - before) / QUIET_WINDOW_S < 0.2) break;
    before = after;
  }
  let fast = 0;
  while (fast < 3 && performance.now() - t0 < 60_000) {
    const s = performance.now();
    await request(agent, port, pathAndQuery, token, method).catch(() => 0);
    fast = performance.now() - s <= 20 ? fast + 1 : 0;
    if (fast === 0) await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - t0;
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
    args: [
      ...(process.env.API_BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_BENCH_CPU_PROF}`]
        : []),
      // `API_BENCH_NODE_ARGS`: Node flags NODE_OPTIONS refuses (V8's heap sizing), space-separated.
      ...(process.env.API_BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
      MAIN,
    ],
    // `API_BENCH_NODE_OPTIONS`: Node flags for the server alone (not the bench's client), e.g. heap sizes.
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: process.env.API_BENCH_NODE_OPTIONS,
      ...benchAuthEnv(),
    },
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
    // PostgreSQL: the tables as autovacuum leaves them a minute later (visibility map set, statistics
    // fresh), not in the seconds after a bulk insert; PGlite has no autovacuum, the server does it.
    const vacuumMs = databaseUrl ? await vacuumSeeded(databaseUrl) : undefined;

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const pages = REPORTS / PER_PAGE;
    const listPath = (i) => `/api/reports/list?page=${(i % pages) + 1}&per_page=${PER_PAGE}`;
    // Warm-up: every page once, every other route a few times.
    for (let p = 0; p < pages; p++) await request(agent, port, listPath(p), token);
    // [label, path of the i-th request, method, key of API_BENCH_ROUTES]
    const routes = [
      ['GET /api/reports/list?page=N', listPath, 'GET', 'reports'],
      ['GET /cases/{userId}', () => `/cases/${userId}`, 'GET', 'cases'],
      ['GET /documents', () => '/documents', 'GET', 'documents'],
      ['GET /api/profile', () => '/api/profile', 'GET', 'profile'],
      ['floor: POST /api/reports/cache/invalidate', () => '/api/reports/cache/invalidate', 'POST', 'floor'],
    ];
    for (const [, pathOf, method] of routes)
      for (let i = 0; i < 20; i++) await request(agent, port, pathOf(i), token, method);

    const ms = (x) => `${x.toFixed(1)} ms`;
    const rows = [
      [
        `${name}: seeded through the API`,
        `${REPORTS} reports, ${CASES} cases, ${DOCUMENTS} documents in ${(seedMs / 1000).toFixed(1)} s` +
          (vacuumMs === undefined ? '' : `; then VACUUM (ANALYZE) in ${vacuumMs.toFixed(0)} ms`),
        '',
      ],
    ];
    const onPostgres = name !== 'PGlite';
    // The local PostgreSQL's processes, for the CPU each request costs it (none for PGlite or a remote one).
    const pgPid = onPostgres ? postmasterPid(new URL(databaseUrl).port) : undefined;
    const wanted = process.env.API_BENCH_ROUTES?.split(',').map((r) => r.trim().toLowerCase());
    for (const [label, pathOf, method, key] of routes) {
      if (wanted && !wanted.includes(key)) continue;
      const floor = label.startsWith('floor');
      const anchor = floor ? '(anchor: the token check only)' : onPostgres ? '' : '(reported, ADR 0036)';
      if (MODES.includes('closed')) {
        await settle(agent, port, token, pathOf(0), method, child.pid, pgPid);
        const client = measuringClient(port, token, pathOf, method);
        await client.warm();
        const before = cpuNow(child.pid, pgPid);
        const r = await load(client.send, SECONDS);
        client.destroy();
        const after = cpuNow(child.pid, pgPid);
        const perRequest = (a, b) =>
          a === undefined || b === undefined ? '?' : `${(((b - a) * 1e6) / r.times.length).toFixed(0)} µs`;
        const met = r.rate >= GOAL_RATE ? 'met' : 'NOT met';
        rows.push([
          `${name}: ${label}, saturation`,
          `${r.rate.toFixed(0)} req/s, p50 / p95 / p99 ${ms(pct(r.times, 50))} / ${ms(pct(r.times, 95))} / ${ms(pct(r.times, 99))}` +
            `${r.errors ? ` (${r.errors} non-2xx)` : ''}; CPU per request: server ${perRequest(before.server, after.server)}` +
            `${pgPid ? `, PostgreSQL ${perRequest(0, pgCpuBetween(before.pg, after.pg))}` : ''}`,
          anchor || `target ≥ ${GOAL_RATE} req/s (${met})`,
        ]);
      }
      if (MODES.includes('open')) {
        // A fresh client: connections abandoned by a late run do not carry over.
        await settle(agent, port, token, pathOf(0), method, child.pid, pgPid);
        const client = measuringClient(port, token, pathOf, method);
        // The run starts on open keep-alive connections, as a steady client's would.
        await client.warm();
        const clientCpu = process.cpuUsage();
        const r = await openLoop(client.send, RATE, SECONDS);
        const clientUs = cpuMicros(process.cpuUsage(clientCpu)) / Math.max(1, r.times.length);
        const retries = client.retries();
        client.destroy();
        const p99 = pct(r.times, 99);
        const met = RATE >= GOAL_RATE && p99 <= GOAL_P99_MS && r.errors === 0 ? 'met' : 'NOT met';
        rows.push([
          `${name}: ${label}, open loop at ${RATE} req/s`,
          `p50 / p99 ${ms(pct(r.times, 50))} / ${ms(p99)}, ${r.errors} errors` +
            `${r.errors ? ` (${r.reasons})` : ''}` +
            `${retries ? ` (${retries} sent again: the server had closed their idle connection)` : ''}` +
            `, ${r.rate.toFixed(0)} answered/s; ` +
            `the client's loop delay p99 / max ${ms(r.clientLoop.p99)} / ${ms(r.clientLoop.max)}, ` +
            `its CPU ${clientUs.toFixed(0)} µs per request (${CLIENT} client)`,
          anchor || `target p99 ≤ ${GOAL_P99_MS} ms, 0 errors at ${GOAL_RATE} req/s (${met})`,
        ]);
      }
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
    [
      `API throughput: ${SECONDS} s per route, closed loop of ${CONCURRENCY} keep-alive connections (saturation), then open loop at ${RATE} req/s (latency from the scheduled time)`,
      '',
      '',
    ],
    await machineRow(),
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
          // `API_BENCH_PG_SOCKET=1`: the server connects over the Unix socket instead of TCP loopback.
          const socket = process.env.API_BENCH_PG_SOCKET === '1';
          rows.push(
            ...(await benchDatabase(
              `PostgreSQL ${pg.version}${socket ? ' (Unix socket)' : ''}`,
              socket ? pg.socketUrl : pg.url,
            )),
          );
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
    process.stdout.write(`${label.padEnd(84)} ${value}${target ? `   ${target}` : ''}\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printReportsListBench(await runReportsListBench());
}
