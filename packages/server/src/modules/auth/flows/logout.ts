/**
 * `POST /logout?scope=global|local|others`: ends the caller's sessions in the scope (deleting a session
 * revokes its access and refresh tokens at once) and an admin's plan simulation, and the check the API's
 * token verifier relies on.
 *
 * @module
 */
import { audit, type RequestMeta } from '../audit.js';
import { deleteUserSessions, isSessionLive as sessionRowIsLive } from '../repo.js';
import type { AuthContext } from './context.js';
import type { SessionPrincipal } from './session.js';

/** `POST /logout`: `global` (every session of the user), `local` (this one) or `others`. */
export async function logout(
  ctx: AuthContext,
  meta: RequestMeta,
  p: SessionPrincipal,
  scope: string,
): Promise<void> {
  await deleteUserSessions(
    ctx.db,
    p.userId,
    scope === 'local' || scope === 'others' ? scope : 'global',
    p.sessionId,
  );
  await audit(ctx.db, meta, { userId: p.userId, action: 'logout', outcome: 'ok', detail: { scope } });
  // An admin's plan simulation is lost at sign-out (spec §4, issue 14 item 6).
  if (scope !== 'others') {
    const ended = await ctx.db
      .deleteFrom('plan_overrides')
      .where('user_id', '=', p.userId)
      .executeTakeFirst();
    if (Number(ended.numDeletedRows) > 0) {
      await audit(ctx.db, meta, {
        userId: p.userId,
        action: 'plan_override_end',
        outcome: 'ok',
        detail: { reason: 'logout' },
      });
    }
  }
}

/** True when the session exists and is within its time-box (used by `/user`, `/logout` and the API). */
export function isSessionLive(ctx: AuthContext, sessionId: string, userId: string): Promise<boolean> {
  return sessionRowIsLive(ctx.db, sessionId, userId);
}
