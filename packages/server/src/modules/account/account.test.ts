import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useAuthEnv, type AuthTestEnv, type TokenBody } from '../../../test/auth-env.js';
import { createCapturingLogger, describeEachTarget } from '../../../test/targets.js';
import { createApp } from '../../app.js';
import { sha256Hex } from '../auth/crypto.js';
import { createRecordingMailer } from '../auth/recording-mailer.js';
import { createAccountDataRegistry, type AccountDataOwner } from './registry.js';
import { exportFileName } from './routes.js';

const PW = 'correcto-caballo-bateria';
const PW_B = 'otra-clave-muy-larga';
const HIGH_LIMITS = JSON.stringify({
  signInAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  signInAccount: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  emailEndpointsAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  emailRecipient: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
});

const A = 'ana@example.com';
const B = 'bruno@example.com';

interface Seeded {
  aId: string;
  bId: string;
  a: TokenBody;
  a2: TokenBody;
  b: TokenBody;
  /** Raw single-use token of A's pending recovery link. */
  recoveryToken: string;
}

function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    session_id: string;
  };
  return claims.session_id;
}

/**
 * Two confirmed users, A signed in twice (two sessions) with a pending recovery link (flow state + link
 * token), B signed in once; a cookie consent and an outbox e-mail for each.
 */
async function seed(env: AuthTestEnv): Promise<Seeded> {
  const db = env.base.database.db;
  const aId = await env.signUpConfirmed(A, PW, { name: 'Ana Ruiz', organization: 'Bufete Ruiz' });
  const bId = await env.signUpConfirmed(B, PW_B, { name: 'Bruno Gil' });
  const a = await env.signIn(A, PW);
  const a2 = await env.signIn(A, PW, '198.51.100.7');
  const b = await env.signIn(B, PW_B);
  const verifier = randomBytes(48).toString('base64url');
  const rec = await env.call('POST', '/auth/v1/recover', {
    body: {
      email: A,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 's256',
    },
  });
  expect(rec.status).toBe(200);
  const recoveryToken = new URL(env.mailer.lastLink(A, 'recovery')!).searchParams.get('token')!;
  expect(recoveryToken).toBeTruthy();
  for (const [userId, sessionId] of [
    [aId, 'consent-a'],
    [bId, 'consent-b'],
  ] as const) {
    await db
      .insertInto('cookie_consents')
      .values({
        session_id: sessionId,
        consents: JSON.stringify({ essential: true, functional: true, analytics: false, marketing: false }),
        user_agent: `agent-${sessionId}`,
        client_timestamp: new Date().toISOString(),
        ip_hash: sha256Hex(`salt-${sessionId}`),
        user_id: userId,
      })
      .execute();
  }
  for (const to of [A, B.toUpperCase()]) {
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'confirmation',
        to,
        subject: `Confirma tu cuenta ${to}`,
        text: 'enlace secreto-del-correo',
        html: '<p>enlace secreto-del-correo</p>',
        links: JSON.stringify(['https://example.com/auth/v1/verify?token=secreto-del-correo']),
      })
      .execute();
  }
  return { aId, bId, a, a2, b, recoveryToken };
}

/** Every string value (and key) in a JSON value, recursively. */
function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) allStrings(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      allStrings(v, out);
    }
  return out;
}

describe('exportFileName', () => {
  it('is alegato-datos-<UTC date>.json', () => {
    expect(exportFileName(new Date('2025-09-01T23:30:00Z'))).toBe('alegato-datos-2025-09-01.json');
  });
});

describe('createAccountDataRegistry', () => {
  const owner = (name: string): AccountDataOwner => ({
    name,
    export: () => Promise.resolve(null),
    delete: () => Promise.resolve(),
  });

  it('keeps registration order and refuses duplicate or reserved names', () => {
    const r = createAccountDataRegistry();
    r.register(owner('cases'));
    r.register(owner('documents'));
    expect(r.owners().map((o) => o.name)).toEqual(['cases', 'documents']);
    expect(() => r.register(owner('cases'))).toThrow(/already registered/);
    expect(() => r.register(owner('exported_at'))).toThrow(/not allowed/);
    expect(() => r.register(owner('Bad-Name'))).toThrow(/not allowed/);
  });
});

describeEachTarget('account /api/account', (target) => {
  const env = useAuthEnv(target, { AUTH_RATE_LIMITS: HIGH_LIMITS });

  it('needs a bearer token', async () => {
    expect((await env.call('GET', '/api/account/export')).status).toBe(401);
    expect((await env.call('DELETE', '/api/account', { body: { password: PW } })).status).toBe(401);
  });

  it("exports the caller's data as a JSON download, with nothing secret and nothing of other users", async () => {
    const s = await seed(env);
    const db = env.base.database.db;
    const res = await env.call('GET', '/api/account/export', { token: s.a.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="alegato-datos-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown>;

    expect(Object.keys(data)).toEqual([
      'exported_at',
      'format',
      'user',
      'profile',
      'sessions',
      'audit_log',
      'cookie_consents',
      'emails',
      'cases',
      'documents',
      'chat_sessions',
      'document_analyses',
      'case_analyses',
      'plan_usage',
      'support_requests',
      'query_history',
      'billing',
      'api_keys',
      'pdfs',
      'mcp_clients',
      'reports',
      'error_reports',
      'ai_runs',
      'smart_cache',
    ]);
    expect(Date.now() - new Date(data.exported_at as string).getTime()).toBeLessThan(60_000);
    expect(data.user).toMatchObject({
      id: s.aId,
      email: A,
      user_metadata: { name: 'Ana Ruiz', organization: 'Bufete Ruiz' },
    });
    const user = data.user as Record<string, string | null>;
    for (const k of ['created_at', 'email_confirmed_at', 'last_sign_in_at']) {
      expect(user[k]).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(data.profile).toMatchObject({
      email: A,
      name: 'Ana Ruiz',
      organization: 'Bufete Ruiz',
      plan: 'estudiante',
      email_verified: true,
      role: 'user',
    });
    const sessions = data.sessions as Record<string, unknown>[];
    // The confirmation link signed A in once (otp), then two password sign-ins.
    expect(sessions.map((x) => x.sign_in_method).sort()).toEqual(['otp', 'password', 'password']);
    expect(sessions[0]).toEqual({
      sign_in_method: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const audit = data.audit_log as { action: string; outcome: string; ip: string | null }[];
    expect(audit.map((e) => `${e.action}:${e.outcome}`)).toEqual(
      expect.arrayContaining([
        'signup:ok',
        'email_confirmed:ok',
        'signin:ok',
        'password_recovery_request:ok',
      ]),
    );
    expect(audit.map((e) => e.ip)).toContain('198.51.100.7');
    expect(data.cookie_consents).toEqual([
      expect.objectContaining({ session_id: 'consent-a', user_agent: 'agent-consent-a' }),
    ]);
    expect(data.emails).toEqual([
      { kind: 'confirmation', subject: `Confirma tu cuenta ${A}`, created_at: expect.any(String) },
    ]);

    // Nothing secret: password and token hashes, the tokens themselves, keys, salted address hashes,
    // link tokens in e-mails.
    const secrets: string[] = [];
    const authUser = await db
      .selectFrom('auth_users')
      .select('encrypted_password')
      .where('id', '=', s.aId)
      .executeTakeFirstOrThrow();
    secrets.push(authUser.encrypted_password, ...authUser.encrypted_password.split('$').slice(4));
    for (const r of await db.selectFrom('auth_refresh_tokens').select('token_hash').execute())
      secrets.push(r.token_hash);
    for (const r of await db.selectFrom('auth_link_tokens').select('token_hash').execute())
      secrets.push(r.token_hash);
    for (const r of await db.selectFrom('auth_flow_states').select(['id', 'code_challenge']).execute())
      secrets.push(r.id, r.code_challenge);
    for (const r of await db.selectFrom('auth_signing_keys').select('private_jwk').execute())
      secrets.push(String((r.private_jwk as { d: string }).d));
    for (const r of await db.selectFrom('cookie_consents').select('ip_hash').execute())
      secrets.push(r.ip_hash);
    secrets.push(
      PW,
      s.a.access_token,
      s.a.refresh_token,
      s.a2.refresh_token,
      s.recoveryToken,
      sessionIdOf(s.a.access_token),
      sessionIdOf(s.a2.access_token),
      'secreto-del-correo',
    );
    const values = allStrings(data);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(text).not.toContain(secret);
      expect(values.some((v) => v.includes(secret))).toBe(false);
    }
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/encrypted_password|token_hash|ip_hash|private_jwk/);

    // Nothing of B.
    for (const other of [
      s.bId,
      B,
      'Bruno Gil',
      'consent-b',
      s.b.refresh_token,
      sessionIdOf(s.b.access_token),
    ]) {
      expect(text.toLowerCase()).not.toContain(other.toLowerCase());
    }
  });

  it("exports B's own data for B", async () => {
    const s = await seed(env);
    const res = await env.call('GET', '/api/account/export', { token: s.b.access_token });
    const data = (await res.json()) as {
      user: { id: string };
      cookie_consents: unknown[];
      emails: unknown[];
    };
    expect(data.user.id).toBe(s.bId);
    expect(data.cookie_consents).toHaveLength(1);
    // The outbox is matched case-insensitively.
    expect(data.emails).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(s.aId);
  });

  it('validates the deletion body in Spanish and never answers 500', async () => {
    const s = await seed(env);
    const token = s.a.access_token;
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation_error'],
      [{ password: '' }, 400, 'validation_error'],
      [{ password: 123 }, 400, 'validation_error'],
      [{ password: null }, 400, 'validation_error'],
      [{ password: 'x'.repeat(1025) }, 400, 'validation_error'],
      [[], 400, 'validation_error'],
      ['null', 400, 'validation_error'],
      ['{"password":', 400, 'invalid_json'],
    ];
    for (const [body, status, code] of cases) {
      const res = await env.call('DELETE', '/api/account', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { code: string; message: string };
      expect(json.code).toBe(code);
      expect(json.message).toMatch(/[a-záéíóúñ]/i);
    }
    const missing = await env.call('DELETE', '/api/account', { token, body: {} });
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Indica tu contraseña para confirmar.',
    );
    const noBody = await env.call('DELETE', '/api/account', { token });
    expect(noBody.status).toBe(415);
    const form = await env.call('DELETE', '/api/account', {
      token,
      body: 'password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    // A user_id naming someone else is refused before anything else.
    const other = await env.call('DELETE', '/api/account', { token, body: { password: PW, user_id: s.bId } });
    expect(other.status).toBe(403);
    expect((await env.call('GET', '/api/profile', { token })).status).toBe(200);
  });

  it('refuses a wrong password with 400 invalid_credentials and keeps everything', async () => {
    const s = await seed(env);
    const res = await env.call('DELETE', '/api/account', {
      token: s.a.access_token,
      body: { password: 'no-es-la-clave' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'La contraseña no es correcta.',
    });
    expect((await env.call('GET', '/api/profile', { token: s.a.access_token })).status).toBe(200);
    const audit = await env.base.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'detail'])
      .where('user_id', '=', s.aId)
      .where('action', '=', 'account_delete')
      .execute();
    expect(audit).toEqual([
      { action: 'account_delete', outcome: 'fail', detail: { reason: 'invalid_credentials' } },
    ]);
    expect(env.logs.raw()).not.toContain('no-es-la-clave');
  });

  it("deletes every row of the account in one go, ends its sessions, and leaves B's rows alone", async () => {
    const s = await seed(env);
    const db = env.base.database.db;
    const aSessions = (
      await db.selectFrom('auth_sessions').select('id').where('user_id', '=', s.aId).execute()
    ).map((r) => r.id);
    expect(aSessions).toHaveLength(3);
    const aAuditIds = (
      await db.selectFrom('audit_log').select('id').where('user_id', '=', s.aId).execute()
    ).map((r) => r.id);
    expect(aAuditIds.length).toBeGreaterThan(3);
    const count = async () => ({
      users: (await db.selectFrom('users').select('id').where('auth_user_id', '=', s.bId).execute()).length,
      auth: (await db.selectFrom('auth_users').select('id').where('id', '=', s.bId).execute()).length,
      sessions: (await db.selectFrom('auth_sessions').select('id').where('user_id', '=', s.bId).execute())
        .length,
      refresh: (
        await db
          .selectFrom('auth_refresh_tokens')
          .select('token_hash')
          .where('session_id', '=', sessionIdOf(s.b.access_token))
          .execute()
      ).length,
      flows: (await db.selectFrom('auth_flow_states').select('id').where('user_id', '=', s.bId).execute())
        .length,
      links: (
        await db.selectFrom('auth_link_tokens').select('user_id').where('user_id', '=', s.bId).execute()
      ).length,
      audit: (await db.selectFrom('audit_log').select('id').where('user_id', '=', s.bId).execute()).length,
      consents: (await db.selectFrom('cookie_consents').select('id').where('user_id', '=', s.bId).execute())
        .length,
      outbox: (await db.selectFrom('mail_outbox').select('id').where('to', '=', B.toUpperCase()).execute())
        .length,
    });
    const bBefore = await count();
    expect(bBefore).toMatchObject({ users: 1, auth: 1, sessions: 2, refresh: 1, consents: 1, outbox: 1 });

    const res = await env.call('DELETE', '/api/account', { token: s.a.access_token, body: { password: PW } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    // The buckets keyed by the address go with the account (checked before the sign-in below refills one).
    expect(
      await db
        .selectFrom('auth_rate_limits')
        .select('key')
        .where('key', 'in', [`email:${A}`, `signin:acct:${sha256Hex(A)}`, `account-delete:acct:${s.aId}`])
        .execute(),
    ).toEqual([]);

    // Both of A's sessions are gone: their tokens are refused.
    expect((await env.call('GET', '/api/profile', { token: s.a.access_token })).status).toBe(401);
    expect((await env.call('GET', '/api/account/export', { token: s.a2.access_token })).status).toBe(401);
    const refresh = await env.call('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: s.a2.refresh_token },
    });
    expect(refresh.status).toBe(400);
    // Signing in again fails as for any unknown e-mail.
    const signIn = await env.call('POST', '/auth/v1/token?grant_type=password', {
      body: { email: A, password: PW },
    });
    expect(signIn.status).toBe(400);
    expect(((await signIn.json()) as { code: string }).code).toBe('invalid_credentials');

    // Every table, queried one by one.
    expect(await db.selectFrom('auth_users').select('id').where('id', '=', s.aId).execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('auth_user_id', '=', s.aId).execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('email', '=', A).execute()).toEqual([]);
    expect(await db.selectFrom('auth_sessions').select('id').where('user_id', '=', s.aId).execute()).toEqual(
      [],
    );
    expect(
      await db
        .selectFrom('auth_refresh_tokens')
        .select('token_hash')
        .where('session_id', 'in', aSessions)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('auth_flow_states').select('id').where('user_id', '=', s.aId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('auth_link_tokens').select('user_id').where('user_id', '=', s.aId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('cookie_consents').select('id').where('user_id', '=', s.aId).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('mail_outbox').select('id').where('to', '=', A).execute()).toEqual([]);
    expect(await db.selectFrom('audit_log').select('id').where('user_id', '=', s.aId).execute()).toEqual([]);
    // A's audit rows stay as an anonymous record: no user id, no address.
    const anonymised = await db
      .selectFrom('audit_log')
      .select(['user_id', 'ip', 'detail'])
      .where('id', 'in', aAuditIds)
      .execute();
    expect(anonymised).toHaveLength(aAuditIds.length);
    for (const row of anonymised) {
      expect(row.user_id).toBeNull();
      expect(row.ip).toBeNull();
      expect(JSON.stringify(row.detail)).not.toContain(A);
    }
    const deleted = await db
      .selectFrom('audit_log')
      .select(['user_id', 'ip', 'outcome', 'detail'])
      .where('action', '=', 'account_deleted')
      .execute();
    expect(deleted).toEqual([{ user_id: null, ip: null, outcome: 'ok', detail: {} }]);
    // Nothing in the database names A any more (the sign-in attempt after deletion logs no user id).
    const dump = JSON.stringify(
      await Promise.all(
        (
          [
            'auth_users',
            'users',
            'auth_sessions',
            'auth_flow_states',
            'auth_link_tokens',
            'audit_log',
            'cookie_consents',
            'mail_outbox',
            'auth_rate_limits',
          ] as const
        ).map((t) => db.selectFrom(t).selectAll().execute()),
      ),
    );
    expect(dump).not.toContain(s.aId);
    expect(dump.toLowerCase()).not.toContain(A);

    // B is untouched and still works.
    expect(await count()).toEqual(bBefore);
    expect((await env.call('GET', '/api/profile', { token: s.b.access_token })).status).toBe(200);
    const bExport = (await (
      await env.call('GET', '/api/account/export', { token: s.b.access_token })
    ).json()) as {
      user: { email: string };
    };
    expect(bExport.user.email).toBe(B);
  });
});

describeEachTarget('account deletion limits and files', (target) => {
  const env = useAuthEnv(target, {
    AUTH_RATE_LIMITS: JSON.stringify({
      signInAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
      signInAccount: { burst: 3, perWindow: 3, windowSeconds: 300 },
      emailEndpointsAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
      emailRecipient: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
    }),
  });

  it('answers 429 rate_limited with Retry-After after repeated attempts on one account', async () => {
    await env.signUpConfirmed(A, PW);
    const t = await env.signIn(A, PW);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await env.call('DELETE', '/api/account', {
        token: t.access_token,
        body: { password: 'mal' },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('calls deleteFiles after the commit; a failing hook is logged and the account is still deleted', async () => {
    const calls: string[] = [];
    const files: AccountDataOwner = {
      name: 'test_files',
      export: (_db, subject) => Promise.resolve({ folder: `files/${subject.id}` }),
      delete: () => {
        calls.push('delete');
        return Promise.resolve();
      },
      deleteFiles: vi.fn((subject) => {
        calls.push(`files:${subject.id}`);
        return Promise.reject(new Error('disk on fire'));
      }),
    };
    const { logger, capture } = createCapturingLogger();
    const app = createApp({
      config: env.base.config,
      db: env.base.database.db,
      logger,
      mailer: createRecordingMailer(),
      extraAccountData: [files],
    });
    const id = await env.signUpConfirmed(A, PW);
    const t = await env.signIn(A, PW);
    const call = (method: string, path: string, body?: unknown) =>
      app.request(
        path,
        {
          method,
          headers: { authorization: `Bearer ${t.access_token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      );
    const exp = (await (await call('GET', '/api/account/export')).json()) as Record<string, unknown>;
    expect(exp.test_files).toEqual({ folder: `files/${id}` });
    const res = await call('DELETE', '/api/account', { password: PW });
    expect(res.status).toBe(204);
    expect(calls).toEqual(['delete', `files:${id}`]);
    expect(capture.lines).toContainEqual(
      expect.objectContaining({
        action: 'account_files_delete',
        outcome: 'fail',
        owner: 'test_files',
        user_id: id,
      }),
    );
    expect(
      await env.base.database.db.selectFrom('auth_users').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });
});
