/**
 * `POST /token?grant_type=password`: e-mail and password sign-in. Unknown e-mail and wrong password cost
 * the same (a dummy hash is verified) and answer the same 400 `invalid_credentials`; a right password on
 * an unconfirmed account is 400 `email_not_confirmed`. Limited per address and per account.
 *
 * @module
 */
import { audit, type RequestMeta } from '../audit.js';
import { sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import { normalizeEmail } from '../input.js';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../password.js';
import { findUserByEmail } from '../repo.js';
import { ACCOUNT_DISABLED_MESSAGE, isUserDisabled } from '../../admin/status.js';
import type { AuthContext } from './context.js';
import { issueSession, type TokenResponse } from './session.js';

/** `POST /token?grant_type=password` `{email, password}`: a new session's token response. */
export async function signInWithPassword(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  const { db, auth } = ctx;
  await ctx.limit(auth.rateLimits.signInAddress, `signin:ip:${meta.ip}`);
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '') throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.missingEmailOrPassword);
  await ctx.limit(auth.rateLimits.signInAccount, `signin:acct:${sha256Hex(email)}`);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(
    password.slice(0, MAX_PASSWORD_LENGTH),
    user?.encrypted_password ?? (await ctx.dummyHash()),
  );
  if (!user || !ok) {
    await audit(db, meta, {
      userId: user?.id ?? null,
      action: 'signin',
      outcome: 'fail',
      detail: { reason: 'invalid_credentials' },
    });
    throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.email_confirmed_at) {
    await audit(db, meta, {
      userId: user.id,
      action: 'signin',
      outcome: 'fail',
      detail: { reason: 'email_not_confirmed' },
    });
    throw new AuthError(400, 'email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
  }
  if (await isUserDisabled(db, user.id)) {
    await audit(db, meta, {
      userId: user.id,
      action: 'signin',
      outcome: 'denied',
      detail: { reason: 'user_disabled' },
    });
    throw new AuthError(403, 'user_banned', ACCOUNT_DISABLED_MESSAGE);
  }
  const res = await ctx.tx((trx) => issueSession(ctx, trx, user, 'password', new Date()));
  await audit(db, meta, { userId: user.id, action: 'signin', outcome: 'ok' });
  return res;
}
