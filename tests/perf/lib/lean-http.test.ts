import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanPool, requestBytes } from './lean-http.mjs';

/** The benchmarks' lean client reads answers framed by length and by chunks, one per connection at a time. */
describe('lean HTTP client of the benchmarks', () => {
  let server: http.Server;
  let port = 0;
  const seen: string[] = [];

  // Requests seen on each socket, for '/stale'.
  const perSocket = new WeakMap<object, number>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      seen.push(
        `${req.method} ${req.url} ${req.headers.authorization ?? ''} ${req.headers['content-length'] ?? ''}`,
      );
      if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('a'.repeat(70_000));
        setTimeout(() => res.end('fin'), 5);
      } else if (req.url === '/missing') {
        res.writeHead(404).end('no');
      } else if (req.url === '/close') {
        req.socket.destroy();
      } else if (req.url === '/stale' && n > 1) {
        // As a server whose keep-alive timeout closed the connection as the request came.
        req.socket.destroy();
      } else {
        // A 21 KB answer with its length, sent in two parts.
        const body = JSON.stringify({ big: 'x'.repeat(21_000) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.write(body.slice(0, 10_000));
        setTimeout(() => res.end(body.slice(10_000)), 5);
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('resolves each request with its status once the whole answer is read, over kept connections', async () => {
    const pool = new LeanPool(port, 2);
    const headers = { Authorization: 'Bearer t' };
    const get = (p: string) => requestBytes('GET', p, `127.0.0.1:${port}`, headers);
    await pool.warm(get('/'));
    const statuses = await Promise.all([
      pool.request(get('/')),
      pool.request(get('/chunked')),
      pool.request(get('/missing')),
      pool.request(get('/chunked')),
      pool.request(requestBytes('POST', '/floor', `127.0.0.1:${port}`, headers)),
    ]);
    expect(statuses).toEqual([200, 200, 404, 200, 200]);
    expect(seen).toContain('POST /floor Bearer t 0');
    pool.destroy();
  });

  it('rejects a request whose connection closes, and goes on with a new one', async () => {
    const pool = new LeanPool(port, 1);
    const get = (p: string) => requestBytes('GET', p, `127.0.0.1:${port}`, {});
    await expect(pool.request(get('/close'))).rejects.toThrow();
    await expect(pool.request(get('/'))).resolves.toBe(200);
    pool.destroy();
  });

  it('sends a GET once more when a reused connection closes before any answer, never a POST', async () => {
    const pool = new LeanPool(port, 1);
    const host = `127.0.0.1:${port}`;
    await expect(pool.request(requestBytes('GET', '/', host, {}))).resolves.toBe(200);
    await expect(pool.request(requestBytes('GET', '/stale', host, {}))).resolves.toBe(200);
    expect(pool.retries).toBe(1);
    await expect(pool.request(requestBytes('GET', '/', host, {}))).resolves.toBe(200);
    await expect(pool.request(requestBytes('POST', '/stale', host, {}))).rejects.toThrow();
    // A GET the server drops on a new connection is not sent again.
    await expect(pool.request(requestBytes('GET', '/close', host, {}))).rejects.toThrow();
    expect(pool.retries).toBe(1);
    pool.destroy();
  });
});
