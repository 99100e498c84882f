/**
 * `GET /user` and `PUT /user`: the signed-in user's account. `data` is merged into `user_metadata` (a
 * `null` value deletes the key) and mirrored to the profile's name and organization; `app_metadata` is
 * never user-writable; `email` starts an e-mail change confirmed from the new address
 * (`flows/email-change.ts`).
 *
 * A password change needs the current password (`current_password`, supabase-js
 * `updateUser({password, current_password})`), except in a session started from a recovery link, whose
 * holder proved the address instead. Why this and not a separate `POST /api/settings/password` or GoTrue's
 * reauthentication nonce: it is the attribute supabase-js already sends and hosted Supabase checks with
 * "require current password" on, so the app has one call for both back ends, and supabase-js updates its
 * stored user and tells its listeners (`USER_UPDATED`); the nonce flow would send an e-mail code for every
 * change without proving the user knows the password. The current password is verified with the
 * sign-in's hashing and counts against the sign-in's per-account limit (so it cannot be guessed faster
 * here); a wrong one is 400 `current_password_mismatch` and an audit line; the new one follows the
 * sign-up rules (422 `weak_password`) and must differ (422 `same_password`). A change ends the user's
 * other sessions and is audited `password_change`.
 *
 * @module
 */
import { updateProfile } from '../../profile/repo.js';
import { profileFieldsFromMetadata } from '../../profile/service.js';
import { audit, type RequestMeta } from '../audit.js';
import { sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import { assertStrong, requirePassword, sanitizeMetadata } from '../input.js';
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from '../password.js';
import {
  deleteUserSessions,
  findUserById,
  findUserByIdForUpdate,
  sessionAmrMethod,
  updateUser as updateUserRow,
} from '../repo.js';
import type { AuthUser } from '../user.js';
import type { AuthContext } from './context.js';
import { requestEmailChange, withPendingEmail } from './email-change.js';
import type { SessionPrincipal } from './session.js';

/** `GET /user`: the caller's User (with a pending e-mail change); 403 `user_not_found` when the account is gone. */
export async function getUser(ctx: AuthContext, p: SessionPrincipal): Promise<AuthUser> {
  const user = await findUserById(ctx.db, p.userId);
  if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
  return withPendingEmail(ctx.db, user);
}

/**
 * `PUT /user`: `{password, current_password}` (ends the user's other sessions), `{data}` (merged) and/or
 * `{email}` (a pending change, link to the new address; `redirectTo` is where the link lands).
 */
export async function updateUser(
  ctx: AuthContext,
  meta: RequestMeta,
  p: SessionPrincipal,
  body: Record<string, unknown>,
  redirectTo?: string,
): Promise<AuthUser> {
  if (body.phone != null && body.phone !== '') {
    throw new AuthError(422, 'phone_provider_disabled', AUTH_MESSAGES.validation);
  }
  const data = body.data == null ? undefined : sanitizeMetadata(body.data);
  let newHash: string | undefined;
  if (body.password != null) newHash = await checkPasswordChange(ctx, meta, p, body);
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
  if (body.email != null && body.email !== '') {
    const changed = await requestEmailChange(ctx, meta, p, body, redirectTo);
    if (changed) return changed;
  }
  return withPendingEmail(ctx.db, row, now);
}

/** Checks a password change (see the module comment) and returns the new password's hash. */
async function checkPasswordChange(
  ctx: AuthContext,
  meta: RequestMeta,
  p: SessionPrincipal,
  body: Record<string, unknown>,
): Promise<string> {
  const password = requirePassword(body.password);
  const amr = await sessionAmrMethod(ctx.db, p.sessionId);
  if (amr !== 'recovery') {
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    if (current === '') {
      throw new AuthError(400, 'current_password_required', AUTH_MESSAGES.currentPasswordRequired);
    }
    const user = await findUserById(ctx.db, p.userId);
    if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
    await ctx.limit(ctx.auth.rateLimits.signInAccount, `signin:acct:${sha256Hex(user.email.toLowerCase())}`);
    if (!(await verifyPassword(current.slice(0, MAX_PASSWORD_LENGTH), user.encrypted_password))) {
      await audit(ctx.db, meta, {
        userId: p.userId,
        action: 'password_change',
        outcome: 'fail',
        detail: { reason: 'current_password_mismatch' },
      });
      throw new AuthError(400, 'current_password_mismatch', AUTH_MESSAGES.currentPasswordMismatch);
    }
    if (current === password) throw new AuthError(422, 'same_password', AUTH_MESSAGES.samePassword);
  }
  assertStrong(password);
  return hashPassword(password, ctx.auth.scrypt);
}
