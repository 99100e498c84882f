import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { IP_SALT_META_KEY } from './repo.js';
import { CONSENT_MESSAGES, USER_AGENT_MAX } from './schema.js';
import { CONSENT_RATE_LIMIT, rateLimitKeyFor, saltedHash, storableText, truncate } from './service.js';

const PATH = '/api/public/cookie-consent';

function peer(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

const valid = {
  consents: { essential: true, functional: false, analytics: true, marketing: false },
  session_id: 'sess-4f1c2a',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126',
  timestamp: '2025-09-01T10:15:00.000Z',
};

describeEachTarget('POST /api/public/cookie-consent', (target) => {
  const env = useTestEnv(target);

  function post(body: unknown, address = '203.0.113.7', headers: Record<string, string> = {}) {
    return env.app.request(
      PATH,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      peer(address),
    );
  }

  it('stores the consent with a salted address hash, answers 201 {success, data:{id}}', async () => {
    const res = await post({ ...valid, extra: 'ignored', consents: { ...valid.consents, tracking: true } });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { success: boolean; data: { id: string } };
    expect(body).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });

    const row = await env.database.db
      .selectFrom('cookie_consents')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.session_id).toBe('sess-4f1c2a');
    expect(row.consents).toEqual(valid.consents);
    expect(row.user_agent).toBe(valid.user_agent);
    expect(row.client_timestamp.toISOString()).toBe('2025-09-01T10:15:00.000Z');
    expect(row.user_id).toBeNull();
    expect(row.created_at).toBeInstanceOf(Date);
    // Never the raw address: a sha256 over the installation salt.
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    const meta = await env.database.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', IP_SALT_META_KEY)
      .executeTakeFirstOrThrow();
    const salt = (meta.value as { salt: string }).salt;
    expect(row.ip_hash).toBe(saltedHash(salt, '203.0.113.7'));
  });

  it('hashes the same address alike (IPv4-mapped too) and different addresses apart', async () => {
    await post(valid, '198.51.100.4');
    await post(valid, '::ffff:198.51.100.4');
    await post(valid, '198.51.100.5');
    const rows = await env.database.db.selectFrom('cookie_consents').select('ip_hash').execute();
    const hashes = rows.map((r) => r.ip_hash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it('stores a user agent with NUL and lone surrogates in a form PostgreSQL accepts', async () => {
    const res = await post({ ...valid, user_agent: 'Mozilla\u0000/5.0 \ud83d' });
    expect(res.status).toBe(201);
    const row = await env.database.db.selectFrom('cookie_consents').selectAll().executeTakeFirstOrThrow();
    expect(row.user_agent).toBe('Mozilla/5.0 \ufffd');
  });

  it('cuts the user agent to 512 characters and accepts an offset timestamp', async () => {
    const res = await post({
      ...valid,
      user_agent: 'U'.repeat(5000),
      timestamp: '2025-09-01T12:15:00+02:00',
    });
    expect(res.status).toBe(201);
    const row = await env.database.db.selectFrom('cookie_consents').selectAll().executeTakeFirstOrThrow();
    expect(row.user_agent).toHaveLength(USER_AGENT_MAX);
    expect(row.client_timestamp.toISOString()).toBe('2025-09-01T10:15:00.000Z');
  });

  it('answers 400 with a Spanish message for every invalid body, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['missing consents', { ...valid, consents: undefined }, CONSENT_MESSAGES.consents],
      ['consents not an object', { ...valid, consents: 'all' }, CONSENT_MESSAGES.consents],
      [
        'essential false',
        { ...valid, consents: { ...valid.consents, essential: false } },
        CONSENT_MESSAGES.essential,
      ],
      [
        'essential missing',
        { ...valid, consents: { functional: true, analytics: true, marketing: true } },
        CONSENT_MESSAGES.essential,
      ],
      [
        'analytics a string',
        { ...valid, consents: { ...valid.consents, analytics: 'yes' } },
        CONSENT_MESSAGES.category('analytics'),
      ],
      [
        'marketing null',
        { ...valid, consents: { ...valid.consents, marketing: null } },
        CONSENT_MESSAGES.category('marketing'),
      ],
      ['session_id missing', { ...valid, session_id: undefined }, CONSENT_MESSAGES.sessionId],
      ['session_id empty', { ...valid, session_id: '  ' }, CONSENT_MESSAGES.sessionId],
      ['session_id a number', { ...valid, session_id: 42 }, CONSENT_MESSAGES.sessionId],
      ['session_id too long', { ...valid, session_id: 's'.repeat(201) }, CONSENT_MESSAGES.sessionIdTooLong],
      ['session_id with NUL', { ...valid, session_id: 'a\u0000b' }, CONSENT_MESSAGES.sessionIdInvalid],
      ['session_id with a line break', { ...valid, session_id: 'a\nb' }, CONSENT_MESSAGES.sessionIdInvalid],
      ['user_agent a number', { ...valid, user_agent: 5 }, CONSENT_MESSAGES.userAgent],
      ['timestamp missing', { ...valid, timestamp: undefined }, CONSENT_MESSAGES.timestamp],
      ['timestamp not ISO', { ...valid, timestamp: '1 de septiembre' }, CONSENT_MESSAGES.timestamp],
      ['timestamp without zone', { ...valid, timestamp: '2025-09-01T10:15:00' }, CONSENT_MESSAGES.timestamp],
      ['timestamp year 0', { ...valid, timestamp: '0000-01-01T00:00:00Z' }, CONSENT_MESSAGES.timestamp],
      ['timestamp year 9999', { ...valid, timestamp: '9999-12-31T23:59:59Z' }, CONSENT_MESSAGES.timestamp],
      ['an array', [valid], CONSENT_MESSAGES.body],
      ['null', null, CONSENT_MESSAGES.body],
      ['a string', 'hola', CONSENT_MESSAGES.body],
    ];
    for (const [name, body, message] of cases) {
      const res = await post(body === 'hola' ? '"hola"' : body);
      const json = (await res.json()) as { code: string; message: string };
      expect({ name, status: res.status, code: json.code, message: json.message }).toEqual({
        name,
        status: 400,
        code: 'validation_error',
        message,
      });
    }
    expect(await env.database.db.selectFrom('cookie_consents').select('id').execute()).toEqual([]);
  });

  it('answers 400 invalid_json to malformed JSON, 415 to other media types, 413 over 1 MB', async () => {
    const malformed = await post('{"consents": {"essential": tru');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 'invalid_json',
      message: 'El cuerpo de la petición no es JSON válido',
    });

    const form = await post('consents=all', '203.0.113.7', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);

    const huge = await post({ ...valid, user_agent: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');
  });

  it('answers 429 rate_limited with Retry-After once an address spends its burst', async () => {
    for (let i = 0; i < CONSENT_RATE_LIMIT.burst; i++) {
      const res = await post(valid, '192.0.2.50');
      expect(res.status).toBe(201);
    }
    const limited = await post(valid, '192.0.2.50');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Demasiadas solicitudes. Inténtalo más tarde.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CONSENT_RATE_LIMIT.windowSeconds);
    // Invalid bodies count too (the limit is taken before the body is read).
    expect((await post('{', '192.0.2.50')).status).toBe(429);
    // Another address is unaffected; the same IPv6 /64 shares one bucket.
    expect((await post(valid, '192.0.2.51')).status).toBe(201);
    const rows = await env.database.db.selectFrom('cookie_consents').select('id').execute();
    expect(rows).toHaveLength(CONSENT_RATE_LIMIT.burst + 1);
  });

  it('counts an IPv6 /64 as one address, and never stores raw addresses in the buckets', async () => {
    for (let i = 0; i < CONSENT_RATE_LIMIT.burst; i++) {
      expect((await post(valid, `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(201);
    }
    expect((await post(valid, '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await post(valid, '2001:db8:1:3::1')).status).toBe(201);
    const buckets = await env.database.db.selectFrom('auth_rate_limits').select('key').execute();
    for (const { key } of buckets) {
      expect(key).toMatch(/^cookie-consent:[0-9a-f]{64}$/);
      // A hash, never the address: '2001' may occur in hex by chance, the address's colons never.
      expect(key).not.toContain('2001:db8');
    }
    expect(buckets.map((b) => b.key)).toContain(rateLimitKeyFor(await saltOf(), '2001:db8:1:2::1'));
  });

  async function saltOf(): Promise<string> {
    const meta = await env.database.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', IP_SALT_META_KEY)
      .executeTakeFirstOrThrow();
    return (meta.value as { salt: string }).salt;
  }

  it('never answers 500 to odd input', async () => {
    const bodies: string[] = [
      '',
      ' ',
      '[]',
      '{}',
      '0',
      'true',
      '{"__proto__": {"essential": true}}',
      JSON.stringify({ ...valid, consents: { ...valid.consents, essential: 'true' } }),
      JSON.stringify({ ...valid, session_id: '\u0000\ud800' }),
      JSON.stringify({ ...valid, user_agent: '\ud83d'.repeat(600) }),
      JSON.stringify({ ...valid, timestamp: '2025-02-30T10:00:00Z' }),
      JSON.stringify({ ...valid, timestamp: '+275760-09-13T00:00:00Z' }),
      JSON.stringify({ ...valid, consents: { ...valid.consents, functional: 1 } }),
      '{"a":'.repeat(2000),
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await post(body, `198.18.0.${i + 1}`);
      expect({ i, status: res.status < 500 }).toEqual({ i, status: true });
    }
  });
});

it('storableText drops NUL, repairs lone surrogates, cuts', () => {
  expect(storableText('a\u0000b\ud800c', 10)).toBe('ab\ufffdc');
  expect(storableText('x'.repeat(20), 5)).toBe('xxxxx');
});

it('truncate keeps surrogate pairs whole', () => {
  expect(truncate('ab😀', 3)).toBe('ab');
  expect(truncate('ab😀', 4)).toBe('ab😀');
  expect(truncate('abc', 5)).toBe('abc');
});

describeEachTarget('cookie consent of a signed-in user', (target) => {
  const env = useAuthEnv(target);

  function post(token?: string) {
    return env.call('POST', PATH, { body: valid, ...(token ? { token } : {}) });
  }

  async function storedUserId(res: Response): Promise<string | null> {
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const row = await env.base.database.db
      .selectFrom('cookie_consents')
      .select('user_id')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    return row.user_id;
  }

  it('links the consent to the user of a valid bearer token', async () => {
    const { id, token } = await env.user('consiente');
    expect(await storedUserId(await post(token))).toBe(id);
  });

  it('stores an anonymous consent for no token, a bad token or an ended session, and still answers 201', async () => {
    const { token } = await env.user('sale');
    expect(await storedUserId(await post())).toBeNull();
    expect(await storedUserId(await post('no.es.jwt'))).toBeNull();
    await env.call('POST', '/auth/v1/logout?scope=global', { token });
    expect(await storedUserId(await post(token))).toBeNull();
  });
});
