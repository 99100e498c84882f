import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError, createErrorHandler } from '../../errors.js';
import { setResponseHeaders } from '../../middleware/headers.js';
import { clientAddress } from '../../middleware/socket-address.js';
import { bearerToken, TokenError, type TokenVerifier } from '../../middleware/auth.js';
import type { AppEnv } from '../../types.js';
import type { Mailer } from '../mail/types.js';
import type { RequestMeta } from './audit.js';
import { API_VERSION, API_VERSION_HEADER, AUTH_MESSAGES, AuthError } from './errors.js';
import type { KeyStore } from './keys.js';
import { createAuthService, type SessionPrincipal } from './service.js';

/** Dependencies of {@link createAuthRoutes}. */
export interface AuthRoutesDeps {
  db: Kysely<Database>;
  config: Config;
  /** Shared signing keys (also used by the API's token verifier). */
  keys: KeyStore;
  /** Verifies our access tokens for `/user` and `/logout`. */
  verifier: TokenVerifier;
  /** Sends confirmation, recovery and welcome e-mails. */
  mailer: Mailer;
}

/** Rate-limit keys and audit lines take the client address under `TRUST_PROXY` (socket address by default). */
function requestMeta(c: Context<AppEnv>): RequestMeta {
  return { requestId: c.get('requestId'), ip: clientAddress(c) ?? 'unknown', log: c.get('log') };
}

/** Reads a JSON body leniently as supabase-js sends it: empty body or `null` → `{}`; bad JSON → 400 `bad_json`. */
async function readBody(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new AuthError(400, 'bad_json', AUTH_MESSAGES.badJson);
  return value as Record<string, unknown>;
}

const GOTRUE_CODES: Record<string, string> = {
  invalid_json: 'bad_json',
  validation_error: 'validation_failed',
  payload_too_large: 'request_too_large',
  unsupported_media_type: 'validation_failed',
  internal_error: 'unexpected_failure',
};

/**
 * Mounted on `/auth/v1/*` before anything else can answer: adds `X-Supabase-Api-Version: 2024-01-01` to
 * every response, rewrites error bodies from the app's `{code, message}` into GoTrue's `{code,
 * error_code, message, msg}` (413, 404, 400 from shared middleware), and turns 500 into 503 so older
 * clients retry instead of signing out.
 */
export function authApiEnvelope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
      let body: Record<string, unknown> | undefined;
      try {
        body = (await res.clone().json()) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      if (body && !('error_code' in body) && typeof body.code === 'string') {
        const code = GOTRUE_CODES[body.code] ?? body.code;
        const message = typeof body.message === 'string' ? body.message : AUTH_MESSAGES.unexpected;
        const status = res.status >= 500 ? 503 : res.status;
        const out: Record<string, unknown> = { code, error_code: code, message, msg: message };
        if (typeof body.error_id === 'string') out.error_id = body.error_id;
        const headers = new Headers(res.headers);
        headers.delete('content-length');
        c.res = new Response(JSON.stringify(out), { status, headers });
      }
    }
    setResponseHeaders(c, { [API_VERSION_HEADER]: API_VERSION });
  };
}

/**
 * `/auth/v1`: the subset of the Supabase Auth (GoTrue) protocol in AUTH-CONTRACT.md — `/signup`,
 * `/token` (password, refresh_token, pkce), `/user` (GET, PUT), `/logout`, `/resend`, `/recover`,
 * `/verify`, `/.well-known/jwks.json`, `/settings`, `/health`. Mount at `/auth/v1` after
 * {@link authApiEnvelope}.
 */
export function createAuthRoutes(deps: AuthRoutesDeps): Hono<AppEnv> {
  const { config, verifier } = deps;
  const service = createAuthService(deps);
  const router = new Hono<AppEnv>();
  const fallback = createErrorHandler();

  router.onError((err, c) => {
    if (err instanceof AuthError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { code: err.code, error_code: err.code, message: err.message, msg: err.message, ...err.extra },
        err.status,
      );
    }
    return fallback(err, c);
  });

  async function principal(c: Context<AppEnv>): Promise<SessionPrincipal> {
    const token = bearerToken(c);
    if (!token) throw new AuthError(401, 'no_authorization', AUTH_MESSAGES.noAuthorization);
    try {
      const v = await verifier.verify(token, { ownOnly: true });
      return { userId: v.userId, sessionId: v.sessionId ?? '' };
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      if (err.message === TokenError.SESSION_GONE) {
        throw new AuthError(403, 'session_not_found', AUTH_MESSAGES.sessionNotFound);
      }
      throw new AuthError(403, 'bad_jwt', AUTH_MESSAGES.badJwt);
    }
  }

  router.post('/signup', async (c) => {
    const body = await readBody(c);
    const result = await service.signUp(requestMeta(c), body, c.req.query('redirect_to'));
    return c.json('session' in result ? result.session : result.user, 200);
  });

  router.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    const meta = requestMeta(c);
    if (grant === 'password') return c.json(await service.signInWithPassword(meta, body));
    if (grant === 'refresh_token') return c.json(await service.refresh(meta, body));
    if (grant === 'pkce') return c.json(await service.exchangePkce(meta, body));
    throw new AuthError(400, 'unsupported_grant_type', AUTH_MESSAGES.unsupportedGrant);
  });

  router.get('/user', async (c) => c.json(await service.getUser(await principal(c))));

  router.put('/user', async (c) => {
    const p = await principal(c);
    const body = await readBody(c);
    return c.json(await service.updateUser(requestMeta(c), p, body));
  });

  router.post('/logout', async (c) => {
    const p = await principal(c);
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'scope debe ser global, local u others.');
    }
    await service.logout(requestMeta(c), p, scope);
    return c.body(null, 204);
  });

  router.post('/resend', async (c) => {
    const body = await readBody(c);
    await service.resend(
      requestMeta(c),
      body,
      c.req.query('redirect_to') ?? stringOrUndefined(body.redirect_to),
    );
    return c.json({});
  });

  router.post('/recover', async (c) => {
    const body = await readBody(c);
    await service.recover(
      requestMeta(c),
      body,
      c.req.query('redirect_to') ?? stringOrUndefined(body.redirect_to),
    );
    return c.json({});
  });

  router.get('/verify', async (c) => {
    const location = await service.verify(
      requestMeta(c),
      c.req.query('token'),
      c.req.query('type'),
      c.req.query('redirect_to'),
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(location, 303);
  });

  router.get('/.well-known/jwks.json', async (c) => {
    const { jwks } = await deps.keys.get();
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(jwks);
  });

  router.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: config.auth.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  router.get('/health', (c) =>
    c.json({ version: 'alegato', name: 'GoTrue', description: 'Alegato auth (GoTrue-compatible subset)' }),
  );

  return router;
}

function stringOrUndefined(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}
