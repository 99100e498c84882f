/**
 * Preloaded into the server by the load suite (`node --import ./tests/load/memory-probe.mjs main.js`):
 * appends `process.memoryUsage()` of the main thread as one JSON line to `LOAD_MEMORY_LOG` every
 * `LOAD_MEMORY_EVERY_MS` (default 5,000), so a growing RSS can be told apart as V8 heap or the rest
 * (PGlite's WebAssembly memory, buffers, worker threads). Changes nothing else; the timer never keeps
 * the process alive.
 * @module
 */
import { appendFileSync } from 'node:fs';

const file = process.env.LOAD_MEMORY_LOG;
if (file) {
  const t0 = Date.now();
  const every = Number(process.env.LOAD_MEMORY_EVERY_MS ?? 5000);
  const take = () => {
    try {
      appendFileSync(file, `${JSON.stringify({ t: (Date.now() - t0) / 1000, ...process.memoryUsage() })}\n`);
    } catch {
      // the suite removed the directory: nothing to record
    }
  };
  setInterval(take, every).unref();
}
