/**
 * Per-user limits on costly calls, bounded search cost and `TRUST_PROXY` (ADR 0015, "Costly calls"):
 * - the N+1-th search of a user in a window → 429 `rate_limited`, `Retry-After`, the spec's 'Demasiados
 *   intentos. Inténtalo más tarde.'; another user is not affected; a new address does not reset it;
 * - case analysis, AI improvement and PDF generation have their own buckets;
 * - at most 2 searches of one user in flight (the gate);
 * - PGlite ignores `statement_timeout` (so each search ranks a bounded candidate set), PostgreSQL honours
 *   it and the search answers 503 `search_timeout` in Spanish;
 * - `X-Forwarded-For` is ignored without `TRUST_PROXY` and honoured as far as it allows.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../packages/server/src/app.js';
import type { Database } from '../../packages/server/src/db/schema.js';
import { ErrorBodySchema } from '../../packages/server/src/errors.js';
import { Hono } from 'hono';
import { createErrorHandler } from '../../packages/server/src/errors.js';
import {
  createConcurrencyGate,
  limitConcurrentPerUser,
  limitInFlightPerToken,
  takeToken,
  createMemoryBuckets,
} from '../../packages/server/src/middleware/rate-limit.js';
import type { AppEnv } from '../../packages/server/src/types.js';
import {
  parseTrustProxy,
  resolveClientAddress,
  type TrustProxy,
} from '../../packages/server/src/middleware/socket-address.js';
import { createLogger } from '../../packages/server/src/logger.js';
import { SEARCH_TIMEOUT_MESSAGE, searchChunks } from '../../packages/server/src/modules/documents/search.js';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { describeEachTarget } from '../../packages/server/test/targets.js';

const TOO_MANY = 'Demasiados intentos. Inténtalo más tarde.';

async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const body = ErrorBodySchema.parse(await res.json());
  expect(body).toEqual({ code: 'rate_limited', message: TOO_MANY });
}

/** One document of `userId` with `n` chunks that all contain 'fianza' and 'arrendamiento'. */
async function seedChunks(db: Kysely<Database>, userId: string, n: number): Promise<string> {
  const doc = await db
    .insertInto('documents')
    .values({
      user_id: userId,
      filename: 'contratos.txt',
      size: n * 100,
      type: 'txt',
      sha256: randomUUID().replace(/-/g, ''),
      storage_key: null,
      status: 'ready',
      error: null,
      pages: 1,
      case_id: null,
      metadata: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into chunks (document_id, user_id, ordinal, heading, page_from, page_to, text, method)
    select ${doc.id}, ${userId}, g, null, 1, 1,
           'Contrato ' || g || ': el arrendatario entrega la fianza del arrendamiento de la vivienda '
             || 'y responde de los daños causados por culpa o negligencia durante el contrato número ' || g,
           'txt'
    from generate_series(1, ${n}) g`.execute(db);
  return doc.id;
}

describe('resolveClientAddress (TRUST_PROXY)', () => {
  const none: TrustProxy = { kind: 'none' };
  const oneHop: TrustProxy = { kind: 'hops', hops: 1 };
  const twoHops: TrustProxy = { kind: 'hops', hops: 2 };
  const lan = parseTrustProxy('10.0.0.0/8, ::1') as TrustProxy;
  it.each([
    ['no trust: the header is ignored', '198.51.100.7', '1.2.3.4', none, '198.51.100.7'],
    ['no trust, no header', '198.51.100.7', undefined, none, '198.51.100.7'],
    ['1 hop: the rightmost entry', '10.0.0.1', '6.6.6.6, 203.0.113.5', oneHop, '203.0.113.5'],
    [
      '2 hops: the second from the right',
      '10.0.0.1',
      '6.6.6.6, 203.0.113.5, 10.0.0.2',
      twoHops,
      '203.0.113.5',
    ],
    ['hops: too few entries → socket', '10.0.0.1', '203.0.113.5', twoHops, '10.0.0.1'],
    ['hops: not an address → socket', '10.0.0.1', 'unknown', oneHop, '10.0.0.1'],
    ['hops: an IPv4 with port', '10.0.0.1', '203.0.113.5:4711', oneHop, '203.0.113.5'],
    ['hops: no header → socket', '10.0.0.1', undefined, oneHop, '10.0.0.1'],
    [
      'cidrs: skips trusted proxies from the right',
      '10.0.0.1',
      '6.6.6.6, 203.0.113.5, 10.1.2.3',
      lan,
      '203.0.113.5',
    ],
    ['cidrs: socket not trusted → header ignored', '198.51.100.7', '203.0.113.5', lan, '198.51.100.7'],
    ['cidrs: mapped IPv4 socket', '::ffff:10.0.0.1', '203.0.113.5', lan, '203.0.113.5'],
    ['cidrs: IPv6 loopback proxy', '::1', '2001:db8::1', lan, '2001:db8::1'],
    ['cidrs: garbage stops at the last trusted hop', '10.0.0.1', 'x, 10.0.0.9', lan, '10.0.0.9'],
    ['cidrs: all trusted → the leftmost', '10.0.0.1', '10.0.0.5, 10.0.0.9', lan, '10.0.0.5'],
  ])('%s', (_label, socket, header, trust, expected) => {
    expect(resolveClientAddress(socket, header, trust)).toBe(expected);
  });

  it('parses TRUST_PROXY values and refuses bad ones', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('127.0.0.1')).toEqual({ kind: 'cidrs', cidrs: ['127.0.0.1'] });
    expect(parseTrustProxy('11')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/8,nope')).toHaveProperty('error');
    expect(parseTrustProxy('::1/129')).toHaveProperty('error');
  });
});

describe('createConcurrencyGate', () => {
  it('lets 2 calls of a user run, queues the next, refuses past the queue and after the wait', async () => {
    const gate = createConcurrencyGate({ perUser: 2, maxWaiting: 1, waitMs: 200 });
    const a = await gate.enter('ana');
    const b = await gate.enter('ana');
    expect(gate.running('ana')).toBe(2);
    // Another user is not affected.
    const other = await gate.enter('bea');
    other();
    let third: (() => void) | undefined;
    const waiting = gate.enter('ana').then((leave) => (third = leave));
    await expect(gate.enter('ana')).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    a();
    await waiting;
    expect(third).toBeTypeOf('function');
    expect(gate.running('ana')).toBe(2);
    const late = gate.enter('ana');
    await expect(late).rejects.toMatchObject({ status: 429, message: TOO_MANY });
    b();
    third?.();
    b(); // releasing twice is harmless
    expect(gate.running('ana')).toBe(0);
  });
});

describe('in-flight limits as middleware', () => {
  /** A route whose calls stay in flight until `release()`; the user is the `x-test-user` header. */
  function holdingApp() {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const app = new Hono<AppEnv>();
    const log = createLogger({ level: 'silent' });
    app.use('*', async (c, next) => {
      c.set('log', log);
      const id = c.req.header('x-test-user');
      if (id) c.set('user', { id, email: `${id}@despacho.es`, role: 'user', sessionId: null });
      await next();
    });
    app.use('/pre/*', limitInFlightPerToken(createConcurrencyGate({ perUser: 2, maxWaiting: 0 }), 'search'));
    app.use(
      '/post/*',
      limitConcurrentPerUser(createConcurrencyGate({ perUser: 1, maxWaiting: 1, waitMs: 100 }), 'search'),
    );
    app.get('*', async (c) => {
      await held;
      return c.json({ ok: true });
    });
    app.onError(createErrorHandler());
    return { app, release };
  }

  it('refuses a token’s 3rd request in flight before authentication, other tokens unaffected', async () => {
    const { app, release } = holdingApp();
    const token = (sig: string) => ({ headers: { authorization: `Bearer eyJhbGciOiJFUzI1NiJ9.e30.${sig}` } });
    const first = [app.request('/pre/a', token('uno')), app.request('/pre/a', token('uno'))];
    await new Promise((r) => setTimeout(r, 10));
    await expectRateLimited(await app.request('/pre/a', token('uno')));
    const other = app.request('/pre/a', token('dos'));
    release();
    for (const res of await Promise.all([...first, other])) expect(res.status).toBe(200);
    // Without a token the request passes on (authentication answers it).
    expect((await app.request('/pre/a')).status).toBe(200);
  });

  it('lets one search of a user run, one wait, and refuses the next (Retry-After: 1)', async () => {
    const { app, release } = holdingApp();
    const as = (id: string) => ({ headers: { 'x-test-user': id } });
    const running = app.request('/post/a', as('ana'));
    await new Promise((r) => setTimeout(r, 10));
    const waiting = app.request('/post/a', as('ana'));
    await new Promise((r) => setTimeout(r, 10));
    const refused = await app.request('/post/a', as('ana'));
    await expectRateLimited(refused);
    expect(refused.headers.get('retry-after')).toBe('1');
    const bea = app.request('/post/a', as('bea'));
    release();
    expect((await running).status).toBe(200);
    expect((await bea).status).toBe(200);
    // The waiter got the place the first one left, within its 100 ms.
    expect((await waiting).status).toBe(200);
  });
});

describeEachTarget('per-user limits on costly calls', (target) => {
  const env = useAuthEnv(target, {
    RATE_LIMITS: JSON.stringify({
      search: { burst: 3, perWindow: 1, windowSeconds: 60 },
      caseAnalysis: { burst: 1, perWindow: 1, windowSeconds: 60 },
      enhance: { burst: 1, perWindow: 1, windowSeconds: 3600 },
      pdf: { burst: 1, perWindow: 1, windowSeconds: 600 },
    }),
  });

  const search = (token: string, ip = '203.0.113.1') =>
    env.call('POST', '/query/mixed', { token, ip, body: { query: 'fianza' } });

  it('refuses the 4th search in the window with 429 and Retry-After, per user and not per address', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    for (let i = 0; i < 3; i++) expect((await search(ana.token)).status).toBe(200);
    const refused = await search(ana.token);
    await expectRateLimited(refused);
    // Two tokens to refill at one a minute (the bucket sits at −1 after a refusal).
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    // A new address does not give Ana a new bucket…
    await expectRateLimited(await search(ana.token, '198.51.100.77'));
    // …and Bea, from the same address, is not affected.
    expect((await search(bea.token)).status).toBe(200);
    expect(env.logs.lines.some((l) => l.action === 'rate_limit' && l.user_id === ana.id)).toBe(true);
  });

  it('lets a retry in after exactly Retry-After seconds', async () => {
    const db = env.base.database.db;
    const rule = { burst: 1, perWindow: 1, windowSeconds: 1 };
    expect((await takeToken(db, 'test:retry', rule)).allowed).toBe(true);
    const refused = await takeToken(db, 'test:retry', rule);
    expect(refused.allowed).toBe(false);
    await new Promise((r) => setTimeout(r, refused.retryAfterSeconds * 1000 + 50));
    expect(await takeToken(db, 'test:retry', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('limits case analysis, AI improvement and PDF generation per user, each in its own bucket', async () => {
    // On a plan with PDF export: estudiante is refused before the limit (ADR 0026).
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.user('bea');
    const id = randomUUID();
    const calls: [string, string, unknown][] = [
      ['GET', `/case-analysis/${id}/${ana.id}`, undefined],
      ['POST', `/api/reports/enhance/${id}`, {}],
      ['POST', `/api/reports/generate-pdf/${id}`, {}],
    ];
    for (const [method, path, body] of calls) {
      const first = await env.call(method, path, { token: ana.token, body });
      expect(first.status, path).not.toBe(429);
      await expectRateLimited(await env.call(method, path, { token: ana.token, body }));
    }
    // PDF generation shares the report PDF bucket, already spent above.
    await expectRateLimited(
      await env.call('POST', '/api/pdf/generar-informe-legal', { token: ana.token, body: {} }),
    );
    // Searches are a separate bucket; Bea's buckets are full.
    expect((await search(ana.token)).status).toBe(200);
    expect((await env.call('GET', `/case-analysis/${id}/${bea.id}`, { token: bea.token })).status).toBe(404);
  });
});

describeEachTarget('bounded search cost', (target) => {
  const env = useAuthEnv(target);

  it('ranks at most the candidate limit of matching chunks per pass', async () => {
    const ana = await env.user('ana');
    await seedChunks(env.base.database.db, ana.id, 40);
    const options = { userId: ana.id, query: 'fianza', topK: 20, includePublic: false };
    expect(await searchChunks(env.base.database.db, options)).toHaveLength(20);
    expect(await searchChunks(env.base.database.db, { ...options, candidateLimit: 7 })).toHaveLength(7);
  });

  if (target.name === 'pglite') {
    it('PGlite does not honour statement_timeout (hence the bounded candidate set)', async () => {
      const started = performance.now();
      await env.base.database.db.transaction().execute(async (trx) => {
        await sql`select set_config('statement_timeout', '50', true)`.execute(trx);
        await sql`select pg_sleep(0.3)`.execute(trx);
      });
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    });
  } else {
    it('PostgreSQL cancels a search past SEARCH_STATEMENT_TIMEOUT_MS: 503 search_timeout in Spanish', async () => {
      const ana = await env.user('ana');
      await seedChunks(env.base.database.db, ana.id, 20_000);
      const options = { userId: ana.id, query: 'fianza arrendatario', topK: 10, includePublic: false };
      await expect(
        searchChunks(env.base.database.db, { ...options, statementTimeoutMs: 1 }),
      ).rejects.toMatchObject({ status: 503, code: 'search_timeout', message: SEARCH_TIMEOUT_MESSAGE });
      // Over HTTP, through the app's error mapper (a timeout of 1 ms only a test would set).
      const config = { ...env.base.config, search: { ...env.base.config.search, statementTimeoutMs: 1 } };
      const app = createApp({ config, db: env.base.database.db, logger: createLogger({ level: 'silent' }) });
      const res = await app.request(
        '/query/mixed',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'fianza arrendatario' }),
        },
        { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
      );
      expect(res.status).toBe(503);
      expect(ErrorBodySchema.parse(await res.json())).toMatchObject({
        code: 'search_timeout',
        message: SEARCH_TIMEOUT_MESSAGE,
      });
      // With the default limit the same search answers.
      expect(
        (await searchChunks(env.base.database.db, { ...options, statementTimeoutMs: 5000 })).length,
      ).toBe(10);
    });
  }
});

const PROXY_LIMITS = JSON.stringify({
  signInAddress: { burst: 2, perWindow: 2, windowSeconds: 300 },
  signInAccount: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
});

/** Password sign-in with a wrong password from `socket`, claiming `forwardedFor`. */
function wrongSignIn(env: ReturnType<typeof useAuthEnv>, socket: string, forwardedFor: string) {
  return env.call('POST', '/auth/v1/token?grant_type=password', {
    body: { email: 'nadie@despacho.es', password: 'incorrecta-2026' },
    ip: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

async function signInIp(env: ReturnType<typeof useAuthEnv>, socket: string, forwardedFor: string) {
  const email = `clara.${randomUUID()}@despacho.es`;
  const userId = await env.signUpConfirmed(email, 'clave-de-clara-2026');
  const res = await env.call('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password: 'clave-de-clara-2026' },
    ip: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.status).toBe(200);
  const row = await env.base.database.db
    .selectFrom('audit_log')
    .select('ip')
    .where('user_id', '=', userId)
    .where('action', '=', 'signin')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describeEachTarget('X-Forwarded-For without TRUST_PROXY', (target) => {
  const env = useAuthEnv(target, { AUTH_RATE_LIMITS: PROXY_LIMITS });

  it('ignores a spoofed header: limits and audits take the socket address', async () => {
    expect((await wrongSignIn(env, '198.51.100.7', '192.0.2.1')).status).toBe(400);
    expect((await wrongSignIn(env, '198.51.100.7', '192.0.2.2')).status).toBe(400);
    expect((await wrongSignIn(env, '198.51.100.7', '192.0.2.3')).status).toBe(429);
    expect(await signInIp(env, '198.51.100.8', '192.0.2.9')).toBe('198.51.100.8');
  });
});

describeEachTarget('X-Forwarded-For with TRUST_PROXY=1', (target) => {
  const env = useAuthEnv(target, { AUTH_RATE_LIMITS: PROXY_LIMITS, TRUST_PROXY: '1' });

  it('keys limits and audits on the address the proxy saw', async () => {
    const proxy = '10.0.0.1';
    // Three clients behind one proxy: three buckets.
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await wrongSignIn(env, proxy, `6.6.6.6, ${client}`)).status).toBe(400);
    }
    // One client: its own bucket runs out.
    expect((await wrongSignIn(env, proxy, '192.0.2.1')).status).toBe(400);
    expect((await wrongSignIn(env, proxy, '192.0.2.1')).status).toBe(429);
    expect(await signInIp(env, proxy, '192.0.2.50')).toBe('192.0.2.50');
  });
});

describeEachTarget('X-Forwarded-For with TRUST_PROXY as networks', (target) => {
  const env = useAuthEnv(target, { AUTH_RATE_LIMITS: PROXY_LIMITS, TRUST_PROXY: '10.0.0.0/8' });

  it('reads the header only from a trusted proxy, skipping trusted hops', async () => {
    expect(await signInIp(env, '10.0.0.1', '192.0.2.60, 10.0.0.7')).toBe('192.0.2.60');
    expect(await signInIp(env, '198.51.100.9', '192.0.2.61')).toBe('198.51.100.9');
  });
});

describe('in-memory buckets (embedded database: one process)', () => {
  it('refill and refuse with the arithmetic of the database buckets', () => {
    const buckets = createMemoryBuckets();
    const rule = { burst: 3, perWindow: 60, windowSeconds: 60 };
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(buckets.take('ana', rule, t0).allowed).toBe(true);
    // Empty: refused, and the bucket sits at −1, two refills (2 s at one a second) from a whole token.
    expect(buckets.take('ana', rule, t0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(buckets.take('ana', rule, t0 + 1000).allowed).toBe(false);
    expect(buckets.take('ana', rule, t0 + 3000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Another key has its own bucket.
    expect(buckets.take('bea', rule, t0).allowed).toBe(true);
  });
});
