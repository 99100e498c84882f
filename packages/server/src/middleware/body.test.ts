/**
 * The JSON body cap (`jsonBodyLimit`) over real HTTP and in process: a body over 1 MB is refused 413
 * whether it comes with `Content-Length` or chunked, a request Node parsed without either header (no
 * body by HTTP/1.1) or with `Content-Length: 0` skips the measuring, and a `Request` made in process is
 * always measured.
 */
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../errors.js';
import type { AppEnv } from '../types.js';
import { JSON_BODY_LIMIT_BYTES, jsonBodyLimit } from './body.js';

function buildApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler());
  app.use('*', jsonBodyLimit());
  app.post('/echo', async (c) => c.json({ bytes: (await c.req.text()).length }));
  return app;
}

const huge = 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10);

describe('jsonBodyLimit', () => {
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: buildApp().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * POST /echo over HTTP; `chunked` sends the body without Content-Length. Resolves with the status, or
   * 0 when a chunked upload's connection was closed by the server before its answer could be read.
   */
  function post(body: string | undefined, chunked = false): Promise<number> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (body !== undefined && !chunked) headers['content-length'] = String(Buffer.byteLength(body));
      let status: number | undefined;
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/echo', headers }, (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => resolve(status ?? 0));
      });
      // A refusal may come before the whole body is sent; the server then closes the connection, and a
      // chunked sender may see the socket close before it reads the 413 (0 here).
      req.on('error', (err) => (status !== undefined ? resolve(status) : chunked ? resolve(0) : reject(err)));
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  it('refuses a body over 1 MB with Content-Length or chunked, over HTTP', async () => {
    expect(await post(huge)).toBe(413);
    expect([413, 0]).toContain(await post(huge, true));
  });

  it('lets small bodies and requests without a body through, over HTTP', async () => {
    expect(await post('{"a":1}')).toBe(200);
    expect(await post('{"a":1}', true)).toBe(200);
    expect(await post(undefined)).toBe(200);
    // `Content-Length: 0`, what clients send for a POST without a body: nothing to measure either.
    expect(await post('')).toBe(200);
  });

  it('measures a body made in process even without Content-Length', async () => {
    const res = await buildApp().request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(res.status).toBe(413);
  });
});
