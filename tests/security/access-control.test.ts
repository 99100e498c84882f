/**
 * SECURITY.md 7 — access control for EVERY API route [ASVS 8.2.2], table-driven from the router itself:
 * each `/api/*` route outside `/api/public`, and each main-backend route of spec §7 outside `/api`
 * (`/cases`, `/upload`, `/documents`, `/query`), answers 401 without a token, and 403 when a `user_id`
 * query parameter or body field names another user. A route added later is covered without touching
 * this file. Per-object 404s for another user's case, document, report… live beside each module. The
 * only public `/api` routes outside `/api/public` are `PUBLIC_API_PATHS` (the OpenAPI document), which
 * answer the same with or without a token.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAIN_BACKEND_PREFIXES, PUBLIC_API_PATHS } from '../../packages/server/src/app.js';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { describeEachTarget } from '../../packages/server/test/targets.js';

type Route = { method: string; path: string };

/** The protected API routes of the app, with path parameters filled in. */
function protectedRoutes(routes: readonly { method: string; path: string }[]): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of routes) {
    const isApi =
      r.path.startsWith('/api/') &&
      !r.path.startsWith('/api/public') &&
      !(PUBLIC_API_PATHS as readonly string[]).includes(r.path);
    const isMainBackend = MAIN_BACKEND_PREFIXES.some((p) => r.path === p || r.path.startsWith(`${p}/`));
    if (r.method === 'ALL' || (!isApi && !isMainBackend)) continue;
    const path = r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, randomUUID());
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path });
  }
  return out;
}

describeEachTarget('access control on every API route', (target) => {
  const env = useAuthEnv(target);

  it('answers the public API paths the same without a token as with one (they hold no one’s data)', async () => {
    const email = `pub.${randomUUID()}@despacho.es`;
    await env.signUpConfirmed(email, 'clave-de-pub-2026');
    const { access_token: token } = await env.signIn(email, 'clave-de-pub-2026');
    for (const path of PUBLIC_API_PATHS) {
      const anonymous = await env.app.request(path);
      const signedIn = await env.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect({ path, status: anonymous.status }).toEqual({ path, status: 200 });
      expect(await anonymous.text()).toBe(await signedIn.text());
    }
  });

  it('enumerates the routes (the table is not empty)', () => {
    const list = protectedRoutes(env.app.routes).map((r) => `${r.method} ${r.path}`);
    expect(list).toEqual(
      expect.arrayContaining(['GET /api/profile', 'POST /api/rpc/register_trial_started', 'POST /cases']),
    );
    const patterns = env.app.routes.map((r) => `${r.method} ${r.path}`);
    expect(patterns).toEqual(
      expect.arrayContaining([
        'GET /cases/:userId',
        'POST /cases',
        'PUT /cases/:caseId',
        'DELETE /cases/:caseId',
        'GET /cases/:caseId/documents',
        'POST /upload',
        'GET /documents',
        'GET /documents/:id/text',
        'DELETE /documents/:id',
        'POST /query/mixed',
        'POST /api/reports/create',
        'GET /api/reports/list',
        'GET /api/reports/search',
        'GET /api/reports/templates',
        'GET /api/reports/stats',
        'POST /api/reports/cache/invalidate',
        'GET /api/reports/health',
        'GET /api/reports/:id',
        'PUT /api/reports/:id',
        'DELETE /api/reports/:id',
        'POST /api/reports/enhance/:id',
        'POST /api/reports/generate-pdf/:id',
        'GET /api/reports/download-pdf/:id',
        'GET /case-analysis/:caseId/:userId',
      ]),
    );
  });

  it('answers 401 without a token, with a malformed token and with the anon key as bearer', async () => {
    for (const route of protectedRoutes(env.app.routes)) {
      for (const token of [undefined, 'not-a-jwt', 'anon-key']) {
        const res = await env.call(route.method, route.path, {
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        expect({ route, token, status: res.status }).toEqual({ route, token, status: 401 });
        expect(await res.json()).toMatchObject({ code: 'unauthorized' });
      }
    }
  });

  it('answers 403 when user_id names another user (query and JSON body)', async () => {
    const a = await env.signUpConfirmed(`a.${randomUUID()}@despacho.es`, 'clave-de-ana-2026');
    const b = await env.signUpConfirmed(`b.${randomUUID()}@despacho.es`, 'clave-de-bea-2026');
    expect(a).not.toBe(b);
    const emailA = (
      await env.base.database.db
        .selectFrom('users')
        .select('email')
        .where('auth_user_id', '=', a)
        .executeTakeFirstOrThrow()
    ).email;
    const { access_token } = await env.signIn(emailA, 'clave-de-ana-2026');
    for (const route of protectedRoutes(env.app.routes)) {
      const sep = route.path.includes('?') ? '&' : '?';
      const viaQuery = await env.call(route.method, `${route.path}${sep}user_id=${b}`, {
        token: access_token,
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route, via: 'query', status: viaQuery.status }).toEqual({ route, via: 'query', status: 403 });
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const field of ['user_id', 'p_user_id', 'userId']) {
          const viaBody = await env.call(route.method, route.path, {
            token: access_token,
            body: { [field]: b },
          });
          expect({ route, field, status: viaBody.status }).toEqual({ route, field, status: 403 });
        }
      }
    }
  });

  it('records denied access in the audit table with the user, route and request id', async () => {
    const emailA = `a.${randomUUID()}@despacho.es`;
    const a = await env.signUpConfirmed(emailA, 'clave-de-ana-2026');
    const { access_token } = await env.signIn(emailA, 'clave-de-ana-2026');
    const res = await env.call('GET', `/api/profile?user_id=${randomUUID()}`, { token: access_token });
    expect(res.status).toBe(403);
    const rows = await env.base.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access_denied')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: a, outcome: 'denied' });
    expect(rows[0]?.request_id).toBe(res.headers.get('x-request-id'));
    expect(rows[0]?.detail).toMatchObject({ method: 'GET', path: '/api/profile' });
  });

  it('refuses a multipart upload that repeats an identity field, and audits a foreign multipart user_id', async () => {
    const emailA = `a.${randomUUID()}@despacho.es`;
    const a = await env.signUpConfirmed(emailA, 'clave-de-ana-2026');
    const b = await env.signUpConfirmed(`b.${randomUUID()}@despacho.es`, 'clave-de-bea-2026');
    const { access_token } = await env.signIn(emailA, 'clave-de-ana-2026');
    const send = (fields: [string, string][]) => {
      const form = new FormData();
      for (const [k, v] of fields) form.append(k, v);
      form.append('file', new Blob(['Escrito de alegaciones.']), 'a.txt');
      return env.app.request(
        '/upload',
        { method: 'POST', body: form, headers: { authorization: `Bearer ${access_token}` } },
        { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      );
    };
    // Own id first, a foreign one second: refused, never accepted on the first.
    const twice = await send([
      ['user_id', a],
      ['user_id', b],
    ]);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toMatch(/user_id/);
    expect(
      (
        await send([
          ['case_id', randomUUID()],
          ['case_id', randomUUID()],
        ])
      ).status,
    ).toBe(400);
    const foreign = await send([['user_id', b]]);
    expect(foreign.status).toBe(403);
    const rows = await env.base.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access_denied')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: a, outcome: 'denied' });
    expect(rows[0]?.detail).toMatchObject({ method: 'POST', path: '/upload' });
  });

  it('never shows another user’s profile', async () => {
    const emailA = `a.${randomUUID()}@despacho.es`;
    await env.signUpConfirmed(emailA, 'clave-de-ana-2026');
    await env.signUpConfirmed(`b.${randomUUID()}@despacho.es`, 'clave-de-bea-2026');
    const { access_token } = await env.signIn(emailA, 'clave-de-ana-2026');
    const res = await env.call('GET', '/api/profile', { token: access_token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { profile: { email: string } } };
    expect(body.data.profile.email).toBe(emailA);
  });
});
