/**
 * Preloaded into the server by the load suite (`node --require ./tests/load/memory-probe.cjs main.js`;
 * CommonJS because a `--require` preload also runs in every worker thread, an `--import` one does not).
 * Every `LOAD_MEMORY_EVERY_MS` (default 5,000) each thread appends one JSON line to `LOAD_MEMORY_LOG`:
 *
 * - every thread: `{at (ms since the epoch), thread (0 = main), heapUsed, heapTotal, external,
 *   arrayBuffers, young (the young generation's committed bytes)}` of its own V8 isolate (`process.memoryUsage()` is per isolate for these) and
 *   `majorGcs`, its full collections so far;
 * - the main thread adds `rss`, `wasm` (bytes resident in WebAssembly memories: PGlite's PostgreSQL heap
 *   and shared buffers — mappings of ≥ 4 GB in `/proc/self/smaps`, V8's reservation for a 32-bit wasm
 *   memory and its guard), `wasmSize` (their `byteLength`, as grown by `memory.grow`), `brk` (the
 *   `[heap]` mapping: glibc's main malloc arena), `anon` (the other anonymous mappings: V8 heaps of
 *   every thread, glibc's thread arenas, native buffers) and `threads` (`/proc/self/status`).
 *
 * With `LOAD_MEMORY_FLOOR_MS` each thread also runs a full garbage collection every that many ms and the
 * main thread then writes a line marked `floor` (see below); otherwise it changes nothing. The timers
 * never keep a thread alive.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a `--require` preload is CommonJS */
'use strict';

const { appendFileSync, readFileSync } = require('node:fs');
const v8 = require('node:v8');
const { isMainThread, threadId } = require('node:worker_threads');

const file = process.env.LOAD_MEMORY_LOG;
/** The inaccessible rest of a WebAssembly memory's reservation is at least this large. */
const WASM_GUARD = 4n * 2n ** 30n;

/** The WebAssembly memories created in this thread, held weakly. */
const memories = [];

/**
 * Resident bytes by kind of mapping, from `/proc/self/smaps`. A WebAssembly memory is a readable part
 * (its `byteLength`) right before the inaccessible rest of V8's reservation (≥ 4 GB: 8 GB in all).
 */
function mappings() {
  const maps = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      maps.push({
        from: BigInt(`0x${head[1]}`),
        to: BigInt(`0x${head[2]}`),
        perms: head[3],
        name: head[4],
        rss: 0,
      });
    else if (line.startsWith('Rss:') && maps.length) maps.at(-1).rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  const out = { wasm: 0, brk: 0, anon: 0 };
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    const wasm =
      m.name === '' && next?.from === m.to && next.perms === '---p' && next.to - next.from >= WASM_GUARD;
    if (wasm) out.wasm += m.rss;
    else if (m.name === '[heap]') out.brk += m.rss;
    else if (m.name === '') out.anon += m.rss;
  });
  return out;
}

function threads() {
  const m = /Threads:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : null;
}

if (file) {
  // Track WebAssembly memories (Emscripten, as PGlite, creates its own with `new WebAssembly.Memory`).
  const Original = WebAssembly.Memory;
  const Tracked = function Memory(descriptor) {
    const memory = new Original(descriptor);
    memories.push(new WeakRef(memory));
    return memory;
  };
  Tracked.prototype = Original.prototype;
  WebAssembly.Memory = Tracked;

  const every = Number(process.env.LOAD_MEMORY_EVERY_MS ?? 5000);
  // `LOAD_MEMORY_GC=1` (a diagnosis, never the suite's verdict): a full collection before each sample, so
  // `heapUsed` is what is live — a heap that keeps growing then is held, not garbage not yet collected.
  const always = process.env.LOAD_MEMORY_GC === '1';
  const floorEvery = Number(process.env.LOAD_MEMORY_FLOOR_MS ?? 0);
  let gc = null;
  if (always || floorEvery > 0) {
    v8.setFlagsFromString('--expose-gc');
    gc = require('node:vm').runInNewContext('gc');
  }
  // The thread's full (mark-compact) collections so far: the main thread's V8 heap is only back to its
  // floor right after one, so a verdict needs several in its window.
  let majorGcs = 0;
  const { PerformanceObserver, constants } = require('node:perf_hooks');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorGcs++;
  }).observe({ entryTypes: ['gc'] });
  const take = (floor = false) => {
    if (always) gc();
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    // The young generation's committed capacity: V8 grows it under load up to the thread's bound
    // (`maxYoungGenerationSizeMb`) and keeps it; empty right after a full collection.
    const young = v8
      .getHeapSpaceStatistics()
      .filter((sp) => sp.space_name === 'new_space' || sp.space_name === 'new_large_object_space')
      .reduce((n, sp) => n + sp.space_size, 0);
    const line = {
      at: Date.now(),
      thread: threadId,
      heapUsed,
      heapTotal,
      young,
      external,
      arrayBuffers,
      majorGcs,
    };
    if (floor) line.floor = true;
    if (isMainThread) {
      const wasmSize = memories.reduce((n, r) => n + (r.deref()?.buffer.byteLength ?? 0), 0);
      Object.assign(line, { rss, wasmSize, ...mappings(), threads: threads() });
    }
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // the suite removed the directory: nothing to record
    }
  };
  setInterval(take, every).unref();

  // `LOAD_MEMORY_FLOOR_MS` (the suite sets 15,000): every thread runs a full collection at the same
  // wall-clock moments (multiples of the period) and the main thread samples 2 s later, marked `floor`:
  // the memory the server holds, without the garbage V8 has not collected yet.
  if (floorEvery > 0) {
    const schedule = () =>
      setTimeout(
        () => {
          gc();
          if (isMainThread) setTimeout(() => take(true), 2000).unref();
          else take(true);
          schedule();
        },
        floorEvery - (Date.now() % floorEvery),
      ).unref();
    schedule();
  }
}
