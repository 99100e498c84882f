/**
 * Contract suite: the real `@supabase/supabase-js` v2 client against our `/auth/v1`, served by a real
 * server (`startServer`, port 0) on PGlite and PostgreSQL. E-mail links are read from the dev outbox
 * (`mail_outbox`), as a developer would from `/dev/outbox`. Nothing of the client is mocked.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../packages/server/src/config.js';
import { createLogger } from '../../packages/server/src/logger.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { sha256Hex } from '../../packages/server/src/modules/auth/crypto.js';
import {
  createFakeAppDist,
  createIsolatedEnv,
  describeEachTarget,
  type DbTarget,
  type IsolatedEnv,
} from '../../packages/server/test/targets.js';

const REDIRECT = 'http://app.test/auth/confirm';
const PW = 'correcto-caballo-bateria';

/** In-memory storage, as supabase-js needs outside the browser. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

function useServer(target: DbTarget, extraEnv: Record<string, string> = {}) {
  const state = {} as { server: RunningServer; isolated: IsolatedEnv };
  beforeAll(async () => {
    state.isolated = await createIsolatedEnv(target, {
      AUTH_REDIRECT_ALLOW_LIST: REDIRECT,
      AUTH_RATE_LIMITS: JSON.stringify({
        signInAccount: { burst: 5, perWindow: 5, windowSeconds: 300 },
        emailRecipient: { burst: 5, perWindow: 5, windowSeconds: 60 },
      }),
      ...extraEnv,
    });
    const dist = createFakeAppDist(state.isolated.dataDir);
    const config = loadConfig({ ...state.isolated.env, APP_DIST_DIR: dist.dir });
    state.server = await startServer(config, { logger: createLogger({ level: 'silent' }) });
  });
  afterAll(async () => {
    await state.server?.close();
    await state.isolated?.cleanup();
  });
  return {
    get server() {
      return state.server;
    },
    client(): SupabaseClient {
      return createClient(state.server.url, 'anon-key-not-a-jwt', {
        auth: {
          flowType: 'pkce',
          storage: memoryStorage(),
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
        // Node 20 has no global WebSocket and these tests never open a realtime channel.
        realtime: { transport: NoWebSocket as never },
      });
    },
    /** The newest link mailed to `to` (of `kind`), pointed at the running server. */
    async link(to: string, kind: 'confirmation' | 'recovery'): Promise<string> {
      const { rows } = await sql<{ links: string[] }>`
        select links from mail_outbox where "to" = ${to} and kind = ${kind} order by created_at desc, seq desc limit 1`.execute(
        state.server.database.db,
      );
      const link = rows[0]?.links.find((l) => l.includes('/auth/v1/verify'));
      if (!link) throw new Error(`no ${kind} link for ${to}`);
      const u = new URL(link);
      return `${state.server.url}${u.pathname}${u.search}`;
    },
    /** Follows a link by hand (redirect: manual) and returns the Location. */
    async follow(link: string): Promise<URL> {
      const res = await fetch(link, { redirect: 'manual' });
      expect(res.status).toBe(303);
      return new URL(res.headers.get('location')!);
    },
  };
}

/** Realtime transport stand-in: never constructed, since no channel is opened. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in the auth contract suite');
  }
}

let n = 0;
const email = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

describeEachTarget('supabase-js contract (confirmation on)', (target) => {
  const env = useServer(target);

  async function confirmedUser(tag: string) {
    const c = env.client();
    const address = email(tag);
    const { error } = await c.auth.signUp({
      email: address,
      password: PW,
      options: { emailRedirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    const loc = await env.follow(await env.link(address, 'confirmation'));
    const code = loc.searchParams.get('code')!;
    const ex = await c.auth.exchangeCodeForSession(code);
    expect(ex.error).toBeNull();
    return { client: c, address };
  }

  it('signs up with confirmation: user, no session; duplicate → identities []; weak password → 422', async () => {
    const c = env.client();
    const address = email('alta');
    const { data, error } = await c.auth.signUp({
      email: address,
      password: PW,
      options: { data: { name: 'Ana', organization: null } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(address);
    expect(data.user?.identities?.length).toBe(1);
    const dup = await env.client().auth.signUp({ email: address, password: PW });
    expect(dup.error).toBeNull();
    expect(dup.data.user?.identities).toEqual([]);
    const weak = await env.client().auth.signUp({ email: email('weak'), password: '12345' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    expect((weak.error as { reasons?: string[] }).reasons).toContain('length');
    const unconfirmed = await c.auth.signInWithPassword({ email: address, password: PW });
    expect(unconfirmed.error?.code).toBe('email_not_confirmed');
  });

  it('confirms with a PKCE link (303 ?code=…) and exchanges the code for a session', async () => {
    const { client, address } = await confirmedUser('pkce');
    const { data } = await client.auth.getSession();
    expect(data.session?.user.email).toBe(address);
    const me = await client.auth.getUser();
    expect(me.data.user?.email_confirmed_at).toBeTruthy();
    const profile = await fetch(`${env.server.url}/api/profile`, {
      headers: { authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      success: true,
      data: { profile: { email: address, email_verified: true } },
    });
  });

  it('answers wrong password and unknown e-mail alike, and throttles with 429', async () => {
    const { address } = await confirmedUser('cred');
    const c = env.client();
    const wrong = await c.auth.signInWithPassword({ email: address, password: 'incorrecta-1' });
    const unknown = await c.auth.signInWithPassword({ email: email('nadie'), password: 'incorrecta-1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(unknown.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe(unknown.error?.message);
    expect(wrong.error?.status).toBe(400);
    let last;
    for (let i = 0; i < 6; i++)
      last = await c.auth.signInWithPassword({ email: address, password: 'incorrecta-1' });
    expect(last?.error?.status).toBe(429);
    expect(last?.error?.code).toBe('over_request_rate_limit');
  });

  it('rotates refresh tokens; a late replay is refused and ends the session', async () => {
    const { client } = await confirmedUser('rot');
    const s0 = (await client.auth.getSession()).data.session!;
    const r1 = await client.auth.refreshSession();
    expect(r1.error).toBeNull();
    expect(r1.data.session!.refresh_token).not.toBe(s0.refresh_token);
    await env.server.database.db
      .updateTable('auth_refresh_tokens')
      .set({ revoked_at: new Date(Date.now() - 11_000) })
      .where('token_hash', '=', sha256Hex(s0.refresh_token))
      .execute();
    const replay = await env.client().auth.refreshSession({ refresh_token: s0.refresh_token });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const after = await env.client().auth.refreshSession({ refresh_token: r1.data.session!.refresh_token });
    expect(after.error?.code).toBe('refresh_token_not_found');
  });

  it('global sign-out rejects the old refresh and access tokens', async () => {
    const { client } = await confirmedUser('out');
    const s = (await client.auth.getSession()).data.session!;
    const { error } = await client.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const r = await env.client().auth.refreshSession({ refresh_token: s.refresh_token });
    expect(r.error?.code).toBe('refresh_token_not_found');
    const u = await env.client().auth.getUser(s.access_token);
    // 403 session_not_found: the client reports the session as missing (and would clear itself).
    expect(u.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${env.server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
    const api = await fetch(`${env.server.url}/api/profile`, {
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(api.status).toBe(401);
  });

  it('answers resend and recover for unknown e-mails like for known ones', async () => {
    const c = env.client();
    expect((await c.auth.resend({ type: 'signup', email: email('nadie') })).error).toBeNull();
    expect((await c.auth.resetPasswordForEmail(email('nadie'), { redirectTo: REDIRECT })).error).toBeNull();
  });

  it('recovers: link → session → updateUser({password}) → sign in with the new password', async () => {
    const { address } = await confirmedUser('rec');
    const c = env.client();
    expect((await c.auth.resetPasswordForEmail(address, { redirectTo: REDIRECT })).error).toBeNull();
    const loc = await env.follow(await env.link(address, 'recovery'));
    expect(`${loc.origin}${loc.pathname}`).toBe(REDIRECT);
    const ex = await c.auth.exchangeCodeForSession(loc.searchParams.get('code')!);
    expect(ex.error).toBeNull();
    const up = await c.auth.updateUser({ password: 'nueva-clave-segura-7' });
    expect(up.error).toBeNull();
    const old = await env.client().auth.signInWithPassword({ email: address, password: PW });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await env
      .client()
      .auth.signInWithPassword({ email: address, password: 'nueva-clave-segura-7' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.session?.access_token).toBeTruthy();
  });

  it('sends the API version header and the GoTrue error shape', async () => {
    const res = await fetch(`${env.server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'anon-key-not-a-jwt' },
      body: JSON.stringify({ email: email('h'), password: 'x1y2z3w4' }),
    });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'error_code', 'message', 'msg']);
  });
});

describeEachTarget('supabase-js contract (AUTH_AUTOCONFIRM=true)', (target) => {
  const env = useServer(target, { AUTH_AUTOCONFIRM: 'true' });

  it('signs up straight into a session', async () => {
    const c = env.client();
    const { data, error } = await c.auth.signUp({ email: email('auto'), password: PW });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await c.auth.getUser()).error).toBeNull();
  });
});
