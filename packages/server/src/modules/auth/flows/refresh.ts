/**
 * `POST /token?grant_type=refresh_token`: refresh-token rotation. Each use revokes the token and mints a
 * child; a replay of the immediate parent of the session's newest live token within
 * {@link REFRESH_REUSE_SECONDS} is answered with a sibling (concurrent tabs), any other replay ends the
 * session (400 `refresh_token_already_used`, audited). Past the time-box or the inactivity limit the
 * session ends (400 `session_expired`).
 *
 * @module
 */
import { audit, type RequestMeta } from '../audit.js';
import { randomToken, sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import {
  deleteSession,
  findNewestLiveRefreshToken,
  findRefreshTokenForUpdate,
  findUserById,
  insertRefreshToken,
  revokeRefreshToken,
  touchSession,
} from '../repo.js';
import type { AuthContext } from './context.js';
import { tokenResponse, type TokenResponse } from './session.js';

/** A replayed parent refresh token is answered (with a sibling) within this many seconds of rotation. */
export const REFRESH_REUSE_SECONDS = 10;

/** `POST /token?grant_type=refresh_token` `{refresh_token}`: a token response with a new refresh token. */
export async function refresh(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  const { db, auth } = ctx;
  await ctx.limit(auth.rateLimits.tokenAddress, `token:ip:${meta.ip}`);
  const token = body.refresh_token;
  if (typeof token !== 'string' || token === '') {
    throw new AuthError(400, 'validation_failed', 'Falta refresh_token.');
  }
  const hash = sha256Hex(token);
  const now = new Date();
  const outcome = await ctx.tx(async (trx) => {
    const row = await findRefreshTokenForUpdate(trx, hash);
    if (!row) return { error: new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshNotFound) };
    const notAfter = new Date(row.not_after).getTime();
    const idleUntil = new Date(row.refreshed_at).getTime() + auth.sessionInactivitySeconds * 1000;
    if (now.getTime() >= notAfter || now.getTime() >= idleUntil) {
      await deleteSession(trx, row.session_id);
      return { error: new AuthError(400, 'session_expired', AUTH_MESSAGES.sessionExpired) };
    }
    if (row.revoked_at) {
      const recent = now.getTime() - new Date(row.revoked_at).getTime() <= REFRESH_REUSE_SECONDS * 1000;
      // Only the immediate parent of the session's newest live token is tolerated (AUTH-CONTRACT): a
      // sibling minted by an earlier replay must not keep an older ancestor usable.
      const newest = recent ? await findNewestLiveRefreshToken(trx, row.session_id) : undefined;
      if (newest?.parent_hash !== hash) {
        // Replay of an older token: someone else holds this family. End the session.
        await deleteSession(trx, row.session_id);
        return {
          error: new AuthError(400, 'refresh_token_already_used', AUTH_MESSAGES.refreshReused),
          replay: row.user_id,
        };
      }
    } else {
      await revokeRefreshToken(trx, hash, now);
    }
    const next = randomToken(32);
    await insertRefreshToken(trx, {
      token_hash: sha256Hex(next),
      session_id: row.session_id,
      parent_hash: hash,
      created_at: now,
    });
    await touchSession(trx, row.session_id, now);
    const user = await findUserById(trx, row.user_id);
    if (!user) return { error: new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshNotFound) };
    const authenticatedAt = Math.floor(new Date(row.session_created_at).getTime() / 1000);
    return {
      ok: await tokenResponse(ctx, user, row.session_id, row.amr_method, authenticatedAt, next, now),
    };
  });
  if ('ok' in outcome && outcome.ok) return outcome.ok;
  if ('replay' in outcome && outcome.replay) {
    await audit(db, meta, { userId: outcome.replay, action: 'token_refresh_replay', outcome: 'denied' });
  }
  throw (outcome as { error: AuthError }).error;
}
