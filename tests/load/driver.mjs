/**
 * The load driver's machinery, free of any route: one HTTP client over a keep-alive `node:http` agent,
 * an open-loop scheduler (requests start at a fixed rate whatever the answers take, as real users
 * would), per-operation latency statistics, and the server's resident memory read from
 * `/proc/<pid>/status`.
 * @module
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { pct } from '../perf/lib/server.mjs';

/** A request that has not answered after this long counts as a network error. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A client of `http://127.0.0.1:port` over one keep-alive agent of `maxSockets` sockets.
 * `call(method, path, {token, json, body, headers})` resolves with `{status, body: Buffer, json()}`,
 * or `{status: 0, error}` for a network error or a timeout (never rejects).
 */
export function createClient(port, maxSockets = 256) {
  // `timeout` lets the agent honour the server's `Keep-Alive: timeout=5` hint (Node closes an idle socket
  // 1 s before it; without an agent timeout Node 20 ignores the hint): otherwise a request sent on a socket
  // idle for 5 s races the server closing it and fails with ECONNRESET at low rates.
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: REQUEST_TIMEOUT_MS });
  function call(method, path, { token, json, body, headers = {} } = {}) {
    const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
    const allHeaders = {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-length': String(payload.length) } : {}),
      ...headers,
    };
    return new Promise((resolve) => {
      let settled = false;
      const done = (result) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      const req = http.request(
        { agent, host: '127.0.0.1', port, method, path, headers: allHeaders },
        (res) => {
          const parts = [];
          res.on('data', (d) => parts.push(d));
          res.on('end', () => {
            const buf = Buffer.concat(parts);
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: buf,
              json: () => {
                try {
                  return JSON.parse(buf.toString('utf8'));
                } catch {
                  return undefined;
                }
              },
            });
          });
          res.on('error', (error) =>
            done({ status: 0, error, body: Buffer.alloc(0), json: () => undefined }),
          );
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => done({ status: 0, error, body: Buffer.alloc(0), json: () => undefined }));
      req.end(payload);
    });
  }
  return { call, close: () => agent.destroy() };
}

/**
 * Per-operation outcomes: latency of every answered request, `errors` (5xx, network, unexpected 4xx,
 * failed checks) with their first few reasons, and `limited` (429 from a rate limiter by design).
 */
export function createStats() {
  const ops = new Map();
  const op = (name) => {
    let o = ops.get(name);
    if (!o) ops.set(name, (o = { count: 0, times: [], errors: 0, limited: 0, reasons: [] }));
    o.count++;
    return o;
  };
  return {
    /** One answered request of `name` that took `ms`. */
    ok(name, ms) {
      op(name).times.push(ms);
    },
    /** One failed request of `name` (its latency counted when it answered). */
    error(name, ms, reason) {
      const o = op(name);
      if (ms !== undefined) o.times.push(ms);
      o.errors++;
      if (o.reasons.length < 5) o.reasons.push(reason);
    },
    /** One 429 of a rate limiter. */
    limited(name, ms) {
      const o = op(name);
      o.times.push(ms);
      o.limited++;
    },
    /** Every operation: `[name, {count, errors, limited, p50, p95, p99, max, reasons}]` (ms). */
    summary() {
      return [...ops.entries()].map(([name, o]) => [
        name,
        {
          count: o.count,
          errors: o.errors,
          limited: o.limited,
          p50: pct(o.times, 50),
          p95: pct(o.times, 95),
          p99: pct(o.times, 99),
          max: o.times.reduce((a, b) => Math.max(a, b), 0),
          reasons: o.reasons,
        },
      ]);
    },
    /** Errors over every operation. */
    totalErrors: () => [...ops.values()].reduce((n, o) => n + o.errors, 0),
  };
}

/**
 * Starts `fire()` at `rate` per second for `seconds` (open loop: a start does not wait for earlier
 * answers), keeping at most `maxInFlight` in flight — a start that finds them all busy is skipped and
 * counted. `fire` returns a promise. Resolves once every started call has settled:
 * `{started, skipped, seconds}` (the seconds of the schedule, without the drain).
 */
export async function runOpenLoop({ rate, seconds, fire, maxInFlight = 512, shouldStop = () => false }) {
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const pending = new Set();
  let started = 0;
  let skipped = 0;
  while (performance.now() < end && !shouldStop()) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate) + 1;
    while (started + skipped < due) {
      if (pending.size >= maxInFlight) {
        skipped++;
        continue;
      }
      started++;
      const p = fire().finally(() => pending.delete(p));
      pending.add(p);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const scheduled = (performance.now() - t0) / 1000;
  await Promise.all(pending);
  return { started, skipped, seconds: scheduled };
}

/** The resident memory of process `pid` in MB (`VmRSS`), or null once it is gone. */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples {@link rssMb} every `everyMs`; `stop()` returns `[{t (s since start), mb}]`. */
export function sampleRss(pid, everyMs = 5000) {
  const t0 = performance.now();
  const samples = [];
  const take = () => {
    const mb = rssMb(pid);
    if (mb !== null) samples.push({ t: (performance.now() - t0) / 1000, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Least-squares slope of `mb` over `t` in MB per minute (0 for fewer than two samples). */
export function slopeMbPerMin(samples) {
  const n = samples.length;
  if (n < 2) return 0;
  const mt = samples.reduce((a, s) => a + s.t, 0) / n;
  const mm = samples.reduce((a, s) => a + s.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.t - mt) * (s.mb - mm);
    den += (s.t - mt) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}
