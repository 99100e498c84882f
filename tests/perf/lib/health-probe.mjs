/**
 * A `/health` prober in its own process, as a monitoring system would be: a load generator's clients
 * share its event loop, and when they keep that loop busy a prober living beside them measures its own
 * waiting, not the server's. {@link startHealthProbe} forks this file; the child samples
 * `GET /health` every `everyMs` (100 ms) on one keep-alive connection until told to stop, then sends back every
 * sample as `[epochMs, latencyMs, lateMs]` (`lateMs`: how late its own timer fired, ~0 in an idle
 * process, reported apart instead of added).
 *
 * @module
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Forks the prober against `127.0.0.1:port`, one sample every `everyMs`; resolves once it sampled its first
 * answer. `stop()` resolves with the samples.
 */
export async function startHealthProbe(port, everyMs = 100) {
  const child = fork(fileURLToPath(import.meta.url), [String(port), String(everyMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`health probe exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (samples) => resolve(samples));
        child.send('stop');
      }),
  };
}

/** The child: samples until `stop`. */
async function probe(port, everyMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
    });
  const samples = [];
  let running = true;
  process.on('message', (m) => {
    if (m === 'stop') running = false;
  });
  // The bench gone (it failed or was stopped): no orphan keeps sampling.
  process.on('disconnect', () => process.exit(0));
  await get();
  process.send?.('ready');
  while (running) {
    const planned = performance.now() + everyMs;
    await new Promise((r) => setTimeout(r, everyMs));
    const started = performance.now();
    await get();
    samples.push([
      performance.timeOrigin + started,
      performance.now() - started,
      Math.max(0, started - planned),
    ]);
  }
  agent.destroy();
  process.send?.(samples, () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await probe(Number(process.argv[2]), Number(process.argv[3]));
