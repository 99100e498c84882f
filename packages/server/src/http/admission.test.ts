/**
 * Admission control of the searches (`admitSearches`, ADR 0021 §Speed, fifth round): the FIFO gate alone,
 * then over real HTTP — at most `maxInFlight` searches are inside the app at once, the others go in in
 * arrival order and none is refused; other requests (`/health`) pass while searches wait; a search that
 * leaves early (`leaveEarly`) lets the next one in before its own answer is sent; an in-process request
 * is not gated.
 */
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { admitSearches, createGate, isSearchRequest, leaveEarly } from './admission.js';

/** A promise and its resolver. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets pending callbacks and I/O run. */
const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

describe('createGate', () => {
  it('admits up to its places at once and hands freed places to the waiting in arrival order', async () => {
    const gate = createGate(2);
    const order: number[] = [];
    await gate.enter();
    await gate.enter();
    const waiting = [3, 4, 5].map((n) => gate.enter().then(() => order.push(n)));
    await settle(0);
    expect(order).toEqual([]);
    expect(gate.waiting).toBe(3);
    gate.leave();
    await settle(0);
    expect(order).toEqual([3]);
    // A newcomer does not overtake those already waiting.
    const late = gate.enter().then(() => order.push(6));
    gate.leave();
    gate.leave();
    gate.leave();
    await Promise.all([...waiting, late]);
    expect(order).toEqual([3, 4, 5, 6]);
    expect(gate.inFlight).toBe(2);
    gate.leave();
    gate.leave();
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a gate without places', () => {
    expect(() => createGate(0)).toThrow(RangeError);
  });
});

describe('isSearchRequest', () => {
  it.each([
    ['POST', '/query/mixed', true],
    ['POST', '/consulta/general', true],
    ['GET', '/query/mixed', false],
    ['GET', '/health', false],
    ['POST', '/documents/upload', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isSearchRequest({ method, url })).toBe(expected);
  });
});

describe('admitSearches over HTTP', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** An app whose searches wait for `release[n]` (n from the body), counting how many are inside. */
  async function start(maxInFlight: number, early = false) {
    const release = new Map<number, () => void>();
    const entered: number[] = [];
    let inside = 0;
    let most = 0;
    const app = new Hono<{ Bindings: { incoming?: unknown } }>();
    app.get('/health', (c) => c.json({ status: 'ok' }));
    app.post('/query/mixed', async (c) => {
      const n = Number(await c.req.text());
      entered.push(n);
      most = Math.max(most, ++inside);
      const d = deferred();
      release.set(n, d.resolve);
      await d.promise;
      inside--;
      if (early) {
        leaveEarly(c.env.incoming);
        await settle(20);
      }
      return c.json({ n });
    });
    const fetch = admitSearches(app.fetch, { maxInFlight });
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server!.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const call = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    return { release, entered, call, most: () => most, fetch };
  }

  it('keeps at most maxInFlight searches inside, admits the rest in arrival order, refuses none', async () => {
    const s = await start(2);
    const answers: Promise<number>[] = [];
    for (let n = 0; n < 6; n++) {
      answers.push(s.call('POST', '/query/mixed', String(n)));
      await settle(10);
    }
    await settle();
    expect(s.entered).toEqual([0, 1]);
    // /health is not gated: it answers while six searches are in.
    expect(await s.call('GET', '/health')).toBe(200);
    for (let n = 0; n < 6; n++) {
      s.release.get(n)!();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(s.entered).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.most()).toBe(2);
  });

  it('lets the next search in when one leaves early, before the first has answered', async () => {
    const s = await start(1, true);
    const first = s.call('POST', '/query/mixed', '0');
    await settle();
    const second = s.call('POST', '/query/mixed', '1');
    await settle();
    expect(s.entered).toEqual([0]);
    s.release.get(0)!();
    // The first waits 20 ms after leaving early; the second is already in by then.
    await settle(5);
    expect(s.entered).toEqual([0, 1]);
    s.release.get(1)!();
    expect(await Promise.all([first, second])).toEqual([200, 200]);
  });

  it('does not gate a request made in process (no Node request)', async () => {
    const s = await start(1);
    const inProcess = [0, 1].map(async (n) =>
      s.fetch(new Request('http://localhost/query/mixed', { method: 'POST', body: String(n) }), {}),
    );
    await settle();
    expect(s.entered).toEqual([0, 1]);
    s.release.get(0)!();
    s.release.get(1)!();
    expect((await Promise.all(inProcess)).map((r) => r.status)).toEqual([200, 200]);
  });
});
