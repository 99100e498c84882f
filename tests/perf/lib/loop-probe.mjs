/**
 * A probe of the server's event loop, preloaded into a bench's server process (`node --import
 * <this file> dist/main.js`), for finding where a slow `/health` sample waited. Off unless
 * `LOOP_PROBE_FILE` names a file; then, until the process exits, it keeps:
 *
 * - **timer lateness**: a 5 ms interval timer, and how late each tick ran (the event loop was busy with
 *   something else that long), with its wall-clock time;
 * - **garbage collections** of the main thread (`PerformanceObserver` of `gc` entries): start and length;
 *
 * and writes them as JSON to that file when the process exits (`{ticks: [[epochMs, lateMs]…], gc:
 * [[epochMs, ms, kind]…]}`; only ticks late by ≥ 1 ms are kept). {@link loopWindow} summarises one
 * window of it for the bench.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const EVERY_MS = 5;
  const ticks = [];
  const gc = [];
  const epoch = (t) => performance.timeOrigin + t;
  let planned = performance.now() + EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - planned;
    if (late >= 1) ticks.push([epoch(now), late]);
    planned = now + EVERY_MS;
  }, EVERY_MS);
  timer.unref();
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gc.push([epoch(e.startTime), e.duration, e.detail?.kind ?? 0]);
  });
  observer.observe({ entryTypes: ['gc'] });
  process.on('exit', () => {
    writeFileSync(file, JSON.stringify({ ticks, gc }));
  });
}

/**
 * Summary of a probe file between two wall-clock times: the ticks' lateness (p50/p99/max of the late
 * ones, total ms late, and how many stalls ≥ 20 ms and ≥ 50 ms) and the collections (count, total ms,
 * longest; kind 4 = major mark-compact). Ticks not late by 1 ms count as 0 in the percentiles only
 * through `expected` (the ticks the interval would have made).
 */
export function loopWindow(probe, fromEpoch, toEpoch) {
  const ticks = probe.ticks.filter(([t]) => t >= fromEpoch && t <= toEpoch).map(([, l]) => l);
  const gcs = probe.gc.filter(([t]) => t >= fromEpoch && t <= toEpoch);
  const sorted = [...ticks].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  return {
    lateTicks: ticks.length,
    lateP50: at(50),
    lateP99: at(99),
    lateMax: sorted.at(-1) ?? 0,
    lateTotalMs: ticks.reduce((a, b) => a + b, 0),
    stalls20: ticks.filter((l) => l >= 20).length,
    stalls50: ticks.filter((l) => l >= 50).length,
    gcCount: gcs.length,
    gcMs: gcs.reduce((a, [, d]) => a + d, 0),
    gcMax: Math.max(0, ...gcs.map(([, d]) => d)),
    majorGc: gcs.filter(([, , k]) => k === 4).length,
  };
}
