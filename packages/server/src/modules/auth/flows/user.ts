/**
 * `GET /user` and `PUT /user`: the signed-in user's account. A password change ends the user's other
 * sessions; `data` is merged into `user_metadata` (a `null` value deletes the key) and mirrored to the
 * profile's name and organization; `app_metadata` is never user-writable and the e-mail cannot change.
 *
 * @module
 */
import { updateProfile } from '../../profile/repo.js';
import { profileFieldsFromMetadata } from '../../profile/service.js';
import { audit, type RequestMeta } from '../audit.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import { assertStrong, requirePassword, sanitizeMetadata } from '../input.js';
import { hashPassword } from '../password.js';
import {
  deleteUserSessions,
  findUserById,
  findUserByIdForUpdate,
  updateUser as updateUserRow,
} from '../repo.js';
import { toAuthUser, type AuthUser } from '../user.js';
import type { AuthContext } from './context.js';
import type { SessionPrincipal } from './session.js';

/** `GET /user`: the caller's User; 403 `user_not_found` when the account is gone. */
export async function getUser(ctx: AuthContext, p: SessionPrincipal): Promise<AuthUser> {
  const user = await findUserById(ctx.db, p.userId);
  if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
  return toAuthUser(user);
}

/** `PUT /user`: `{password}` (ends the user's other sessions) and/or `{data}` (merged). */
export async function updateUser(
  ctx: AuthContext,
  meta: RequestMeta,
  p: SessionPrincipal,
  body: Record<string, unknown>,
): Promise<AuthUser> {
  if (body.email != null || body.phone != null) {
    throw new AuthError(422, 'email_change_not_supported', AUTH_MESSAGES.emailChangeUnsupported);
  }
  const data = body.data == null ? undefined : sanitizeMetadata(body.data);
  let newHash: string | undefined;
  if (body.password != null) {
    const password = requirePassword(body.password);
    assertStrong(password);
    newHash = await hashPassword(password);
  }
  const now = new Date();
  const row = await ctx.tx(async (trx) => {
    const user = await findUserByIdForUpdate(trx, p.userId);
    if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
    const patch: { updated_at: Date; encrypted_password?: string; raw_user_meta_data?: string } = {
      updated_at: now,
    };
    if (newHash) patch.encrypted_password = newHash;
    if (data) {
      const merged = { ...user.raw_user_meta_data, ...data };
      for (const [k, v] of Object.entries(data)) if (v === null) delete merged[k];
      patch.raw_user_meta_data = JSON.stringify(merged);
      const fields = profileFieldsFromMetadata(data);
      const profilePatch: { name?: string; organization?: string } = {};
      if ('name' in data) profilePatch.name = fields.name;
      if ('organization' in data) profilePatch.organization = fields.organization;
      if (Object.keys(profilePatch).length > 0) await updateProfile(trx, p.userId, profilePatch);
    }
    if (newHash) await deleteUserSessions(trx, p.userId, 'others', p.sessionId);
    return updateUserRow(trx, p.userId, patch);
  });
  if (newHash) await audit(ctx.db, meta, { userId: p.userId, action: 'password_change', outcome: 'ok' });
  return toAuthUser(row);
}
