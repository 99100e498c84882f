import { LIMITS, PLAN_CAPABILITIES, planAllows, type PlanId } from '@alegato/domain';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import type { Simulation, Verification } from './memberships.js';

const ADMIN = 'jefa@despacho.es';
const PASSWORD = 'clave-de-la-jefa-2026';

async function signInAdmin(env: AuthTestEnv): Promise<{ id: string; token: string }> {
  const id = await env.signUpConfirmed(ADMIN, PASSWORD);
  const { access_token } = await env.signIn(ADMIN, PASSWORD);
  return { id, token: access_token };
}

async function data<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

async function planOf(env: AuthTestEnv, token: string) {
  const res = await env.call('GET', '/api/plan', { token });
  expect(res.status).toBe(200);
  return data<{ plan: PlanId; own_plan: PlanId; override: { plan: PlanId; expires_at: string } | null }>(res);
}

async function auditActions(env: AuthTestEnv, userId: string): Promise<string[]> {
  const rows = await env.base.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('user_id', '=', userId)
    .where('action', 'like', 'plan_override%')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.action);
}

describeEachTarget('admin plan simulation', (target) => {
  const env = useAuthEnv(target, { ADMIN_EMAILS: ADMIN });

  it('simulates a plan for the admin only, for 2 hours, and restores the own plan', async () => {
    const admin = await signInAdmin(env);
    const ana = await env.user('ana');
    const before = await planOf(env, admin.token);
    expect(before.override).toBeNull();
    const anaBefore = await planOf(env, ana.token);

    const none = await env.call('GET', '/api/admin/memberships', { token: admin.token });
    expect(await data(none)).toBeNull();

    const started = Date.now();
    const res = await env.call('POST', '/api/admin/memberships', {
      token: admin.token,
      body: { plan: 'despacho' },
    });
    expect(res.status).toBe(200);
    const sim = await data<Simulation>(res);
    expect(sim.plan).toBe('despacho');
    expect(sim.original_plan).toBe(before.own_plan);
    const lifetime = Date.parse(sim.expires_at) - Date.parse(sim.started_at);
    expect(lifetime).toBe(LIMITS.planOverrideMs);
    expect(Date.parse(sim.started_at)).toBeGreaterThanOrEqual(started - 1000);

    const during = await planOf(env, admin.token);
    expect(during.plan).toBe('despacho');
    expect(during.own_plan).toBe(before.own_plan);
    expect(during.override?.plan).toBe('despacho');
    expect(await data(await env.call('GET', '/api/admin/memberships', { token: admin.token }))).toEqual(sim);
    // Another user's plan is untouched; the profile row keeps its plan.
    expect(await planOf(env, ana.token)).toEqual(anaBefore);
    const profile = await env.base.database.db
      .selectFrom('users')
      .select('plan')
      .where('auth_user_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(profile.plan).toBe(before.own_plan);

    // Simulating another plan replaces the first.
    const again = await env.call('POST', '/api/admin/memberships', {
      token: admin.token,
      body: { plan: 'empresarial' },
    });
    expect((await data<Simulation>(again)).plan).toBe('empresarial');
    expect((await planOf(env, admin.token)).plan).toBe('empresarial');

    const restore = await env.call('DELETE', '/api/admin/memberships', { token: admin.token });
    expect(restore.status).toBe(200);
    const after = await planOf(env, admin.token);
    expect(after.plan).toBe(before.plan);
    expect(after.override).toBeNull();
    expect(await auditActions(env, admin.id)).toEqual([
      'plan_override_start',
      'plan_override_start',
      'plan_override_end',
    ]);
  });

  it('ends the simulation after 2 hours', async () => {
    const admin = await signInAdmin(env);
    const before = await planOf(env, admin.token);
    await env.call('POST', '/api/admin/memberships', { token: admin.token, body: { plan: 'estudiante' } });
    expect((await planOf(env, admin.token)).plan).toBe('estudiante');
    // Two hours later (the row's expiry moved into the past).
    await env.base.database.db
      .updateTable('plan_overrides')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', admin.id)
      .execute();
    const after = await planOf(env, admin.token);
    expect(after.plan).toBe(before.plan);
    expect(after.override).toBeNull();
    const res = await env.call('GET', '/api/admin/memberships', { token: admin.token });
    expect(await data(res)).toBeNull();
    expect(await auditActions(env, admin.id)).toEqual(['plan_override_start', 'plan_override_end']);
  });

  it('ends the simulation at sign-out (spec §4)', async () => {
    const admin = await signInAdmin(env);
    await env.call('POST', '/api/admin/memberships', { token: admin.token, body: { plan: 'despacho' } });
    expect((await planOf(env, admin.token)).plan).toBe('despacho');
    expect((await env.call('POST', '/auth/v1/logout?scope=global', { token: admin.token })).status).toBe(204);
    const again = await env.signIn(ADMIN, PASSWORD);
    const after = await planOf(env, again.access_token);
    expect(after.override).toBeNull();
    expect(after.plan).toBe(after.own_plan);
    expect(await auditActions(env, admin.id)).toEqual(['plan_override_start', 'plan_override_end']);
  });

  it('refuses other users (403), unknown plans (400) and an admin without a profile (404)', async () => {
    const ana = await env.user('ana');
    const denied = await env.call('POST', '/api/admin/memberships', {
      token: ana.token,
      body: { plan: 'despacho' },
    });
    expect(denied.status).toBe(403);
    expect((await planOf(env, ana.token)).override).toBeNull();

    const admin = await signInAdmin(env);
    const bad = await env.call('POST', '/api/admin/memberships', {
      token: admin.token,
      body: { plan: 'premium' },
    });
    expect(bad.status).toBe(400);

    await env.base.database.db.deleteFrom('users').where('auth_user_id', '=', admin.id).execute();
    const missing = await env.call('POST', '/api/admin/memberships', {
      token: admin.token,
      body: { plan: 'despacho' },
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Usuario no encontrado');
  });

  it('verifies every capability of the simulated plan against the plan table, spending nothing', async () => {
    const admin = await signInAdmin(env);
    for (const plan of ['estudiante', 'despacho'] as const) {
      await env.call('POST', '/api/admin/memberships', { token: admin.token, body: { plan } });
      const res = await env.call('POST', '/api/admin/memberships/verify', { token: admin.token });
      expect(res.status).toBe(200);
      const v = await data<Verification>(res);
      expect(v.plan).toBe(plan);
      expect(v.simulated).toBe(true);
      expect(v.rows.map((r) => r.capability)).toEqual([...PLAN_CAPABILITIES]);
      for (const row of v.rows) {
        const expected = planAllows(plan, row.capability) ? 'allowed' : 'refused';
        expect(row, row.capability).toMatchObject({ expected, actual: expected, ok: true });
        expect(row.status).toBe(expected === 'allowed' ? 200 : 403);
        expect(row.message === '').toBe(expected === 'allowed');
        expect(row.label.length).toBeGreaterThan(0);
      }
      expect(v.rows.find((r) => r.capability === 'pdf')?.actual).toBe(
        plan === 'estudiante' ? 'refused' : 'allowed',
      );
      expect(v.rows.find((r) => r.capability === 'batch')?.actual).toBe(
        plan === 'despacho' ? 'allowed' : 'refused',
      );
    }
    // The quota check gave its analysis back.
    const usage = await env.base.database.db.selectFrom('usage_events').selectAll().execute();
    expect(usage).toEqual([]);
  });

  it('shows the monthly quota used up as refused (402)', async () => {
    const admin = await signInAdmin(env);
    await env.call('POST', '/api/admin/memberships', { token: admin.token, body: { plan: 'estudiante' } });
    const now = new Date();
    await env.base.database.db
      .insertInto('usage_events')
      .values(
        Array.from({ length: 5 }, () => ({ user_id: admin.id, kind: 'document_analysis', created_at: now })),
      )
      .execute();
    const v = await data<Verification>(
      await env.call('POST', '/api/admin/memberships/verify', { token: admin.token }),
    );
    expect(v.usage).toEqual({ used: 5, limit: 5 });
    expect(v.rows.find((r) => r.capability === 'analyses')).toMatchObject({
      expected: 'refused',
      actual: 'refused',
      status: 402,
      ok: true,
    });
    const left = await env.base.database.db.selectFrom('usage_events').selectAll().execute();
    expect(left).toHaveLength(5);
  });
});
