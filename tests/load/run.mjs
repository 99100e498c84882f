#!/usr/bin/env node
/**
 * Load and soak suite (`npm run test:load`, issue 16): the built server (`packages/server/dist/main.js`)
 * on loopback, on a fresh PGlite data directory (or `DATABASE_URL`), a few core laws imported first when
 * the corpus is there, a pool of signed-up users, then mixed traffic (search, upload, report create and
 * update, report PDF; sign-in paced under its per-address and per-account limits) in an open loop:
 *
 * 1. after a short warm-up, a 10 s ramp (1 s steps from 4 req/s, ×1.6 each) finds the capacity: the highest rate whose p99 stays under
 *    250 ms without errors or 429s;
 * 2. 20 s windows confirm that 70 % of it is sustained, ingestion included (the uploads still processing
 *    must not pile up), lowering the rate by 20 % until it is;
 * 3. the soak runs `LOAD_SECONDS` (default 300) at that rate (`LOAD_RATE` fixes the rate and skips the
 *    ramp and the windows), sampling the server's RSS every 5 s;
 * 4. every acknowledged write is read back through the API.
 *
 * Prints the per-operation table and exits non-zero on any error (5xx, network, unexpected 4xx), any lost
 * write, or memory that is not flat: the least-squares slope, after the soak's first minute, of the RSS
 * right after a full garbage collection in every thread (every 15 s), less every thread's young generation
 * (bounded per thread; the rest is the memory the server holds) ≥
 * `LOAD_RSS_SLOPE` MB/min, default 5; judged on soaks of 240 s or more (ADR 0038). The RSS every 5 s,
 * garbage included, is printed beside it with its slopes.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { coreDir, findPgBin, runImporter, startPostgres, waitSearchReady } from '../perf/lib/legislation.mjs';
import { freePort, NO_LIMIT, serverDist, startServer, stopServer, waitHealthy } from '../perf/lib/server.mjs';
import { createClient, createStats, runOpenLoop, sampleRss, slopeMbPerMin } from './driver.mjs';
import { createScenario, MIX, processing, readBack, signUpPool } from './scenario.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const FIXED_RATE = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : null;
const USERS = Number(process.env.LOAD_USERS ?? 24);
/** Sign-ins per second: under the default 150 / 5 min per address; 24 accounts → 5 each / 5 min (limit 10). */
const SIGNIN_RATE = Number(process.env.LOAD_SIGNIN_RATE ?? 0.4);
const RSS_SLOPE_LIMIT = Number(process.env.LOAD_RSS_SLOPE ?? 5);
/**
 * Shortest soak whose memory is judged: past the warm-up minute it spans ≥ 3 min, several garbage
 * collector cycles. A shorter run prints the figures unjudged — over 30 s the sawtooth alone makes any slope.
 */
const MEMORY_MIN_SECONDS = 240;
/** How often every thread of the server runs a full collection before a floor sample (memory-probe.cjs). */
const FLOOR_EVERY_MS = 15_000;
/** The soak's first seconds, left out of the memory verdict (caches, buffers and the JIT settling). */
const WARMUP_SECONDS = 60;
const P99_LIMIT_MS = 250;
const SOAK_SHARE = 0.7;
const RAMP = { start: 4, factor: 1.6, steps: 10 };
/**
 * The sustained check of the soak's rate: `seconds` at that rate, the uploads' processing backlog read at
 * `firstLook` s and at the end; it passes when the backlog did not grow by more than one second of uploads
 * (and the window's p99, errors, 429s and skips pass as the ramp's do). Otherwise the rate × `factor`, up
 * to `tries` times. A 1 s ramp step cannot see a background queue grow (ADR 0038).
 */
const SUSTAIN = { seconds: 20, firstLook: 8, tries: 6, factor: 0.8, drainMs: 120_000 };
/** Core laws imported before the server starts (the Constitution, the LAU, the Workers' Statute). */
const LAWS = ['BOE-A-1978-31229', 'BOE-A-1994-26003', 'BOE-A-2015-11430'];

/** The memory probe preloaded into the server and its worker threads (see memory-probe.cjs). */
const PROBE = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));

/** The probe's lines so far (none when it has not written yet), every thread's. */
function readProbe(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}

const MB = 2 ** 20;

/** Bytes of every thread's young generation at `at`: each thread's last line at or before it (15 s at most). */
function youngAt(lines, at) {
  const last = new Map();
  for (const l of lines) if (l.at <= at + 1000 && l.at > at - 15_000) last.set(l.thread, l);
  return [...last.values()].reduce((n, l) => n + (l.young ?? 0), 0);
}

/**
 * Where the server's memory is, from the probe's lines since `fromAt` (ms since the epoch): one series
 * `[{t (s), mb}]` per part, sampled at the main thread's lines, and each thread's lines (`threads`). The worker threads' V8 heaps are each
 * thread's last line at or before the main thread's (0 once the thread has gone quiet for 15 s: it exited).
 */
function memoryParts(lines, fromAt) {
  const main = lines.filter((l) => l.thread === 0 && l.at >= fromAt);
  const workers = lines.filter((l) => l.thread !== 0);
  const parts = {
    'main V8 heap used': [],
    'main external (buffers)': [],
    'worker threads V8 heaps': [],
    'WebAssembly resident (PGlite)': [],
    'glibc main arena [heap]': [],
    'other anonymous': [],
  };
  for (const l of main) {
    const t = (l.at - fromAt) / 1000;
    const last = new Map();
    for (const w of workers) if (w.at <= l.at && w.at > l.at - 15_000) last.set(w.thread, w);
    const workerHeaps = [...last.values()].reduce((n, w) => n + w.heapTotal, 0);
    const put = (name, bytes) => parts[name].push({ t, mb: bytes / MB });
    put('main V8 heap used', l.heapUsed);
    put('main external (buffers)', l.external);
    put('worker threads V8 heaps', workerHeaps);
    put('WebAssembly resident (PGlite)', l.wasm);
    put('glibc main arena [heap]', l.brk);
    // The anonymous mappings hold every V8 heap; what is left is native (thread arenas, buffers, code).
    put('other anonymous', l.anon - l.heapTotal - workerHeaps);
  }
  // Every thread's own lines over the soak (0 the main thread), for the per-thread lines of the report.
  const threads = new Map();
  for (const l of lines.filter((x) => x.at >= fromAt)) {
    if (!threads.has(l.thread)) threads.set(l.thread, []);
    threads.get(l.thread).push(l);
  }
  return { parts, main, lines, threads: [...threads].sort(([a], [b]) => a - b) };
}

const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : String(x));

/** Imports {@link LAWS} into the database `env` selects; false (with a line) when the corpus is missing. */
async function importLaws(env) {
  if (!existsSync(coreDir)) {
    console.log(`  corpus missing (${coreDir}): search covers the users' own documents only`);
    return false;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'alegato-load-laws-'));
  try {
    for (const id of LAWS) copyFileSync(path.join(coreDir, `${id}.md`), path.join(dir, `${id}.md`));
    const { wallMs, summary } = await runImporter(dir, env);
    console.log(`  ${LAWS.length} core laws imported in ${fmt(wallMs / 1000)} s (${summary})`);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** p99 of `ms` (0 when empty). */
const p99Of = (ms) => (ms.length ? [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.99)] : 0);

/** The 429s `stats` counted over every operation. */
const limitedOf = (stats) => stats.summary().reduce((n, [, s]) => n + s.limited, 0);

/**
 * The ramp: 1 s steps from {@link RAMP}.start req/s, ×factor each, while the step's p99 (a call still
 * unanswered past 250 ms counts as slow) stays under 250 ms with no error and no 429. Resolves with
 * `{capacity, steps, reached}` (`reached`: every step passed, so the capacity is at least that).
 */
async function findCapacity(scenario, stats) {
  const steps = [];
  let capacity = null;
  let rate = RAMP.start;
  const backlog = [];
  for (let i = 0; i < RAMP.steps; i++) {
    const calls = [];
    const errorsBefore = stats.totalErrors();
    const limitedBefore = limitedOf(stats);
    const loop = runOpenLoop({
      rate,
      seconds: 1,
      fire: () => {
        const call = { t0: performance.now(), ms: undefined };
        calls.push(call);
        return scenario.run(scenario.pick()).then((ms) => (call.ms = ms ?? Infinity));
      },
    });
    // Judge at the end of the schedule, without waiting for the stragglers (a wait would let it drain).
    await new Promise((r) => setTimeout(r, 1000));
    const now = performance.now();
    const judged = calls
      .filter((c) => c.ms !== undefined || now - c.t0 > P99_LIMIT_MS)
      .map((c) => c.ms ?? Infinity);
    const p99 = p99Of(judged);
    backlog.push(loop);
    const errors = stats.totalErrors() - errorsBefore;
    const limited = limitedOf(stats) - limitedBefore;
    const pass = p99 < P99_LIMIT_MS && errors === 0 && limited === 0;
    steps.push({ rate, calls: calls.length, p99, errors, limited, pass });
    if (!pass) break;
    capacity = rate;
    rate *= RAMP.factor;
  }
  await Promise.all(backlog);
  return { capacity: capacity ?? RAMP.start / RAMP.factor, steps, reached: steps.every((s) => s.pass) };
}

/**
 * Confirms that `rate` can be sustained, ingestion included ({@link SUSTAIN}), lowering it until it can.
 * `make(stats)` builds a scenario recording into `stats`; every window's scenario is returned in
 * `scenarios` so its acknowledged writes are read back with the rest. Resolves with
 * `{rate, checks, scenarios, sustained}`.
 */
async function confirmSustained({ client, users, make, rate }) {
  const checks = [];
  const scenarios = [];
  for (let i = 0; i < SUSTAIN.tries; i++) {
    const stats = createStats();
    const sc = make(stats);
    scenarios.push(sc);
    const latencies = [];
    const t0 = performance.now();
    const loop = runOpenLoop({
      rate,
      seconds: SUSTAIN.seconds,
      fire: () => sc.run(sc.pick()).then((ms) => latencies.push(ms ?? Infinity)),
    });
    await sleep(SUSTAIN.firstLook * 1000);
    const uploadsAtFirst = sc.documents.length;
    const first = (await processing({ client, users, documents: sc.documents })).count;
    await sleep(Math.max(0, t0 + SUSTAIN.seconds * 1000 - performance.now()));
    const uploadsAtLast = sc.documents.length;
    const last = (await processing({ client, users, documents: sc.documents })).count;
    const lookSeconds = SUSTAIN.seconds - SUSTAIN.firstLook;
    const { skipped } = await loop;
    const uploadsPerSecond = (uploadsAtLast - uploadsAtFirst) / lookSeconds;
    const growth = last - first;
    const errors = stats.totalErrors();
    const limited = limitedOf(stats);
    const p99 = p99Of(latencies);
    const keepsUp = growth <= Math.max(2, uploadsPerSecond);
    const pass = keepsUp && p99 < P99_LIMIT_MS && errors === 0 && limited === 0 && skipped === 0;
    // The next window starts on an empty queue.
    const drainFrom = performance.now();
    while ((await processing({ client, users, documents: sc.documents })).count > 0) {
      if (performance.now() - drainFrom > SUSTAIN.drainMs) break;
      await sleep(1000);
    }
    checks.push({
      rate,
      calls: latencies.length,
      p99,
      errors,
      limited,
      skipped,
      uploadsPerSecond,
      first,
      last,
      drainedMs: performance.now() - drainFrom,
      reasons: stats.summary().flatMap(([n, st]) => st.reasons.map((r) => `${n}: ${r}`)),
      pass,
    });
    if (pass) return { rate, checks, scenarios, sustained: true };
    rate *= SUSTAIN.factor;
  }
  return { rate, checks, scenarios, sustained: false };
}

async function main() {
  if (!existsSync(serverDist('main.js'))) {
    console.error('✗ packages/server/dist/main.js missing: run `node scripts/build-if-stale.mjs` first');
    process.exit(1);
  }
  // `LOAD_DB=postgres`: a throw-away PostgreSQL cluster (the Debian binaries, as the benches use).
  let postgres = null;
  if (process.env.LOAD_DB === 'postgres') {
    const bin = findPgBin();
    if (!bin) {
      console.error('✗ LOAD_DB=postgres: no PostgreSQL binaries (PG_BIN)');
      process.exit(1);
    }
    postgres = await startPostgres(bin);
    process.once('exit', () => postgres.stop());
  }
  const databaseUrl = postgres?.url ?? process.env.DATABASE_URL ?? '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-load-'));
  console.log(
    `Carga y resistencia: ${postgres ? `PostgreSQL ${postgres.version} (throw-away)` : databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (fresh data dir)'}, ` +
      `${SECONDS} s soak, ${USERS} users`,
  );
  await importLaws(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const memoryLog = path.join(mkdtempSync(path.join(tmpdir(), 'alegato-load-memory-')), 'memory.jsonl');
  const child = startServer({
    dataDir,
    port,
    args: ['--require', PROBE, serverDist('main.js')],
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      LOAD_MEMORY_LOG: memoryLog,
      LOAD_MEMORY_FLOOR_MS: String(FLOOR_EVERY_MS),
      AUTH_AUTOCONFIRM: 'true',
      // Sign-in keeps its default limits (paced under them below); only sign-up, which seeds the pool, is
      // lifted so a rerun on the same PostgreSQL within 5 minutes can seed again.
      AUTH_RATE_LIMITS: JSON.stringify({ emailEndpointsAddress: NO_LIMIT }),
      // The per-user limits of costly calls are lifted: 24 users carry a crowd's searches and PDFs.
      RATE_LIMITS: JSON.stringify({ search: NO_LIMIT, pdf: NO_LIMIT }),
    },
  });
  // The server's stderr (warnings) kept to the last lines, printed at the end.
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  let failed = false;
  try {
    await waitHealthy(url, child);
    const client = createClient(port);
    const users = await signUpPool(url, USERS);
    await waitSearchReady(url, child, users[0].token);

    // A Word file for the uploads: the server's own export of a report holding a marker.
    const docxMarker = `marcadorword${Date.now()}`;
    let docx;
    const made = await client.call('POST', '/api/reports/create', {
      token: users[0].token,
      json: {
        title: 'Plantilla Word de carga',
        template_id: 'demanda-civil',
        content: { hechos: docxMarker },
      },
    });
    await client.call('PUT', `/api/reports/${made.json()?.data?.id}`, {
      token: users[0].token,
      json: { generated_html: `<h1>Demanda</h1><p>Hechos: ${docxMarker}.</p>` },
    });
    const docxRes = await client.call('GET', `/api/reports/${made.json()?.data?.id}/docx`, {
      token: users[0].token,
    });
    if (docxRes.status === 200 && docxRes.body.length > 0) docx = docxRes.body;
    else console.log(`  no Word export (${docxRes.status}): uploads are PDF and TXT only`);

    const stats = createStats();
    const scenario = createScenario({ client, users, stats, docx, docxMarker });
    // Warm-up (counted with the ramp): each operation 3 times in turn, so the ramp's first step does not
    // pay for the first PDF font load, the first search plan or the JIT.
    for (let i = 0; i < 3; i++) for (const [name] of MIX) await scenario.run(name, users[i]);
    let stopSignIns = false;
    const signIns = runOpenLoop({
      rate: SIGNIN_RATE,
      seconds: SIGNIN_RATE > 0 ? 24 * 3600 : 0,
      fire: () => scenario.signIn(),
      maxInFlight: 4,
      shouldStop: () => stopSignIns,
    });

    let rate = FIXED_RATE;
    let ramp = null;
    let sustain = null;
    if (rate === null) {
      ramp = await findCapacity(scenario, stats);
      sustain = await confirmSustained({
        client,
        users,
        make: (s) => createScenario({ client, users, stats: s, docx, docxMarker }),
        rate: ramp.capacity * SOAK_SHARE,
      });
      rate = sustain.rate;
    }
    const pid = child.pid;
    const rss = sampleRss(pid, 5000);
    const soakFrom = Date.now();
    const soakStats = createStats();
    const soakScenario = createScenario({ client, users, stats: soakStats, docx, docxMarker });
    const soak = await runOpenLoop({
      rate,
      seconds: SECONDS,
      fire: () => soakScenario.run(soakScenario.pick()),
    });
    const samples = rss.stop();
    const probe = memoryParts(readProbe(memoryLog), soakFrom);
    stopSignIns = true;
    await signIns;

    const check = await readBack({
      client,
      users,
      documents: [scenario, ...(sustain?.scenarios ?? []), soakScenario].flatMap((sc) => sc.documents),
      reports: [scenario, ...(sustain?.scenarios ?? []), soakScenario].flatMap((sc) => sc.reports),
    });
    client.close();

    // Report.
    console.log('');
    if (ramp) {
      console.log(`Ramp (1 s steps, p99 < ${P99_LIMIT_MS} ms, no error, no 429):`);
      for (const s of ramp.steps)
        console.log(
          `  ${fmt(s.rate).padStart(7)} req/s  ${String(s.calls).padStart(5)} calls  p99 ${fmt(s.p99).padStart(8)} ms` +
            `  errors ${s.errors}  429 ${s.limited}  ${s.pass ? 'ok' : 'over'}`,
        );
      console.log(
        `  capacity ${ramp.reached ? '≥ ' : ''}${fmt(ramp.capacity)} req/s → ${Math.round(SOAK_SHARE * 100)} % = ${fmt(ramp.capacity * SOAK_SHARE)} req/s`,
      );
      console.log(
        `Sustained (${SUSTAIN.seconds} s windows; uploads still processing at ${SUSTAIN.firstLook} s and at the end ` +
          `must not grow by more than one second of uploads; p99 < ${P99_LIMIT_MS} ms, no error, 429 or skip):`,
      );
      for (const c of sustain.checks)
        console.log(
          `  ${fmt(c.rate).padStart(7)} req/s  ${String(c.calls).padStart(5)} calls  p99 ${fmt(c.p99).padStart(8)} ms` +
            `  errors ${c.errors}  429 ${c.limited}  skipped ${c.skipped}  uploads ${fmt(c.uploadsPerSecond)}/s` +
            `  processing ${c.first} → ${c.last} (drained in ${fmt(c.drainedMs / 1000)} s)  ${c.pass ? 'ok' : 'over'}`,
        );
      console.log(
        sustain.sustained
          ? `  soak at ${fmt(rate)} req/s`
          : `  no rate sustained in ${SUSTAIN.tries} windows: soak at ${fmt(rate)} req/s`,
      );
    } else console.log(`Soak at LOAD_RATE = ${fmt(rate)} req/s (no ramp)`);
    console.log(
      `Soak: ${soak.started} calls in ${fmt(soak.seconds)} s (${fmt(soak.started / soak.seconds)} req/s)` +
        `${soak.skipped ? `, ${soak.skipped} skipped (512 in flight)` : ''}; mix ${MIX.map(([n, w]) => `${n} ${w}`).join(', ')}; sign-in ${SIGNIN_RATE}/s`,
    );
    console.log('');
    const head = ['operation', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', '429'];
    const widths = [26, 7, 7, 8, 8, 8, 8, 7, 5];
    const line = (cells) =>
      cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
    console.log(line(head));
    const rows = [
      ...soakStats.summary().map(([n, s]) => [n, s, soak.seconds]),
      ...stats.summary().map(([n, s]) => [`${n === 'signin' ? 'signin' : `warm-up+ramp ${n}`}`, s, null]),
    ];
    for (const [name, s, seconds] of rows)
      console.log(
        line([
          name,
          s.count,
          seconds ? fmt(s.count / seconds) : '',
          fmt(s.p50),
          fmt(s.p95),
          fmt(s.p99),
          fmt(s.max),
          s.errors,
          s.limited,
        ]),
      );
    for (const [name, s] of [...soakStats.summary(), ...stats.summary()])
      for (const reason of s.reasons) console.log(`  ${name}: ${reason}`);

    const second = samples.filter((s) => s.t >= (samples.at(-1)?.t ?? 0) / 2);
    const halfSlope = slopeMbPerMin(second);
    const rawSlope = slopeMbPerMin(samples.filter((s) => s.t >= WARMUP_SECONDS));
    const mbs = samples.map((s) => s.mb);
    // The verdict: the RSS right after a full collection in every thread (every 15 s, the floors), fitted
    // after the warm-up minute. Between collections the main thread's heap is a sawtooth of ~200 MB whose
    // period (~3.5 min at 40 req/s) is longer than the window, so a fit of every sample measures its phase.
    // Each floor without the young generations' capacity (empty after the collection, bounded per thread
    // by its `maxYoungGenerationSizeMb`: V8 grows it under load up to that bound and keeps it).
    const floors = probe.main
      .filter((l) => l.floor)
      .map((l) => {
        const young = youngAt(probe.lines, l.at);
        return { t: (l.at - soakFrom) / 1000, mb: (l.rss - young) / MB, rss: l.rss / MB, young: young / MB };
      });
    const judgedFloors = floors.filter((f) => f.t >= WARMUP_SECONDS);
    const slope = slopeMbPerMin(judgedFloors);
    const judged = SECONDS >= MEMORY_MIN_SECONDS;
    // A judged soak without enough floors (the probe failed) fails: memory unmeasured is not flat.
    const measured = judgedFloors.length >= 4;
    const flat = !judged || (measured && slope < RSS_SLOPE_LIMIT);
    const verdict = !judged
      ? `not judged: soak under ${MEMORY_MIN_SECONDS} s`
      : !measured
        ? `NOT measured: ${judgedFloors.length} floors after the warm-up`
        : `${flat ? 'flat' : 'NOT flat'}: limit < ${RSS_SLOPE_LIMIT} MB/min`;
    const floorMbs = floors.map((f) => f.mb);
    const youngMbs = floors.map((f) => f.young);
    console.log('');
    console.log(
      `Memory held (server RSS after a full collection in every thread, every ${FLOOR_EVERY_MS / 1000} s, ` +
        `less the young generations' capacity): ` +
        `${floors.length} floors, first ${fmt(floorMbs[0])} MB, last ${fmt(floorMbs.at(-1))} MB, max ${fmt(Math.max(...floorMbs))} MB; ` +
        `slope after the first ${WARMUP_SECONDS} s ${fmt(slope, 2)} MB/min (${verdict})`,
    );
    console.log(`  floors MB: ${floorMbs.map((m) => Math.round(m)).join(' ')}`);
    console.log(`  the same RSS MB: ${floors.map((f) => Math.round(f.rss)).join(' ')}`);
    console.log(
      `  young generations MB (every thread; bounded by each thread's maxYoungGenerationSizeMb): ` +
        `${youngMbs.map((m) => Math.round(m)).join(' ')}`,
    );
    console.log(
      `Server RSS every 5 s (${samples.length} samples, garbage included): first ${fmt(mbs[0])} MB, last ${fmt(mbs.at(-1))} MB, ` +
        `max ${fmt(Math.max(...mbs))} MB; slope after the first ${WARMUP_SECONDS} s ${fmt(rawSlope, 2)} MB/min, ` +
        `second half ${fmt(halfSlope, 2)} MB/min (not judged: the phase of the collector's sawtooth)`,
    );
    console.log(`  RSS MB every 5 s: ${mbs.map((m) => Math.round(m)).join(' ')}`);
    if (probe.main.length > 1) {
      // Where it is: each part of the server's memory (memory-probe.cjs), fitted after the warm-up like the RSS.
      console.log(`  by part (first → last of the soak, slope after the first ${WARMUP_SECONDS} s):`);
      for (const [name, series] of Object.entries(probe.parts)) {
        const mb = series.map((p) => p.mb);
        const late = series.filter((p) => p.t >= WARMUP_SECONDS);
        console.log(
          `    ${name.padEnd(30)} ${fmt(mb[0]).padStart(7)} → ${fmt(mb.at(-1)).padStart(7)} MB ` +
            `(max ${fmt(Math.max(...mb))}; slope ${fmt(slopeMbPerMin(late), 2)} MB/min)`,
        );
      }
      for (const [thread, heaps] of probe.threads)
        console.log(
          `    thread ${String(thread).padEnd(4)} V8 heap used ${fmt(heaps[0].heapUsed / MB)} → ${fmt(heaps.at(-1).heapUsed / MB)} MB, ` +
            `total ${fmt(heaps[0].heapTotal / MB)} → ${fmt(heaps.at(-1).heapTotal / MB)} MB (max ${fmt(Math.max(...heaps.map((h) => h.heapTotal)) / MB)}); ` +
            `${(heaps.at(-1).majorGcs ?? 0) - (heaps[0].majorGcs ?? 0)} full collections`,
        );
      const first = probe.main[0];
      const last = probe.main.at(-1);
      console.log(
        `    WebAssembly memory size ${fmt(first.wasmSize / MB)} → ${fmt(last.wasmSize / MB)} MB; ` +
          `threads ${first.threads} → ${last.threads}`,
      );
    }
    console.log(
      `Writes read back: ${check.documents} documents, ${check.reports} reports ` +
        `(ingestion caught up after ${fmt(check.waitedMs / 1000)} s): ${check.lost.length} lost`,
    );
    for (const l of check.lost.slice(0, 10)) console.log(`  lost: ${l}`);

    for (const c of sustain?.checks ?? [])
      for (const reason of c.reasons) console.log(`  sustained ${reason}`);
    const errors =
      soakStats.totalErrors() +
      stats.totalErrors() +
      (sustain?.checks ?? []).reduce((n, c) => n + c.errors, 0);
    failed = errors > 0 || check.lost.length > 0 || !flat;
    console.log('');
    console.log(
      failed
        ? `✗ test:load failed: ${errors} errors, ${check.lost.length} lost writes, memory ${flat ? 'flat' : 'not flat'}`
        : `✓ test:load passed: 0 errors, 0 lost writes, memory ${judged ? 'flat' : 'not judged'}`,
    );
  } finally {
    await stopServer(child);
    if (stderr.trim())
      console.log(`\nServer stderr (last lines):\n${stderr.trim().split('\n').slice(-15).join('\n')}`);
    rmSync(dataDir, { recursive: true, force: true });
    // `LOAD_MEMORY_KEEP=<file>`: the probe's lines kept there for a closer look.
    if (process.env.LOAD_MEMORY_KEEP && existsSync(memoryLog))
      copyFileSync(memoryLog, process.env.LOAD_MEMORY_KEEP);
    rmSync(path.dirname(memoryLog), { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
