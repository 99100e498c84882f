/**
 * Sessions as the flows start them: a session row, its first refresh token, `last_sign_in_at`, and the
 * token response (AUTH-CONTRACT "Token response") with a freshly signed access token.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { randomToken, sha256Hex } from '../crypto.js';
import { insertRefreshToken, insertSession, updateUser, type Db } from '../repo.js';
import { signAccessToken } from '../tokens.js';
import { toAuthUser, type AuthUser, type AuthUserRow } from '../user.js';
import type { AuthContext } from './context.js';
import { ACCOUNT_DISABLED_MESSAGE, isUserDisabled } from '../../admin/status.js';
import { AuthError } from '../errors.js';

/** The token response (AUTH-CONTRACT "Token response"). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

/** The authenticated caller of `/user` and `/logout`. */
export interface SessionPrincipal {
  userId: string;
  sessionId: string;
}

/**
 * Starts a session for `user` in `d` (a transaction): session row time-boxed by `AUTH_SESSION_TIMEBOX_HOURS`,
 * first refresh token (stored hashed), `last_sign_in_at = now`; returns the token response. A disabled
 * account (`users.is_active` false, issue 14) gets none, whichever flow asks: 403 `user_banned`.
 */
export async function issueSession(
  ctx: AuthContext,
  d: Db,
  user: AuthUserRow,
  amrMethod: string,
  now: Date,
): Promise<TokenResponse> {
  if (await isUserDisabled(d, user.id)) throw new AuthError(403, 'user_banned', ACCOUNT_DISABLED_MESSAGE);
  const sessionId = randomUUID();
  const refresh = randomToken(32);
  await insertSession(d, {
    id: sessionId,
    user_id: user.id,
    amr_method: amrMethod,
    created_at: now,
    refreshed_at: now,
    not_after: new Date(now.getTime() + ctx.auth.sessionTimeboxSeconds * 1000),
  });
  await insertRefreshToken(d, { token_hash: sha256Hex(refresh), session_id: sessionId, parent_hash: null });
  const updated = await updateUser(d, user.id, { last_sign_in_at: now });
  return tokenResponse(ctx, updated, sessionId, amrMethod, Math.floor(now.getTime() / 1000), refresh, now);
}

/** The token response for a session: signs an access token for `user` and attaches `refresh`. */
export async function tokenResponse(
  ctx: AuthContext,
  user: AuthUserRow,
  sessionId: string,
  amrMethod: string,
  authenticatedAt: number,
  refresh: string,
  now: Date,
): Promise<TokenResponse> {
  const { token, expiresAt, expiresIn } = await signAccessToken(
    ctx.keys,
    ctx.issuer,
    {
      userId: user.id,
      email: user.email,
      sessionId,
      amrMethod,
      authenticatedAt,
      appMetadata: user.raw_app_meta_data,
      userMetadata: user.raw_user_meta_data,
    },
    now,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refresh,
    user: toAuthUser(user),
  };
}
