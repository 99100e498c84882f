import type { ApiKey, ApiKeyCreated, ApiKeyList } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { isRefusedPath } from './auth.js';
import { API_KEY_MESSAGES, API_KEYS_MAX_ACTIVE, createApiKey, hashApiKey, revokeApiKey } from './service.js';

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function auditRows(env: AuthTestEnv, userId: string, action: string) {
  return env.base.database.db
    .selectFrom('audit_log')
    .select(['outcome', 'detail'])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/** A new case of `token`'s user: its id. */
async function newCase(env: AuthTestEnv, token: string): Promise<string> {
  const res = await env.call('POST', '/cases', { token, body: { title: 'Reclamación de cantidad' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
}

describe('isRefusedPath', () => {
  it.each([
    ['/api/api-keys', true],
    ['/api/api-keys/0b6e', true],
    ['/api/account', true],
    ['/api/account/export', true],
    ['/api/settings/profile', true],
    ['/api/billing/checkout', true],
    ['/api/admin', true],
    ['/API/Admin/users', true],
    ['/api/%61ccount', true],
    ['/api//account', true],
    ['/api/profile', false],
    ['/api/accounts', false],
    ['/api/queries/history/settings', false],
    ['/cases/0b6e', false],
    ['/mcp', false],
  ])('%s → %s', (path, refused) => {
    expect(isRefusedPath(path)).toBe(refused);
  });
});

describeEachTarget('API keys', (target) => {
  const env = useAuthEnv(target, { ADMIN_EMAILS: 'jefa@despacho.es' });
  const db = () => env.base.database.db;

  it('creates, lists and revokes a key; the secret is shown once and only its hash is stored', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const created = await env.call('POST', '/api/api-keys', {
      token: ana.token,
      body: { name: '  Integración ERP  ', expires_in_days: 30 },
    });
    expect(created.status).toBe(201);
    const { key } = ((await created.json()) as { data: { key: ApiKeyCreated } }).data;
    expect(key.name).toBe('Integración ERP');
    expect(key.secret).toMatch(/^alg_[\w-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 8));
    expect(key.rate_limit_per_minute).toBe(60);
    const days = (new Date(key.expires_at!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const rows = await db().selectFrom('api_keys').selectAll().where('user_id', '=', ana.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(hashApiKey(key.secret));
    expect(JSON.stringify(rows)).not.toContain(key.secret);

    const listed = await env.call('GET', '/api/api-keys', { token: ana.token });
    const list = ((await listed.json()) as { data: ApiKeyList }).data;
    expect(list.api_access).toBe(true);
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toEqual({ ...key, secret: undefined });
    expect(JSON.stringify(list)).not.toContain(key.secret);
    expect(JSON.stringify(list)).not.toContain(rows[0]!.key_hash);

    const created2 = await auditRows(env, ana.id, 'api_key_created');
    expect(created2).toEqual([{ outcome: 'ok', detail: { key_id: key.id, prefix: key.prefix } }]);

    const revoked = await env.call('DELETE', `/api/api-keys/${key.id}`, { token: ana.token });
    expect(revoked.status).toBe(200);
    expect(await json(revoked)).toEqual({ success: true, message: API_KEY_MESSAGES.revoked });
    const after = (
      (await (await env.call('GET', '/api/api-keys', { token: ana.token })).json()) as {
        data: ApiKeyList;
      }
    ).data.keys;
    expect(after[0]!.revoked_at).not.toBeNull();
    expect(await auditRows(env, ana.id, 'api_key_revoked')).toEqual([
      { outcome: 'ok', detail: { key_id: key.id, prefix: key.prefix } },
    ]);
    const audits = await db().selectFrom('audit_log').select('detail').execute();
    expect(JSON.stringify(audits)).not.toContain(key.secret);
  });

  it('validates the form with Spanish messages', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    for (const body of [
      { name: '   ' },
      {},
      { name: 'n'.repeat(81) },
      { name: 'ERP', expires_in_days: 0 },
      { name: 'ERP', expires_in_days: 366 },
      { name: 'ERP', expires_in_days: 1.5 },
      { name: 'ERP', expires_in_days: '30' },
    ]) {
      const res = await env.call('POST', '/api/api-keys', { token: ana.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await json(res);
      expect(err.code).toBe('validation_error');
      expect(err.message).toMatch(/clave|nombre|validez/i);
    }
    const forever = await env.call('POST', '/api/api-keys', {
      token: ana.token,
      body: { name: 'Sin caducidad', expires_in_days: null },
    });
    expect(forever.status).toBe(201);
    expect(((await forever.json()) as { data: { key: ApiKey } }).data.key.expires_at).toBeNull();
  });

  it(`refuses more than ${API_KEYS_MAX_ACTIVE} active keys; a revoked one frees a place`, async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const ids: string[] = [];
    for (let i = 0; i < API_KEYS_MAX_ACTIVE; i++)
      ids.push((await createApiKey(db(), ana.id, { name: `k${i}` })).id);
    const res = await env.call('POST', '/api/api-keys', { token: ana.token, body: { name: 'Una más' } });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'api_key_limit', message: API_KEY_MESSAGES.tooMany });
    expect(await revokeApiKey(db(), ana.id, ids[0]!)).toBe(true);
    const again = await env.call('POST', '/api/api-keys', { token: ana.token, body: { name: 'Una más' } });
    expect(again.status).toBe(201);
  });

  it('estudiante cannot create a key: 403 plan_forbidden naming the empresarial plan', async () => {
    const eva = await env.user('eva');
    const res = await env.call('POST', '/api/api-keys', { token: eva.token, body: { name: 'ERP' } });
    expect(res.status).toBe(403);
    const err = await json(res);
    expect(err).toMatchObject({ code: 'plan_forbidden', upgrade_plan: 'empresarial' });
    expect(err.message).toMatch(/Empresarial/);
    const list = await json(await env.call('GET', '/api/api-keys', { token: eva.token }));
    expect(list.data).toEqual({ keys: [], api_access: false });
  });

  it('an empresarial key reads cases and the profile as its owner, never as admin', async () => {
    const jefa = await env.signUpConfirmed('jefa@despacho.es', 'clave-de-jefa-2026');
    await db()
      .updateTable('users')
      .set({ plan: 'empresarial', plan_expires_at: new Date(Date.now() + 86_400_000 * 365) })
      .where('auth_user_id', '=', jefa)
      .execute();
    const { access_token: token } = await env.signIn('jefa@despacho.es', 'clave-de-jefa-2026');
    const caseId = await newCase(env, token);
    const key = await createApiKey(db(), jefa, { name: 'ERP' });
    expect(key.last_used_at).toBeNull();

    // `GET /cases/{userId}`: the owner's cases.
    const got = await env.call('GET', `/cases/${jefa}`, { token: key.secret });
    expect(got.status, await got.clone().text()).toBe(200);
    expect(JSON.stringify(await got.json())).toContain(caseId);
    const profile = await env.call('GET', '/api/profile', { token: key.secret });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain('jefa@despacho.es');
    // The owner is an admin; the key is not.
    const admin = await env.call('GET', '/api/admin/users', { token: key.secret });
    expect(admin.status).toBe(403);
    expect((await json(admin)).message).toBe(API_KEY_MESSAGES.notAllowedHere);
    expect((await env.call('GET', '/api/admin/users', { token })).status).toBe(200);

    const used = await db()
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
    // Once a minute at most: later requests do not write it again.
    await env.call('GET', '/api/profile', { token: key.secret });
    const again = await db()
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(new Date(again.last_used_at!).getTime()).toBe(new Date(used.last_used_at!).getTime());
  });

  it('refuses unknown, revoked and expired keys with 401, audited', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const unknown = await env.call('GET', '/api/profile', { token: `alg_${'x'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(await json(unknown)).toEqual({
      code: 'invalid_api_key',
      message: 'La clave de API no es válida.',
    });

    const revoked = await createApiKey(db(), ana.id, { name: 'Vieja' });
    expect((await env.call('GET', '/api/profile', { token: revoked.secret })).status).toBe(200);
    expect(await revokeApiKey(db(), ana.id, revoked.id)).toBe(true);
    const r = await env.call('GET', '/api/profile', { token: revoked.secret });
    expect(r.status).toBe(401);
    expect(await json(r)).toEqual({ code: 'invalid_api_key', message: API_KEY_MESSAGES.keyRevoked });

    const expired = await createApiKey(db(), ana.id, {
      name: 'Caducada',
      expiresAt: new Date(Date.now() - 1000),
    });
    const e = await env.call('GET', `/cases`, { token: expired.secret });
    expect(e.status).toBe(401);
    expect(await json(e)).toEqual({ code: 'invalid_api_key', message: API_KEY_MESSAGES.keyExpired });

    const denied = await auditRows(env, ana.id, 'api_key_denied');
    expect(denied.map((d) => (d.detail as { reason: string }).reason)).toEqual(['revoked', 'expired']);
    expect(JSON.stringify(denied)).not.toMatch(/alg_[\w-]{20}/);
  });

  it("a disabled owner's key is refused", async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const key = await createApiKey(db(), ana.id, { name: 'ERP' });
    await db().updateTable('users').set({ is_active: false }).where('auth_user_id', '=', ana.id).execute();
    const res = await env.call('GET', '/api/profile', { token: key.secret });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe(API_KEY_MESSAGES.ownerDisabled);
  });

  it('a key cannot manage keys, the account, settings, billing or administration', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const key = await createApiKey(db(), ana.id, { name: 'ERP' });
    for (const [method, path] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${key.id}`],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account'],
      ['PATCH', '/api/settings/profile'],
      ['GET', '/api/settings/sessions'],
      ['GET', '/api/billing/portal'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/api-keys/'],
      ['GET', '/api/%61ccount/export'],
      ['GET', '/api/account%2Fexport'],
    ] as const) {
      const res = await env.call(method, path, {
        token: key.secret,
        body: method === 'GET' ? undefined : { name: 'x' },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res)).toEqual({
        code: 'api_key_forbidden',
        message: 'Una clave de API no puede usar esta función.',
      });
    }
    expect(
      await db().selectFrom('api_keys').select('id').where('user_id', '=', ana.id).execute(),
    ).toHaveLength(1);
    const row = await db()
      .selectFrom('api_keys')
      .select('revoked_at')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it('rate-limits each key: 429 with Retry-After past its requests per minute', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const slow = await createApiKey(db(), ana.id, { name: 'Lenta', rateLimitPerMinute: 3 });
    const other = await createApiKey(db(), ana.id, { name: 'Otra', rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await env.call('GET', '/api/profile', { token: slow.secret });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await json(last!)).code).toBe('rate_limited');
    // The bucket is the key's: another key of the same user, and the user's session, still pass.
    expect((await env.call('GET', '/api/profile', { token: other.secret })).status).toBe(200);
    expect((await env.call('GET', '/api/profile', { token: ana.token })).status).toBe(200);
  });

  it('a foreign key id cannot be revoked: 404, and the key keeps working', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const key = await createApiKey(db(), ana.id, { name: 'ERP' });
    for (const id of [key.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await env.call('DELETE', `/api/api-keys/${id}`, { token: bea.token });
      expect(res.status, id).toBe(404);
      expect((await json(res)).message).toBe(API_KEY_MESSAGES.notFound);
    }
    expect(await revokeApiKey(db(), bea.id, key.id)).toBe(false);
    expect((await env.call('GET', '/api/profile', { token: key.secret })).status).toBe(200);
    const list = (
      (await (await env.call('GET', '/api/api-keys', { token: bea.token })).json()) as { data: ApiKeyList }
    ).data;
    expect(list.keys).toEqual([]);
  });

  it("a downgraded plan's key is refused with the plan message", async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const key = await createApiKey(db(), ana.id, { name: 'ERP' });
    expect((await env.call('GET', '/api/profile', { token: key.secret })).status).toBe(200);
    await db().updateTable('users').set({ plan: 'profesional' }).where('auth_user_id', '=', ana.id).execute();
    const res = await env.call('GET', '/api/profile', { token: key.secret });
    expect(res.status).toBe(403);
    const err = await json(res);
    expect(err).toMatchObject({ code: 'plan_forbidden', upgrade_plan: 'empresarial' });
    expect(err.message).toMatch(/Empresarial/);
    expect(
      (await auditRows(env, ana.id, 'api_key_denied')).map((d) => (d.detail as { reason: string }).reason),
    ).toEqual(['plan']);
  });

  it('keys are exported without hashes and deleted with the account', async () => {
    const email = `carla.${Date.now()}@despacho.es`;
    const id = await env.signUpConfirmed(email, 'clave-de-carla-2026');
    const { access_token: token } = await env.signIn(email, 'clave-de-carla-2026');
    const key = await createApiKey(db(), id, { name: 'ERP' });
    const exported = (await (await env.call('GET', '/api/account/export', { token })).json()) as {
      api_keys: Record<string, unknown>[];
    };
    expect(exported.api_keys).toMatchObject([{ id: key.id, name: 'ERP', prefix: key.prefix }]);
    expect(exported.api_keys[0]).not.toHaveProperty('key_hash');
    const gone = await env.call('DELETE', '/api/account', {
      token,
      body: { password: 'clave-de-carla-2026' },
    });
    expect(gone.status).toBe(204);
    expect(await db().selectFrom('api_keys').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });
});
