import { describe, expect, it } from 'vitest';
import { ALL_CONSENTS, ESSENTIAL_ONLY_CONSENTS, STORAGE_KEYS } from '@alegato/domain';
import {
  flushPendingConsents,
  pendingConsents,
  saveConsent,
  storedConsent,
  type ConsentDeps,
} from './consent';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** Deps whose fetch answers with the given statuses in turn (`'network'` throws like a failed fetch). */
function makeDeps(answers: (number | 'network')[]) {
  const calls: { url: string; body: unknown; authorization: string | null }[] = [];
  const sleeps: number[] = [];
  const deps: ConsentDeps = {
    fetch: async (input, init) => {
      calls.push({
        url: String(input),
        body: JSON.parse(String(init?.body)),
        authorization: new Headers(init?.headers).get('Authorization'),
      });
      const answer = answers.shift() ?? 201;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response('{}', { status: answer, headers: { 'Content-Type': 'application/json' } });
    },
    storage: new MemoryStorage(),
    session: new MemoryStorage(),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    userAgent: 'Vitest',
    baseUrl: '',
    randomId: () => 'session-1',
    accessToken: async () => null,
  };
  return { deps, calls, sleeps };
}

describe('cookie consent saving (spec §4, §7, §8)', () => {
  it('stores the choice locally and sends it once when the server accepts it', async () => {
    const { deps, calls, sleeps } = makeDeps([201]);
    await saveConsent(ALL_CONSENTS, deps);
    expect(storedConsent(deps)?.consents).toEqual(ALL_CONSENTS);
    expect(calls).toEqual([
      {
        url: '/api/public/cookie-consent',
        body: {
          consents: ALL_CONSENTS,
          timestamp: '2026-11-23T10:00:00.000Z',
          session_id: 'session-1',
          user_agent: 'Vitest',
        },
        authorization: null,
      },
    ]);
    expect(sleeps).toEqual([]);
    expect(pendingConsents(deps)).toEqual([]);
  });

  it('sends the bearer token when signed in, so the server links the consent to the user', async () => {
    const { deps, calls } = makeDeps([503, 201]);
    const tokens = ['token-1', 'token-2'];
    deps.accessToken = async () => tokens.shift() ?? null;
    await saveConsent(ALL_CONSENTS, deps);
    // Read at each attempt: a token refreshed between attempts is the one sent.
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('sends the consent anonymously when the session cannot be read', async () => {
    const { deps, calls } = makeDeps([201]);
    deps.accessToken = () => Promise.reject(new Error('storage unavailable'));
    await saveConsent(ALL_CONSENTS, deps);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it('keeps one session id per browser session', async () => {
    const { deps, calls } = makeDeps([201, 201]);
    await saveConsent(ALL_CONSENTS, deps);
    deps.randomId = () => 'session-2';
    await saveConsent(ESSENTIAL_ONLY_CONSENTS, deps);
    expect(calls.map((c) => (c.body as { session_id: string }).session_id)).toEqual([
      'session-1',
      'session-1',
    ]);
    expect(deps.session.getItem(STORAGE_KEYS.consentSessionId)).toBe('session-1');
  });

  it.each([429, 500, 503, 'network' as const])(
    'retries %s up to 3 attempts, waiting 1 s then 2 s',
    async (status) => {
      const { deps, calls, sleeps } = makeDeps([status, status, 201]);
      await saveConsent(ESSENTIAL_ONLY_CONSENTS, deps);
      expect(calls).toHaveLength(3);
      expect(sleeps).toEqual([1000, 2000]);
      expect(pendingConsents(deps)).toEqual([]);
    },
  );

  it('queues the consent locally after 3 failures; the local copy still works', async () => {
    const { deps, calls, sleeps } = makeDeps([503, 503, 503]);
    const consent = await saveConsent(ALL_CONSENTS, deps);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(pendingConsents(deps)).toEqual([consent]);
    expect(storedConsent(deps)).toEqual(consent);
  });

  it('does not retry a 400: the consent is queued at once', async () => {
    const { deps, calls, sleeps } = makeDeps([400]);
    await saveConsent(ALL_CONSENTS, deps);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(pendingConsents(deps)).toHaveLength(1);
  });

  it('sends queued consents later and empties the queue', async () => {
    const { deps, calls } = makeDeps([503, 503, 503, 201]);
    const consent = await saveConsent(ALL_CONSENTS, deps);
    await flushPendingConsents(deps);
    expect(calls).toHaveLength(4);
    expect(calls[3]?.body).toEqual(consent);
    expect(pendingConsents(deps)).toEqual([]);
    expect(deps.storage.getItem(STORAGE_KEYS.pendingConsents)).toBeNull();
  });

  it('keeps queued consents that fail again', async () => {
    const { deps } = makeDeps(['network', 'network', 'network', 500, 500, 500]);
    await saveConsent(ALL_CONSENTS, deps);
    await flushPendingConsents(deps);
    expect(pendingConsents(deps)).toHaveLength(1);
  });

  it('ignores a corrupt stored consent (the banner shows again)', () => {
    const { deps } = makeDeps([]);
    deps.storage.setItem(STORAGE_KEYS.cookieConsent, '{not json');
    expect(storedConsent(deps)).toBeNull();
    deps.storage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ consents: { essential: false } }));
    expect(storedConsent(deps)).toBeNull();
  });
});
