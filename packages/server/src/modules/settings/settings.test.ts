import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { s256 } from '../auth/crypto.js';

const PW = 'clave-de-prueba-2026';

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** A confirmed user with a known password, signed in. */
async function account(env: AuthTestEnv, name = 'ana') {
  const email = `${name}.${randomUUID()}@despacho.es`;
  const id = await env.signUpConfirmed(email, PW, { name: 'Ana Pérez', organization: 'Despacho Pérez' });
  const session = await env.signIn(email, PW);
  return { id, email, session, token: session.access_token };
}

async function auditRows(env: AuthTestEnv, userId: string, action: string) {
  return env.base.database.db
    .selectFrom('audit_log')
    .select(['outcome', 'detail'])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .execute();
}

describeEachTarget('settings', (target) => {
  const env = useAuthEnv(target);

  it('PATCH /api/settings/profile validates and saves name and organization, also in the auth metadata', async () => {
    const a = await account(env);
    const patch = (body: unknown) => env.call('PATCH', '/api/settings/profile', { token: a.token, body });
    for (const body of [
      { name: '  ', organization: '' },
      { organization: 'X' },
      { name: 'n'.repeat(121), organization: '' },
      { name: 'Ana', organization: 'o'.repeat(201) },
    ]) {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe('validation_error');
    }
    const ok = await patch({ name: '  Ana Gómez ', organization: 'Gómez Abogados' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { success: boolean; data: { profile: Record<string, unknown> } };
    expect(body.success).toBe(true);
    expect(body.data.profile).toMatchObject({ name: 'Ana Gómez', organization: 'Gómez Abogados' });
    const profile = await json(await env.call('GET', '/api/profile', { token: a.token }));
    expect((profile.data as { profile: Record<string, unknown> }).profile).toMatchObject({
      name: 'Ana Gómez',
      organization: 'Gómez Abogados',
    });
    const user = await json(await env.call('GET', '/auth/v1/user', { token: a.token }));
    expect(user.user_metadata).toMatchObject({ name: 'Ana Gómez', organization: 'Gómez Abogados' });
    const cleared = await patch({ name: 'Ana Gómez', organization: null });
    expect(
      ((await cleared.json()) as { data: { profile: { organization: string } } }).data.profile.organization,
    ).toBe('');
  });

  it('changes the password only with the right current password, ends the other sessions and audits', async () => {
    const a = await account(env);
    const other = await env.signIn(a.email, PW);
    const put = (body: unknown) => env.call('PUT', '/auth/v1/user', { token: a.token, body });

    const missing = await put({ password: 'nueva-clave-larga-1' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).code).toBe('current_password_required');

    const wrong = await put({ password: 'nueva-clave-larga-1', current_password: 'no-es-esta-1' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).code).toBe('current_password_mismatch');
    expect(await auditRows(env, a.id, 'password_change')).toEqual([
      { outcome: 'fail', detail: { reason: 'current_password_mismatch' } },
    ]);

    const same = await put({ password: PW, current_password: PW });
    expect(same.status).toBe(422);
    expect((await json(same)).code).toBe('same_password');
    const weak = await put({ password: '12345', current_password: PW });
    expect(weak.status).toBe(422);
    expect((await json(weak)).code).toBe('weak_password');
    // Refused attempts changed nothing.
    await env.signIn(a.email, PW);

    const ok = await put({ password: 'nueva-clave-larga-1', current_password: PW });
    expect(ok.status).toBe(200);
    expect((await env.call('GET', '/api/profile', { token: other.access_token })).status).toBe(401);
    expect((await env.call('GET', '/api/profile', { token: a.token })).status).toBe(200);
    const old = await env.call('POST', '/auth/v1/token?grant_type=password', {
      body: { email: a.email, password: PW },
    });
    expect((await json(old)).code).toBe('invalid_credentials');
    await env.signIn(a.email, 'nueva-clave-larga-1');
    expect((await auditRows(env, a.id, 'password_change')).map((r) => r.outcome)).toEqual(['fail', 'ok']);
  });

  it('lets a session started from a recovery link set a password without the current one', async () => {
    const a = await account(env);
    // The sign-up's confirmation mail spent this minute's e-mail to the address.
    await env.base.database.db.deleteFrom('auth_rate_limits').execute();
    const rec = await env.call('POST', '/auth/v1/recover', { body: { email: a.email } });
    expect(rec.status).toBe(200);
    const link = new URL(env.mailer.lastLink(a.email, 'recovery')!);
    const v = await env.call('GET', `${link.pathname}${link.search}`);
    expect(v.status).toBe(303);
    const fragment = new URLSearchParams(new URL(v.headers.get('location')!).hash.slice(1));
    const token = fragment.get('access_token')!;
    const put = await env.call('PUT', '/auth/v1/user', { token, body: { password: 'recuperada-clave-9' } });
    expect(put.status).toBe(200);
    await env.signIn(a.email, 'recuperada-clave-9');
  });

  it('changes the e-mail only after the link sent to the new address is opened', async () => {
    const a = await account(env);
    const b = await account(env, 'bea');
    const put = (body: unknown) => env.call('PUT', '/auth/v1/user', { token: a.token, body });

    const taken = await put({ email: b.email.toUpperCase() });
    expect(taken.status).toBe(422);
    expect((await json(taken)).code).toBe('email_exists');
    const invalid = await put({ email: 'no-es-un-email' });
    expect(invalid.status).toBe(400);

    const next = `ana.nueva.${randomUUID()}@despacho.es`;
    const res = await put({ email: next });
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user.email).toBe(a.email);
    expect(user.new_email).toBe(next);
    expect(typeof user.email_change_sent_at).toBe('string');
    const mail = env.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ kind: 'email_change', to: next });
    expect(env.mailer.sent.filter((m) => m.kind === 'email_change' && m.to === a.email)).toEqual([]);

    // Nothing changed yet: the old address signs in, the new one does not.
    const early = await env.call('POST', '/auth/v1/token?grant_type=password', {
      body: { email: next, password: PW },
    });
    expect((await json(early)).code).toBe('invalid_credentials');
    await env.signIn(a.email, PW);
    const pending = await json(await env.call('GET', '/auth/v1/user', { token: a.token }));
    expect(pending).toMatchObject({ email: a.email, new_email: next });

    const link = new URL(env.mailer.lastLink(next, 'email_change')!);
    expect(link.searchParams.get('type')).toBe('email_change');
    const v = await env.call('GET', `${link.pathname}${link.search}`);
    expect(v.status).toBe(303);
    const location = new URL(v.headers.get('location')!);
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();

    // The old address is told, with the new one and nothing to click to undo it.
    expect(env.mailer.sent.at(-1)).toEqual({
      kind: 'email_changed',
      to: a.email,
      name: 'Ana Pérez',
      newEmail: next,
    });
    await env.signIn(next, PW);
    const gone = await env.call('POST', '/auth/v1/token?grant_type=password', {
      body: { email: a.email, password: PW },
    });
    expect((await json(gone)).code).toBe('invalid_credentials');
    const profile = await env.base.database.db
      .selectFrom('users')
      .select(['email', 'email_verified'])
      .where('auth_user_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ email: next, email_verified: true });
    const after = await json(await env.call('GET', '/auth/v1/user', { token: a.token }));
    expect(after.email).toBe(next);
    expect(after.new_email).toBeUndefined();
    expect((await auditRows(env, a.id, 'email_change')).map((r) => r.detail)).toEqual([
      { step: 'requested' },
      { step: 'confirmed' },
    ]);

    // The link is single use.
    const again = await env.call('GET', `${link.pathname}${link.search}`);
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('refuses the link when another account took the new address meanwhile, and a newer request replaces the older', async () => {
    const a = await account(env);
    const wanted = `disputada.${randomUUID()}@despacho.es`;
    await env.call('PUT', '/auth/v1/user', {
      token: a.token,
      body: { email: `primera.${randomUUID()}@despacho.es` },
    });
    const first = new URL(
      env.mailer.sent.at(-1)!.kind === 'email_change'
        ? (env.mailer.sent.at(-1) as { link: string }).link
        : '',
    );
    await env.call('PUT', '/auth/v1/user', { token: a.token, body: { email: wanted } });
    const replaced = await env.call('GET', `${first.pathname}${first.search}`);
    expect(replaced.headers.get('location')).toContain('error_code=otp_expired');

    const b = await account(env, 'bea');
    await env.base.database.db
      .updateTable('auth_users')
      .set({ email: wanted })
      .where('id', '=', b.id)
      .execute();
    const link = new URL(env.mailer.lastLink(wanted, 'email_change')!);
    const v = await env.call('GET', `${link.pathname}${link.search}`);
    expect(v.headers.get('location')).toContain('error_code=otp_expired');
    const user = await json(await env.call('GET', '/auth/v1/user', { token: a.token }));
    expect(user.email).toBe(a.email);
  });

  it('answers an e-mail change link with the session in the fragment even when a PKCE challenge was sent', async () => {
    // supabase-js drops its verifier as soon as updateUser returns, so a ?code= could not be exchanged.
    const a = await account(env);
    const next = `pkce.${randomUUID()}@despacho.es`;
    const res = await env.call('PUT', '/auth/v1/user', {
      token: a.token,
      body: { email: next, code_challenge: s256('v'.repeat(50)), code_challenge_method: 's256' },
    });
    expect(res.status).toBe(200);
    const link = new URL(env.mailer.lastLink(next, 'email_change')!);
    const v = await env.call('GET', `${link.pathname}${link.search}`);
    const location = new URL(v.headers.get('location')!);
    expect(location.searchParams.get('code')).toBeNull();
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const user = await json(await env.call('GET', '/auth/v1/user', { token: fragment.get('access_token')! }));
    expect(user.email).toBe(next);
  });

  it('lists the sessions with the current one marked, and revoking them refuses the old tokens', async () => {
    const a = await account(env);
    const other = await env.signIn(a.email, PW);
    const list = await env.call('GET', '/api/settings/sessions', { token: a.token });
    expect(list.status).toBe(200);
    const sessions = ((await list.json()) as { data: { sessions: Record<string, unknown>[] } }).data.sessions;
    // signUpConfirmed's link started a session too.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.amr_method).sort()).toEqual(['otp', 'password', 'password']);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['amr_method', 'created_at', 'current', 'id', 'refreshed_at']);
    }
    const bea = await account(env, 'bea');
    const beaList = await env.call('GET', '/api/settings/sessions', { token: bea.token });
    const beaIds = ((await beaList.json()) as { data: { sessions: { id: string }[] } }).data.sessions.map(
      (s) => s.id,
    );
    expect(beaIds.some((id) => sessions.some((s) => s.id === id))).toBe(false);

    const del = await env.call('DELETE', '/api/settings/sessions', { token: a.token });
    expect(del.status).toBe(200);
    expect((await json(del)).success).toBe(true);
    expect((await env.call('GET', '/api/profile', { token: a.token })).status).toBe(401);
    expect((await env.call('GET', '/api/profile', { token: other.access_token })).status).toBe(401);
    for (const t of [a.session, other]) {
      const r = await env.call('POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: t.refresh_token },
      });
      expect(r.status).toBe(400);
      expect((await json(r)).code).toBe('refresh_token_not_found');
    }
    expect(await auditRows(env, a.id, 'sessions_revoked')).toHaveLength(1);
    // Bea's session is untouched.
    expect((await env.call('GET', '/api/profile', { token: bea.token })).status).toBe(200);
  });
});
