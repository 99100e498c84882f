#!/usr/bin/env node
/**
 * Concurrent searches against everyone's `/health` (`node tests/perf/concurrent-search-bench.mjs`, also run
 * by `npm run bench`; issue: 50 concurrent `/query/mixed` made `/health` take 19–25 s; issue 12: ≥ 300
 * searches/s over all the state legislation). Prints figures, asserts nothing. Two runs:
 *
 * 1. Synthetic: the built server (`packages/server/dist/main.js`) on a fresh PGlite data dir holding one
 *    public document of 50,000 synthetic chunks (common legal words, so every query matches tens of
 *    thousands), one user signed up, 3 searches to warm the process up; then 50 concurrent keep-alive
 *    clients of that user fire `POST /query/mixed` back to back for 10 s while `/health` is sampled every
 *    100 ms on its own connection. Twice: with the default `RATE_LIMITS`, and with the search bucket
 *    lifted (only the in-flight gate and the bounded candidate set hold the load).
 * 2. The 980 norms (24 core + 975 state laws, the databases of `search-bench.mjs`, imported once per
 *    process or `SEARCH_BENCH_DATA_DIR`): the server on them, its BM25F index built (polled on
 *    `/system/capabilities`), 25 users signed up with the search bucket lifted, 2 keep-alive connections
 *    each (the per-user in-flight gate allows 2), 50 in all, firing `/query/mixed` with varied questions
 *    (the legal phrases and plain questions of `search-bench.mjs`, `usar_cache: false`) for 10 s, `/health`
 *    sampled the same way. On PGlite, then on a throw-away PostgreSQL (`SEARCH_BENCH_POSTGRES=0` skips it).
 *
 * Reported: `/health` p50/p99/max as a prober in its own process sees it (`lib/health-probe.mjs`: a
 * monitoring system's view, the figure judged), searches answered per second and their p50/p95, how many got
 * 429 (per-user bucket or the 2-in-flight gate) and 503 (statement timeout or search unavailable). Beside
 * them, to tell where a slow sample waited: `/health` sampled in the clients' own process as before
 * (latency plus how late its timer fired, so the clients' event-loop lag is in it) with that loop's delay,
 * and for the 980-norm run the server's event loop (`lib/loop-probe.mjs`, preloaded: how late a 5 ms timer
 * ran, stalls ≥ 20 and ≥ 50 ms, garbage collections) and, for each `/health` sample over 50 ms, the
 * longest stall and the collection time that fell inside it, and the cores the server and the clients used
 * (the load generator shares the machine's cores with the server it measures).
 *
 * `CONCURRENT_SEARCH_CHUNKS`, `CONCURRENT_SEARCH_SECONDS` and `CONCURRENT_SEARCH_CLIENTS` change the load,
 * `CONCURRENT_SEARCH_HEALTH_EVERY_MS` the sampling (100 ms);
 * `CONCURRENT_SEARCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>'` profiles the 980-norm run's server (main
 * and search threads, written when it stops);
 * `CONCURRENT_SEARCH_NO_BUILD=1` runs on the current `packages/server/dist` (`npx tsc -b packages/server`)
 * without rebuilding the whole workspace; `CONCURRENT_SEARCH_DATA_DIR=<dir>` keeps the seeded synthetic
 * database there (seeded on the first run, re-used afterwards); `CONCURRENT_SEARCH_ONLY=synthetic` or
 * `=legislation` runs one of the two. Skips with one line when the build (or, for the second run, the
 * corpus) is missing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import {
  legislationMissing,
  sharedPgliteLegislation,
  sharedPostgresLegislation,
  waitSearchReady,
} from './lib/legislation.mjs';
import { startHealthProbe } from './lib/health-probe.mjs';
import { loopWindow } from './lib/loop-probe.mjs';
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
import { LEGAL_PHRASES, PLAIN_QUESTIONS, tailOf } from './search-bench.mjs';

const dist = serverDist;
const CHUNKS = Number(process.env.CONCURRENT_SEARCH_CHUNKS ?? 50_000);
const SECONDS = Number(process.env.CONCURRENT_SEARCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.CONCURRENT_SEARCH_CLIENTS ?? 50);
/** How often `/health` is sampled, in ms (every 100 ms, ~90 samples in 10 s: the p99 is then the slowest). */
const HEALTH_EVERY_MS = Number(process.env.CONCURRENT_SEARCH_HEALTH_EVERY_MS ?? 100);
/** Node flags of the 980-norm run's server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS). */
const NODE_ARGS = (process.env.CONCURRENT_SEARCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
/** Searches a user may have in flight (the gate of ADR 0015): the 980-norm run gives each user this many clients. */
const PER_USER = 2;
/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`: 100 on Linux). */
const CLOCK_TICKS = 100;
/** The server's event-loop probe, preloaded into the 980-norm run's server. */
const LOOP_PROBE = pathToFileURL(path.join(import.meta.dirname, 'lib/loop-probe.mjs')).href;

/** Words of the synthetic chunks; the queries use the commonest. */
const WORDS = [
  'contrato',
  'arrendamiento',
  'fianza',
  'vivienda',
  'arrendatario',
  'arrendador',
  'renta',
  'plazo',
  'prescripción',
  'acción',
  'responsabilidad',
  'civil',
  'daño',
  'culpa',
  'negligencia',
  'indemnización',
  'demanda',
  'juicio',
  'sentencia',
  'recurso',
  'apelación',
  'tribunal',
  'juzgado',
  'procedimiento',
  'obligación',
  'cumplimiento',
  'resolución',
  'nulidad',
  'consentimiento',
  'herencia',
  'testamento',
  'legítima',
  'propiedad',
  'posesión',
  'servidumbre',
  'hipoteca',
  'embargo',
  'ejecución',
  'costas',
  'intereses',
  'demora',
  'trabajador',
  'despido',
  'salario',
  'jornada',
  'vacaciones',
  'convenio',
];
const QUERIES = [
  'contrato de arrendamiento',
  'responsabilidad civil por culpa o negligencia',
  'fianza de la vivienda',
  'plazo de prescripción de la acción',
  'recurso de apelación contra la sentencia',
  'despido y salario',
  'indemnización por daño',
  'ejecución de la hipoteca y embargo',
];

const start = (dataDir, port, extraEnv) =>
  startServer({ dataDir, port, env: { AUTH_AUTOCONFIRM: 'true', ...extraEnv } });
const stop = stopServer;

/** One request on `agent`; resolves with the status (0 on a network error). */
function request(agent, port, method, pathname, headers, body) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/**
 * The flood: {@link CLIENTS} keep-alive clients firing `POST /query/mixed` back to back for {@link SECONDS}
 * s (client `n` signs with `tokenOf(n)` and asks `queryOf(n, i)`, `extra` added to each body) while
 * `/health` is sampled every 100 ms on its own connection twice: by a prober in its own process
 * ({@link startHealthProbe}: what a monitoring system sees, the figure judged), and by one in the clients'
 * process as before (its figure includes the clients' own event-loop lag: reported beside it). Both
 * sample alone for a second first. Also measured: the clients' process's event-loop delay, and the cores the
 * clients and (with `serverCpu`, cumulative CPU ms of the server process) the server used.
 */
async function flood(port, { tokenOf, queryOf, extra = {}, serverCpu = () => null }) {
  const counts = { ok: 0, limited: 0, timeout: 0, other: 0 };
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const searchAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const samples = [];
  const latencies = [];
  let running = true;
  const prober = await startHealthProbe(port, HEALTH_EVERY_MS);
  const sampler = (async () => {
    while (running) {
      const planned = performance.now() + HEALTH_EVERY_MS;
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
      const started = performance.now();
      await request(healthAgent, port, 'GET', '/health', {});
      samples.push(performance.now() - started + Math.max(0, started - planned));
    }
  })();
  // The samplers run alone for a second first: a slow sample then belongs to the flood, not to the start.
  await new Promise((r) => setTimeout(r, 1000));
  const quiet = samples.length;
  const clientLoop = monitorEventLoopDelay({ resolution: 5 });
  clientLoop.enable();
  const cpu0 = { client: process.cpuUsage(), server: serverCpu() };
  const t0 = performance.now();
  const from = performance.timeOrigin + t0;
  const deadline = t0 + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, n) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const body = JSON.stringify({ query: queryOf(n, i), top_k: 10, include_public: true, ...extra });
        const started = performance.now();
        const status = await request(
          searchAgent,
          port,
          'POST',
          '/query/mixed',
          {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${tokenOf(n)}`,
          },
          body,
        );
        if (status === 200) {
          counts.ok++;
          latencies.push(performance.now() - started);
        } else if (status === 429) counts.limited++;
        else if (status === 503) counts.timeout++;
        else counts.other++;
      }
    }),
  );
  const t1 = performance.now();
  const elapsed = (t1 - t0) / 1000;
  const clientCpu = process.cpuUsage(cpu0.client);
  const server1 = serverCpu();
  clientLoop.disable();
  running = false;
  const [probed] = await Promise.all([prober.stop(), sampler]);
  healthAgent.destroy();
  searchAgent.destroy();
  const to = performance.timeOrigin + t1;
  // A sample belongs to the flood when it started during it.
  const own = probed.filter(([at]) => at >= from && at <= to);
  const flooded = samples.slice(quiet);
  const summary = (xs) => ({ n: xs.length, p50: pct(xs, 50), p99: pct(xs, 99), max: Math.max(0, ...xs) });
  return {
    health: summary(own.map(([, ms]) => ms)),
    probeLate: Math.max(0, ...own.map(([, , late]) => late)),
    healthInClients: summary(flooded),
    clientLoop: {
      p50: clientLoop.percentile(50) / 1e6,
      p99: clientLoop.percentile(99) / 1e6,
      max: clientLoop.max / 1e6,
    },
    window: { from, to },
    // Cores used on average during the flood (the machine has `os.availableParallelism()`).
    cores: {
      clients: (clientCpu.user + clientCpu.system) / 1000 / (t1 - t0),
      server: server1 !== null && cpu0.server !== null ? (server1 - cpu0.server) / (t1 - t0) : null,
    },
    samples: own,
    counts,
    perSecond: counts.ok / elapsed,
    latency: { p50: pct(latencies, 50), p95: pct(latencies, 95) },
  };
}

/** CPU time (user + system, ms) process `pid` has used so far, from `/proc` (Linux); null elsewhere. */
function processCpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Seeds one public document with {@link CHUNKS} chunks of 60 words each (deterministic). */
async function seed(dataDir) {
  const { loadConfig } = await import(pathToFileURL(dist('config.js')).href);
  const { createDatabase } = await import(pathToFileURL(dist('db/index.js')).href);
  const { migrateToLatest } = await import(pathToFileURL(dist('db/migrate.js')).href);
  const handle = await createDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    await migrateToLatest(handle.db);
    const doc = await sql`
      insert into documents (user_id, is_public, filename, size, type, sha256, status, pages, metadata)
      values (null, true, 'corpus-sintetico.txt', 0, 'txt', 'bench', 'ready', 1, '{}'::jsonb)
      returning id`.execute(handle.db);
    const id = doc.rows[0].id;
    const words = sql`array[${sql.join(WORDS)}]::text[]`;
    for (let from = 1; from <= CHUNKS; from += 5000) {
      const to = Math.min(CHUNKS, from + 4999);
      await sql`
        insert into chunks (document_id, user_id, is_public, ordinal, heading, page_from, page_to, text, method)
        select ${id}, null, true, g, null, 1, 1,
               (select string_agg(w[1 + ((g * 7919 + i * 104729 + i * i * 31) % array_length(w, 1))], ' ')
                from generate_series(1, 60) i),
               'txt'
        from generate_series(${from}::int, ${to}::int) g, (select ${words} as w) words`.execute(handle.db);
    }
  } finally {
    await handle.close();
  }
}

/** One synthetic phase: a server with `extraEnv`, one user, the burst, the health samples. */
async function phase(dataDir, extraEnv) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = start(dataDir, port, extraEnv);
  try {
    await waitHealthy(url, child);
    const { token } = await signUp(url, 'burst');
    // Warm-up (not measured): the first searches of a fresh process read the index and table from disk.
    for (const query of QUERIES.slice(0, 3)) {
      await fetch(`${url}/query/mixed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, top_k: 10, include_public: true }),
      });
    }
    return await flood(port, { tokenOf: () => token, queryOf: (n, i) => QUERIES[(n + i) % QUERIES.length] });
  } finally {
    await stop(child);
  }
}

/** The questions of the 980-norm run: every client walks them from its own place, with its own stride. */
const QUESTIONS = [...LEGAL_PHRASES, ...PLAIN_QUESTIONS];

/**
 * The 980-norm phase: the server on `{dataDir, env}`, its index built, `CLIENTS / 2` users with 2 clients
 * each, the flood with `usar_cache: false`. Returns the flood's figures plus `users` and the index info.
 */
async function legislationPhase({ dataDir, env }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeDir = mkdtempSync(path.join(tmpdir(), 'alegato-loop-probe-'));
  const probeFile = path.join(probeDir, 'loop.json');
  const child = startServer({
    dataDir,
    port,
    env: { LOG_LEVEL: 'warn', ...benchAuthEnv(['search']), LOOP_PROBE_FILE: probeFile, ...env },
    args: [...NODE_ARGS, '--import', LOOP_PROBE, serverDist('main.js')],
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = tailOf(child);
  let r;
  try {
    await waitHealthy(url, child);
    const users = [];
    for (let u = 0; u < Math.ceil(CLIENTS / PER_USER); u++)
      users.push((await signUp(url, `flood${u}`)).token);
    const { search } = await waitSearchReady(url, child, users[0]);
    // Warm-up (not measured): a few questions of each kind through both the index and the database.
    for (const query of QUESTIONS.filter((_, i) => i % 10 === 0)) {
      await fetch(`${url}/query/mixed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${users[0]}` },
        body: JSON.stringify({ query, top_k: 10, include_public: true, usar_cache: false }),
      });
    }
    r = await flood(port, {
      tokenOf: (n) => users[Math.floor(n / PER_USER)],
      queryOf: (n, i) => QUESTIONS[(n * 7 + i * (1 + (n % 5))) % QUESTIONS.length],
      extra: { usar_cache: false },
      serverCpu: () => processCpuMs(child.pid),
    });
    r = { ...r, users: users.length, search };
  } catch (err) {
    throw new Error(`${err.message}\n--- server output (tail) ---\n${tail()}`, { cause: err });
  } finally {
    await stop(child);
  }
  try {
    // The server's event loop during the flood (the probe writes its file when the process exits).
    const probe = JSON.parse(readFileSync(probeFile, 'utf8'));
    r.serverLoop = loopWindow(probe, r.window.from, r.window.to);
    // Each slow /health sample beside the longest server stall that ended while it waited.
    r.slow = r.samples
      .filter(([, ms]) => ms > 50)
      .map(([at, ms]) => {
        const stall = Math.max(
          0,
          ...probe.ticks.filter(([t]) => t >= at && t <= at + ms + 5).map(([, l]) => l),
        );
        const gc = probe.gc.filter(([t, d]) => t + d >= at && t <= at + ms).reduce((a, [, d]) => a + d, 0);
        return `${ms.toFixed(0)} ms (stall ${stall.toFixed(0)}, gc ${gc.toFixed(0)})`;
      });
  } catch {
    r.serverLoop = null;
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
  return r;
}

/** The synthetic run: rows. */
async function syntheticRun() {
  const keep = process.env.CONCURRENT_SEARCH_DATA_DIR;
  const dataDir = keep ? path.resolve(keep) : mkdtempSync(path.join(tmpdir(), 'alegato-concurrent-search-'));
  const rows = [['Synthetic: one user bursting over 50,000 chunks (PGlite)']];
  const ms = (x) => `${x.toFixed(0)} ms`;
  try {
    const t = performance.now();
    if (!keep || !existsSync(path.join(dataDir, 'db'))) {
      await seed(dataDir);
      const seconds = `${((performance.now() - t) / 1000).toFixed(1)} s`;
      rows.push([`seed ${CHUNKS} public chunks (SQL)`, seconds, '(reported)']);
    }
    const lifted = { burst: 1_000_000, perWindow: 1_000_000, windowSeconds: 60 };
    for (const [label, env] of [
      ['default RATE_LIMITS', {}],
      ['search bucket lifted', { RATE_LIMITS: JSON.stringify({ search: lifted }) }],
    ]) {
      const r = await phase(dataDir, env);
      rows.push([
        `${CLIENTS} concurrent /query/mixed, one user, ${SECONDS} s (${label}): /health p50 / p99 / max (n)`,
        `${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)} (${r.health.n})`,
        'p99 ≤ 200 ms',
      ]);
      rows.push([
        `  searches answered per second; 200 / 429 / 503 / other`,
        `${r.perSecond.toFixed(1)}/s; ${r.counts.ok} / ${r.counts.limited} / ${r.counts.timeout} / ${r.counts.other}`,
        '(reported)',
      ]);
    }
    return rows;
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The 980-norm run, PGlite then PostgreSQL: rows. */
async function legislationRun() {
  const users = Math.ceil(CLIENTS / PER_USER);
  const rows = [
    [
      `The 980 norms: ${CLIENTS} keep-alive clients, ${users} users × ${PER_USER}, ${SECONDS} s, usar_cache false, search bucket lifted`,
    ],
  ];
  const missing = legislationMissing();
  if (missing) return [...rows, [`skipped: ${missing}`, '', '']];
  const ms = (x) => `${x.toFixed(0)} ms`;
  const backends = [
    async () => {
      const { dataDir } = await sharedPgliteLegislation();
      return { name: 'PGlite', server: { dataDir, env: {} } };
    },
  ];
  if (process.env.SEARCH_BENCH_POSTGRES !== '0') {
    backends.push(async () => {
      const pg = await sharedPostgresLegislation();
      if (pg.skipped) return { name: 'PostgreSQL', skipped: pg.skipped };
      const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-concurrent-search-pg-files-'));
      return {
        name: `PostgreSQL ${pg.version}`,
        server: { dataDir, env: { DATABASE_URL: pg.url } },
        cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    });
  }
  for (const open of backends) {
    const backend = await open();
    if (backend.skipped) {
      rows.push([`${backend.name}: skipped: ${backend.skipped}`, '', '']);
      continue;
    }
    try {
      const r = await legislationPhase(backend.server);
      rows.push([
        `${backend.name}: searches answered per second (search p50 / p95)`,
        `${r.perSecond.toFixed(1)}/s (${ms(r.latency.p50)} / ${ms(r.latency.p95)})`,
        '≥ 300/s',
      ]);
      rows.push([
        `${backend.name}: /health (prober in its own process) p50 / p99 / max (n)`,
        `${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)} (${r.health.n})`,
        'p99 ≤ 50 ms',
      ]);
      rows.push([
        `${backend.name}: /health sampled in the clients' process p50 / p99 / max; their loop delay p99 / max`,
        `${ms(r.healthInClients.p50)} / ${ms(r.healthInClients.p99)} / ${ms(r.healthInClients.max)}; ${ms(r.clientLoop.p99)} / ${ms(r.clientLoop.max)}`,
        '(reported)',
      ]);
      rows.push([
        `${backend.name}: cores used by the server / the clients (of ${availableParallelism()})`,
        `${r.cores.server?.toFixed(2) ?? '?'} / ${r.cores.clients.toFixed(2)}`,
        '(reported)',
      ]);
      if (r.slow?.length)
        rows.push([`${backend.name}: /health samples > 50 ms: ${r.slow.join(', ')}`, '', '(reported)']);
      if (r.serverLoop) {
        const l = r.serverLoop;
        rows.push([
          `${backend.name}: server loop late p50 / p99 / max; stalls ≥ 20 / ≥ 50 ms; GC n / ms / max / major`,
          `${ms(l.lateP50)} / ${ms(l.lateP99)} / ${ms(l.lateMax)}; ${l.stalls20} / ${l.stalls50}; ${l.gcCount} / ${ms(l.gcMs)} / ${ms(l.gcMax)} / ${l.majorGc}`,
          '(reported)',
        ]);
      }
      rows.push([
        `${backend.name}: 200 / 429 / 503 / other`,
        `${r.counts.ok} / ${r.counts.limited} / ${r.counts.timeout} / ${r.counts.other}`,
        '(reported)',
      ]);
    } finally {
      backend.cleanup?.();
    }
  }
  return rows;
}

/** Runs the benchmark; returns printable rows (a one-cell row is a heading), or `{skipped}` with the reason. */
export async function runConcurrentSearchBench() {
  for (const f of ['main.js', 'db/index.js', 'db/migrate.js', 'config.js']) {
    if (!existsSync(dist(f))) return { skipped: `server not built (packages/server/dist/${f} missing)` };
  }
  const only = process.env.CONCURRENT_SEARCH_ONLY;
  const rows = [];
  if (only !== 'legislation') rows.push(...(await syntheticRun()));
  if (only !== 'synthetic') rows.push(...(await legislationRun()));
  return { rows };
}

/** Prints the result as `npm run bench` does. */
export function printConcurrentSearchBench(result) {
  console.log('\nConcurrent searches while /health is sampled');
  if (result.skipped) {
    console.log(`  skipped: ${result.skipped}`);
    return;
  }
  for (const [label, value, target] of result.rows) {
    if (value === undefined) console.log(`  ${label}`);
    else
      console.log(
        `    ${label.padEnd(84)} ${value.padStart(30)}   ${!target || target.startsWith('(') ? target : `target ${target}`}`,
      );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
  if (!process.env.CONCURRENT_SEARCH_NO_BUILD) buildIfStale();
  printConcurrentSearchBench(await runConcurrentSearchBench());
}
