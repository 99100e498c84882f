/**
 * Preloaded into the server by the load suite (`node --require ./tests/load/memory-probe.cjs main.js`;
 * CommonJS because a `--require` preload also runs in every worker thread, an `--import` one does not).
 * Every `LOAD_MEMORY_EVERY_MS` (default 5,000) each thread appends one JSON line to `LOAD_MEMORY_LOG`:
 *
 * - every thread: `{at (ms since the epoch), thread (0 = main), heapUsed, heapTotal, external,
 *   arrayBuffers}` of its own V8 isolate (`process.memoryUsage()` is per isolate for these);
 * - the main thread adds `rss`, `wasm` (bytes resident in WebAssembly memories: PGlite's PostgreSQL heap
 *   and shared buffers — mappings of ≥ 4 GB in `/proc/self/smaps`, V8's reservation for a 32-bit wasm
 *   memory and its guard), `wasmSize` (their `byteLength`, as grown by `memory.grow`), `brk` (the
 *   `[heap]` mapping: glibc's main malloc arena), `anon` (the other anonymous mappings: V8 heaps of
 *   every thread, glibc's thread arenas, native buffers) and `threads` (`/proc/self/status`).
 *
 * Changes nothing else (unless `LOAD_MEMORY_GC=1`, see below); the timers never keep a thread alive.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a `--require` preload is CommonJS */
'use strict';

const { appendFileSync, readFileSync } = require('node:fs');
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
  let gc = null;
  if (process.env.LOAD_MEMORY_GC === '1') {
    require('node:v8').setFlagsFromString('--expose-gc');
    gc = require('node:vm').runInNewContext('gc');
  }
  const take = () => {
    gc?.();
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    const line = { at: Date.now(), thread: threadId, heapUsed, heapTotal, external, arrayBuffers };
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
}
