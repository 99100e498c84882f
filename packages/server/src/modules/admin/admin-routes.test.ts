/**
 * The admin route table (issue 14): every route any module mounts under `/api/admin` refuses a signed-in
 * user who is not an admin with 403 and writes an `admin_denied` audit row naming the method and path.
 * The list is read from the app itself, so it grows as modules add admin routes.
 */
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { ADMIN_ONLY_MESSAGE } from '../../middleware/admin.js';

const ADMIN = 'jefa@despacho.es';
const SOME_UUID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describeEachTarget('admin route table', (target) => {
  const env = useAuthEnv(target, { ADMIN_EMAILS: ADMIN });

  /** Every `[method, path]` the app routes under /api/admin (middleware entries left out). */
  const adminRoutes = () => {
    const seen = new Set<string>();
    const out: { method: string; path: string }[] = [];
    for (const r of env.app.routes) {
      if (!/^\/api\/admin(\/|$)/.test(r.path)) continue;
      if (r.method === 'ALL' && r.path.endsWith('*')) continue;
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method: r.method === 'ALL' ? 'GET' : r.method, path: r.path });
    }
    return out;
  };

  it('lists the known admin routes', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id',
        'GET /api/admin/audit',
        'GET /api/admin/audit.csv',
        'GET /api/admin/figures',
        // The other admin modules of issue 14: plan simulation, system checks, error tracking.
        'POST /api/admin/memberships',
        'POST /api/admin/memberships/verify',
        'POST /api/admin/checks',
        'GET /api/admin/errors',
      ]),
    );
  });

  it('refuses every admin route to a signed-in user who is not an admin, with an admin_denied row', async () => {
    const ana = await env.user('ana');
    const routes = adminRoutes();
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, SOME_UUID).replace(/\*$/, 'x');
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? {} : undefined;
      const res = await env.call(route.method, path, { token: ana.token, body });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(await res.json(), `${route.method} ${route.path}`).toMatchObject({
        message: ADMIN_ONLY_MESSAGE,
      });
      const rows = await env.base.database.db
        .selectFrom('audit_log')
        .select(['detail', 'outcome'])
        .where('user_id', '=', ana.id)
        .where('action', '=', 'admin_denied')
        .execute();
      const details = rows.map((r) => (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail));
      expect(details, `${route.method} ${route.path}`).toContainEqual({ method: route.method, path });
    }
  });

  it('refuses the admin routes without a token with 401', async () => {
    const res = await env.call('GET', '/api/admin/users');
    expect(res.status).toBe(401);
  });
});
