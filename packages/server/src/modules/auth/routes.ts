import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createErrorHandler } from '../../errors.js';
import { setResponseHeaders } from '../../middleware/headers.js';
import type { TokenVerifier } from '../../middleware/auth.js';
import type { AppEnv } from '../../types.js';
import type { Mailer } from '../mail/types.js';
import { requestMeta } from './audit.js';
import { API_VERSION, API_VERSION_HEADER, AUTH_MESSAGES, AuthError } from './errors.js';
import type { KeyStore } from './keys.js';
import { createAuthService } from './service.js';
import {
  authBody,
  authQuery,
  authSession,
  GrantQuerySchema,
  LogoutQuerySchema,
  RedirectQuerySchema,
  VerifyQuerySchema,
} from './validate.js';

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

  router.post('/signup', authBody(), authQuery(RedirectQuerySchema), async (c) => {
    const result = await service.signUp(
      requestMeta(c),
      c.req.valid('json'),
      c.req.valid('query').redirect_to,
    );
    return c.json('session' in result ? result.session : result.user, 200);
  });

  const grant = authQuery(
    GrantQuerySchema,
    () => new AuthError(400, 'unsupported_grant_type', AUTH_MESSAGES.unsupportedGrant),
  );
  router.post('/token', authBody(), grant, async (c) => {
    const body = c.req.valid('json');
    const meta = requestMeta(c);
    switch (c.req.valid('query').grant_type) {
      case 'password':
        return c.json(await service.signInWithPassword(meta, body));
      case 'refresh_token':
        return c.json(await service.refresh(meta, body));
      case 'pkce':
        return c.json(await service.exchangePkce(meta, body));
    }
  });

  const session = authSession(verifier);

  router.get('/user', session, async (c) => c.json(await service.getUser(c.req.valid('header'))));

  router.put('/user', session, authBody(), authQuery(RedirectQuerySchema), async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await service.updateUser(
        requestMeta(c),
        c.req.valid('header'),
        body,
        c.req.valid('query').redirect_to ?? stringOrUndefined(body.redirect_to),
      ),
    );
  });

  router.post('/logout', session, authQuery(LogoutQuerySchema), async (c) => {
    await service.logout(requestMeta(c), c.req.valid('header'), c.req.valid('query').scope);
    return c.body(null, 204);
  });

  router.post('/resend', authBody(), authQuery(RedirectQuerySchema), async (c) => {
    const body = c.req.valid('json');
    await service.resend(
      requestMeta(c),
      body,
      c.req.valid('query').redirect_to ?? stringOrUndefined(body.redirect_to),
    );
    return c.json({});
  });

  router.post('/recover', authBody(), authQuery(RedirectQuerySchema), async (c) => {
    const body = c.req.valid('json');
    await service.recover(
      requestMeta(c),
      body,
      c.req.valid('query').redirect_to ?? stringOrUndefined(body.redirect_to),
    );
    return c.json({});
  });

  router.get('/verify', authQuery(VerifyQuerySchema), async (c) => {
    const { token, type, redirect_to } = c.req.valid('query');
    const location = await service.verify(requestMeta(c), token, type, redirect_to);
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
