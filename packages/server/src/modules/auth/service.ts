/**
 * The auth service behind `/auth/v1` (HTTP-free): accounts, sessions, rotating refresh tokens, PKCE,
 * e-mail links, rate limits and audit. Each flow lives in `flows/` and its SQL in `repo.ts`; this file
 * builds their shared context once and composes them. Every method takes the request's
 * {@link RequestMeta} for rate-limit keys and audit lines.
 *
 * @module
 */
import type { RequestMeta } from './audit.js';
import { createAuthContext, type AuthServiceDeps } from './flows/context.js';
import { recover } from './flows/recovery.js';
import { refresh } from './flows/refresh.js';
import { resend } from './flows/resend.js';
import { exchangePkce } from './flows/pkce.js';
import { isSessionLive, logout } from './flows/logout.js';
import type { SessionPrincipal, TokenResponse } from './flows/session.js';
import { signInWithPassword } from './flows/signin.js';
import { signUp } from './flows/signup.js';
import { getUser, updateUser } from './flows/user.js';
import { verify } from './flows/verify.js';
import type { AuthUser } from './user.js';

export type { AuthServiceDeps } from './flows/context.js';
export { LINK_TTL_SECONDS } from './flows/links.js';
export { FLOW_STATE_TTL_SECONDS } from './flows/pkce.js';
export { REFRESH_REUSE_SECONDS } from './flows/refresh.js';
export type { SessionPrincipal, TokenResponse } from './flows/session.js';
export { normalizeEmail, readCodeChallenge } from './input.js';

/** The auth operations behind `/auth/v1` (HTTP-free). */
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The auth service: one method per `/auth/v1` operation, each delegating to its flow with the context
 * built here (so the dummy hash and the rate-limit pruning counter are per service).
 */
export function createAuthService(deps: AuthServiceDeps) {
  const ctx = createAuthContext(deps);
  return {
    /** Our token issuer, `${PUBLIC_URL}/auth/v1`. */
    issuer: ctx.issuer,
    /** The allow-listed redirect (exact match), else the site URL (SECURITY 6). */
    safeRedirect: (redirectTo: string | undefined): string => ctx.safeRedirect(redirectTo),

    /** `POST /signup` (`flows/signup.ts`). */
    signUp: (
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<{ user: AuthUser } | { session: TokenResponse }> => signUp(ctx, meta, body, redirectTo),

    /** `POST /token?grant_type=password` (`flows/signin.ts`). */
    signInWithPassword: (meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> =>
      signInWithPassword(ctx, meta, body),

    /** `POST /token?grant_type=refresh_token` (`flows/refresh.ts`). */
    refresh: (meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> =>
      refresh(ctx, meta, body),

    /** `POST /token?grant_type=pkce` (`flows/pkce.ts`). */
    exchangePkce: (meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> =>
      exchangePkce(ctx, meta, body),

    /** `GET /user` (`flows/user.ts`). */
    getUser: (p: SessionPrincipal): Promise<AuthUser> => getUser(ctx, p),

    /** `PUT /user` (`flows/user.ts`); `redirectTo` is where an e-mail change link lands. */
    updateUser: (
      meta: RequestMeta,
      p: SessionPrincipal,
      body: Record<string, unknown>,
      redirectTo?: string,
    ): Promise<AuthUser> => updateUser(ctx, meta, p, body, redirectTo),

    /** `POST /logout?scope=global|local|others` (`flows/logout.ts`). */
    logout: (meta: RequestMeta, p: SessionPrincipal, scope: string): Promise<void> =>
      logout(ctx, meta, p, scope),

    /** `POST /resend` (`flows/resend.ts`). */
    resend: (
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<void> => resend(ctx, meta, body, redirectTo),

    /** `POST /recover` (`flows/recovery.ts`). */
    recover: (
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<void> => recover(ctx, meta, body, redirectTo),

    /** `GET /verify` (`flows/verify.ts`): the 303 location. */
    verify: (
      meta: RequestMeta,
      token: string | undefined,
      type: string | undefined,
      redirectTo: string | undefined,
    ): Promise<string> => verify(ctx, meta, token, type, redirectTo),

    /** True when the session exists and is within its time-box (`flows/logout.ts`). */
    isSessionLive: (sessionId: string, userId: string): Promise<boolean> =>
      isSessionLive(ctx, sessionId, userId),
  };
}
