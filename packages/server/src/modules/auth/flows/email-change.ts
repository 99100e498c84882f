/**
 * E-mail change with confirmation sent to the new address (issue 14 item 4), in GoTrue's wire shapes:
 * `PUT /user {email, code_challenge, code_challenge_method}?redirect_to=` (supabase-js
 * `updateUser({email}, {emailRedirectTo})`) stores a pending change (`email_changes`: the new address,
 * the sha256 of a single-use link token, one hour) and e-mails the link to the NEW address; the account
 * keeps its address until that link is opened. The answer is the User with `new_email` and
 * `email_change_sent_at`, as GoTrue answers with secure e-mail change off. `GET /verify?type=email_change`
 * ({@link confirmEmailChange}) switches `auth_users.email` and the profile's e-mail, audited
 * `email_change`, and tells the previous address (a notice without links to act on). An address another account uses is refused at the request (422 `email_exists`) and
 * again at the link (the link then fails like an expired one). One e-mail per new address per minute;
 * requests are limited per socket address like `/recover`.
 *
 * The link always answers the implicit way (`redirect#access_token=…&refresh_token=…&type=email_change`),
 * even when the client sent a PKCE challenge: supabase-js stores the verifier for `updateUser({email})`
 * and then drops it at once (its `_saveSession` clears every pending verifier when `updateUser` saves
 * the updated user), so a `?code=` could never be exchanged. The app's `/auth/confirm` turns the
 * fragment into a session with `setSession`.
 *
 * @module
 */
import {
  consumeEmailChange,
  deleteUnusedEmailChanges,
  insertEmailChange,
  pendingEmailChange,
  setProfileEmail,
} from '../../settings/repo.js';
import { audit, type RequestMeta } from '../audit.js';
import { randomToken, sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import { normalizeEmail, readCodeChallenge } from '../input.js';
import { findUserByEmail, findUserById, updateUser, type Db } from '../repo.js';
import { toAuthUser, type AuthUser, type AuthUserRow } from '../user.js';
import type { AuthContext } from './context.js';
import { LINK_TTL_SECONDS, recipientName } from './links.js';
import type { SessionPrincipal } from './session.js';

/** The `type` of an e-mail change link (`/verify?type=email_change`, flow states). */
export const EMAIL_CHANGE_TYPE = 'email_change';

/** The User with the pending change, as GoTrue shows it: `new_email` and `email_change_sent_at`. */
export async function withPendingEmail(d: Db, row: AuthUserRow, now = new Date()): Promise<AuthUser> {
  const user = toAuthUser(row);
  const pending = await pendingEmailChange(d, row.id, now);
  if (!pending) return user;
  return {
    ...user,
    new_email: pending.new_email,
    email_change_sent_at: new Date(pending.created_at).toISOString(),
  };
}

/**
 * `PUT /user {email}`: the same address (any case) changes nothing; another account's address is 422
 * `email_exists`; otherwise the pending change replaces older ones and the link goes to the new address.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  meta: RequestMeta,
  p: SessionPrincipal,
  body: Record<string, unknown>,
  redirectTo: string | undefined,
): Promise<AuthUser | undefined> {
  const { db, auth, mailer } = ctx;
  // Like `/recover` and `/resend`: e-mail sending endpoints are limited per socket address too.
  await ctx.limit(auth.rateLimits.emailEndpointsAddress, `email_change:ip:${meta.ip}`);
  const email = normalizeEmail(body.email);
  // Checked like every other challenge, but not used: see the module comment.
  readCodeChallenge(body.code_challenge, body.code_challenge_method);
  const current = await findUserById(db, p.userId);
  if (!current) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
  if (current.email.toLowerCase() === email) return undefined;
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== p.userId) throw new AuthError(422, 'email_exists', AUTH_MESSAGES.userExists);
  await ctx.limit(auth.rateLimits.emailRecipient, `email:${email}`, 'over_email_send_rate_limit');
  const now = new Date();
  const user = await ctx.tx(async (trx) => {
    const other = await findUserByEmail(trx, email);
    if (other && other.id !== p.userId) throw new AuthError(422, 'email_exists', AUTH_MESSAGES.userExists);
    const row = await findUserById(trx, p.userId);
    if (!row) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
    const token = randomToken(32);
    await deleteUnusedEmailChanges(trx, row.id);
    await insertEmailChange(trx, {
      token_hash: sha256Hex(token),
      user_id: row.id,
      new_email: email,
      created_at: now,
      expires_at: new Date(now.getTime() + LINK_TTL_SECONDS * 1000),
    });
    const url = new URL(`${ctx.config.publicUrl}/auth/v1/verify`);
    url.searchParams.set('token', token);
    url.searchParams.set('type', EMAIL_CHANGE_TYPE);
    url.searchParams.set('redirect_to', ctx.safeRedirect(redirectTo));
    await mailer.send(trx, {
      kind: 'email_change',
      to: email,
      name: recipientName(row),
      link: url.toString(),
    });
    return withPendingEmail(trx, row, now);
  });
  mailer.wake?.();
  await audit(db, meta, {
    userId: p.userId,
    action: 'email_change',
    outcome: 'ok',
    detail: { step: 'requested' },
  });
  return user;
}

/**
 * Inside `/verify`'s transaction: consumes the e-mail change link with this token hash and switches the
 * account's and the profile's address (the caller tells the previous address). Undefined when the link is unknown, used or expired, or when the
 * address was taken meanwhile (then the change is dropped).
 */
export async function confirmEmailChange(
  trx: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: AuthUserRow; previousEmail: string } | undefined> {
  const change = await consumeEmailChange(trx, tokenHash, now);
  if (!change) return undefined;
  const other = await findUserByEmail(trx, change.new_email);
  if (other && other.id !== change.user_id) return undefined;
  const before = await findUserById(trx, change.user_id);
  if (!before) return undefined;
  const user = await updateUser(trx, change.user_id, {
    email: change.new_email,
    email_confirmed_at: now,
    updated_at: now,
  });
  await setProfileEmail(trx, change.user_id, change.new_email);
  return { user, previousEmail: before.email };
}
