/**
 * A lean HTTP/1.1 load client for the benchmarks: keep-alive sockets, each request's bytes written
 * once, the answer read only as far as its status line, its `Content-Length` (or chunked framing)
 * and the count of its body bytes — never parsed into headers objects, strings or events.
 *
 * Why: the benchmark's client runs on the same two cores as the server and the database. Node's
 * `http` client cost ~130 µs of CPU per request on a bare route and ~200 µs on a 21 KB answer
 * (measured with `process.cpuUsage` around the open loop), as much as the server itself, and its
 * event loop ran late by ~10 ms at p99 — time charged to the server it measures. This client does
 * what load generators such as wrk and autocannon do: the work per request is a `write` and a scan
 * for the end of the answer. ADR 0036 records the figures.
 *
 * @module
 */
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** The raw bytes of a request with no body (a POST sends `Content-Length: 0`, as Node's client does). */
export function requestBytes(method, pathAndQuery, host, headers) {
  const lines = [`${method} ${pathAndQuery} HTTP/1.1`, `Host: ${host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (method !== 'GET' && method !== 'HEAD') lines.push('Content-Length: 0');
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * One keep-alive connection with at most one request in flight. `send(bytes)` resolves with the
 * answer's status once its last body byte has arrived; a closed or failed socket rejects it.
 */
class LeanConnection {
  constructor(port) {
    this.port = port;
    this.socket = undefined;
    this.pending = undefined;
    // Answers read whole on the current socket: a request sent on a socket that served one before
    // went out on a kept-alive connection the server may have closed as idle meanwhile.
    this.served = 0;
  }

  connect() {
    const socket = net.connect({ host: '127.0.0.1', port: this.port });
    this.served = 0;
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    const fail = (err) => {
      if (this.socket === socket) this.socket = undefined;
      const p = this.pending;
      this.pending = undefined;
      if (!p) return;
      const error = err ?? Object.assign(new Error('socket closed'), { code: 'ECONNRESET' });
      // Nothing of the answer came, on a reused connection: the server closed it as idle as the
      // request went out (its keep-alive timeout), the case RFC 9112 §9.3.1 lets a client retry.
      error.retryable = p.reused && !p.head && p.status === 0;
      p.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
    this.socket = socket;
  }

  send(bytes) {
    return new Promise((resolve, reject) => {
      if (!this.socket) this.connect();
      this.pending = {
        resolve,
        reject,
        reused: this.served > 0,
        head: undefined,
        status: 0,
        remaining: -1,
        chunked: false,
        rest: null,
      };
      this.socket.write(bytes);
    });
  }

  onData(chunk) {
    const p = this.pending;
    if (!p) return;
    let data = chunk;
    if (p.remaining < 0 && !p.chunked) {
      // Still reading the head: keep what came so far until the blank line.
      data = p.head ? Buffer.concat([p.head, chunk]) : chunk;
      const end = data.indexOf(CRLF2);
      if (end < 0) {
        p.head = data;
        return;
      }
      const head = data.toString('latin1', 0, end);
      p.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (length) p.remaining = Number(length[1]);
      else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) p.chunked = true;
      else p.remaining = 0;
      data = data.subarray(end + 4);
    }
    if (p.chunked) {
      p.rest = p.rest ? Buffer.concat([p.rest, data]) : data;
      if (this.chunkedDone(p)) this.finish(p);
      return;
    }
    p.remaining -= data.length;
    if (p.remaining <= 0) this.finish(p);
  }

  /** Consumes whole chunks of a chunked body from `p.rest`; true once the last (empty) one is read. */
  chunkedDone(p) {
    for (;;) {
      const line = p.rest.indexOf('\r\n');
      if (line < 0) return false;
      const size = Number.parseInt(p.rest.toString('latin1', 0, line), 16);
      // The last chunk, then (no trailers here) the blank line.
      if (size === 0) return p.rest.indexOf(CRLF2, line) >= 0;
      if (p.rest.length < line + 2 + size + 2) return false;
      p.rest = p.rest.subarray(line + 2 + size + 2);
    }
  }

  finish(p) {
    this.pending = undefined;
    this.served++;
    p.resolve(p.status);
  }

  destroy() {
    this.socket?.destroy();
    this.socket = undefined;
  }
}

/**
 * At most `size` keep-alive connections to `port`; a request waits in the client for a free one
 * (that wait counts in an open loop's latency, as with an `http.Agent`'s `maxSockets`). A request that
 * of an idempotent method that fails on a reused connection before any byte of its answer is sent once
 * more on a new connection, as HTTP clients do when a server closes a kept-alive connection as idle
 * (`retries` counts them; the latency includes the retry); any other failure rejects.
 */
export class LeanPool {
  constructor(port, size) {
    this.free = Array.from({ length: size }, () => new LeanConnection(port));
    this.all = [...this.free];
    this.queue = [];
    this.head = 0;
    // Requests to send again first (see above), and how many were.
    this.again = [];
    this.retries = 0;
  }

  /**
   * Opens every connection and sends `bytes` once on each, all at once, so a measurement starts on
   * open keep-alive connections as a steady client's would. Resolves with the statuses.
   */
  warm(bytes) {
    return Promise.all(this.all.map((conn) => conn.send(bytes)));
  }

  /** Resolves with the status of the answer to `bytes` (see {@link requestBytes}). */
  request(bytes) {
    // Only a request of an idempotent method may be sent again (RFC 9110 §9.2.2).
    const method = bytes.toString('latin1', 0, Math.max(0, bytes.indexOf(32)));
    const idempotent = IDEMPOTENT.has(method);
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject, idempotent });
      this.pump();
    });
  }

  pump() {
    while (this.free.length > 0 && (this.again.length > 0 || this.head < this.queue.length)) {
      const conn = this.free.pop();
      let job = this.again.shift();
      if (!job) {
        job = this.queue[this.head];
        this.queue[this.head++] = undefined;
        if (this.head > 1024 && this.head * 2 > this.queue.length) {
          this.queue = this.queue.slice(this.head);
          this.head = 0;
        }
      }
      conn.send(job.bytes).then(
        (status) => {
          this.free.push(conn);
          job.resolve(status);
          this.pump();
        },
        (err) => {
          conn.destroy();
          this.free.push(conn);
          if (err?.retryable && job.idempotent && !job.retried) {
            job.retried = true;
            this.retries++;
            this.again.push(job);
          } else job.reject(err);
          this.pump();
        },
      );
    }
  }

  destroy() {
    for (const conn of this.all) conn.destroy();
    for (const job of [...this.again, ...this.queue.slice(this.head)])
      job.reject(new Error('pool destroyed'));
    this.again = [];
    this.queue = [];
    this.head = 0;
  }
}
