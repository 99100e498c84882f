import { describe, expect, it } from 'vitest';
import type { LocalErrorRecord } from '@alegato/domain';
import { ERROR_BATCH_DELAY_MS, createErrorTransport, type ErrorTransportDeps } from './transport';

const rec = (message: string): LocalErrorRecord => ({
  error: { name: 'Error', message },
  context: {
    timestamp: '2026-11-27T05:00:00.000Z',
    page: '/documents',
    metadata: { source: 'window.error' },
  },
});

/** Deps that record requests and hold timers and the online switch in the test's hands. */
function harness(options: { online?: boolean; token?: string | null; fail?: boolean } = {}) {
  const requests: { url: string; init: RequestInit; body: LocalErrorRecord[] }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const onlineListeners: (() => void)[] = [];
  const state = { online: options.online ?? true };
  const deps: ErrorTransportDeps = {
    fetch: (input, init) => {
      if (options.fail) return Promise.reject(new TypeError('Failed to fetch'));
      requests.push({
        url: String(input),
        init: init!,
        body: JSON.parse(String(init!.body)) as LocalErrorRecord[],
      });
      return Promise.resolve(new Response('{}', { status: 202 }));
    },
    baseUrl: () => 'https://api.test',
    accessToken: () => Promise.resolve(options.token ?? null),
    online: () => state.online,
    onceOnline: (l) => onlineListeners.push(l),
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  };
  const runTimers = () => timers.splice(0).forEach((t) => t.fn());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { deps, requests, timers, onlineListeners, state, runTimers, settle };
}

describe('error transport', () => {
  it('batches ordinary errors into one request after the delay, without a token when signed out', async () => {
    const h = harness();
    const t = createErrorTransport(h.deps);
    t.queue(rec('uno'));
    t.queue(rec('dos'));
    expect(h.requests).toHaveLength(0);
    expect(h.timers.map((x) => x.ms)).toEqual([ERROR_BATCH_DELAY_MS]);
    h.runTimers();
    await h.settle();
    expect(h.requests).toHaveLength(1);
    const [req] = h.requests;
    expect(req!.url).toBe('https://api.test/api/public/client-errors');
    expect(req!.init.method).toBe('POST');
    expect(req!.init.headers).not.toHaveProperty('Authorization');
    expect(req!.body.map((r) => r.error.message)).toEqual(['uno', 'dos']);
  });

  it('sends a critical error at once, marked critical, with the bearer token', async () => {
    const h = harness({ token: 'tok' });
    const t = createErrorTransport(h.deps);
    t.queue(rec('network error al cargar'), { critical: true });
    await h.settle();
    await h.settle();
    expect(h.requests).toHaveLength(1);
    expect((h.requests[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(h.requests[0]!.body[0]!.context.metadata).toEqual({ source: 'window.error', critical: true });
  });

  it('sends at most 20 records a request', async () => {
    const h = harness();
    const t = createErrorTransport(h.deps);
    for (let i = 0; i < 25; i += 1) t.queue(rec(`e${i}`));
    await t.flush();
    expect(h.requests.map((r) => r.body.length)).toEqual([20, 5]);
  });

  it('waits while offline and sends when the browser is back online', async () => {
    const h = harness({ online: false });
    const t = createErrorTransport(h.deps);
    t.queue(rec('sin red'));
    await t.flush();
    expect(h.requests).toHaveLength(0);
    expect(h.onlineListeners).toHaveLength(1);
    h.state.online = true;
    h.onlineListeners[0]!();
    await h.settle();
    await h.settle();
    expect(h.requests.map((r) => r.body[0]!.error.message)).toEqual(['sin red']);
  });

  it('never rejects when the request fails', async () => {
    const h = harness({ fail: true });
    const t = createErrorTransport(h.deps);
    t.queue(rec('x'));
    await expect(t.flush()).resolves.toBeUndefined();
  });
});
