/**
 * `GET /verify?token&type&redirect_to`: consumes an e-mail link (confirmation, recovery or e-mail change).
 * The first use of a confirmation or recovery link confirms the address (profile `email_verified`, welcome
 * e-mail); an e-mail change link switches the account to its new address (`flows/email-change.ts`,
 * audited `email_change`). A PKCE link answers
 * `redirect?code=…` (exchanged by `flows/pkce.ts`); any other starts a session and answers
 * `redirect#access_token=…`; a used, expired or unknown link answers
 * `redirect#error=access_denied&error_code=otp_expired…`.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { updateProfile } from '../../profile/repo.js';
import { profileFieldsFromMetadata } from '../../profile/service.js';
import { audit, type RequestMeta } from '../audit.js';
import { sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES } from '../errors.js';
import { consumeLinkToken, findUserById, setFlowStateAuthCode, updateUser } from '../repo.js';
import type { AuthUserRow } from '../user.js';
import type { AuthContext } from './context.js';
import { confirmEmailChange, EMAIL_CHANGE_TYPE } from './email-change.js';
import { recipientName } from './links.js';
import { issueSession } from './session.js';

/** `GET /verify`: where to redirect (303) after consuming the link token. */
export async function verify(
  ctx: AuthContext,
  meta: RequestMeta,
  token: string | undefined,
  type: string | undefined,
  redirectTo: string | undefined,
): Promise<string> {
  const { db, auth, mailer } = ctx;
  const target = ctx.safeRedirect(redirectTo);
  const failure = () => {
    const p = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    return `${target}#${p.toString()}`;
  };
  try {
    await ctx.limit(auth.rateLimits.emailEndpointsAddress, `verify:ip:${meta.ip}`);
  } catch {
    const p = new URLSearchParams({
      error: 'access_denied',
      error_code: 'over_request_rate_limit',
      error_description: AUTH_MESSAGES.rateLimited,
    });
    return `${target}#${p.toString()}`;
  }
  if (
    !token ||
    (type !== 'signup' && type !== 'recovery' && type !== 'email' && type !== EMAIL_CHANGE_TYPE)
  ) {
    return failure();
  }
  const now = new Date();
  const linkType =
    type === 'recovery' ? 'recovery' : type === EMAIL_CHANGE_TYPE ? EMAIL_CHANGE_TYPE : 'signup';
  const result = await ctx.tx(async (trx) => {
    let flowStateId: string | null;
    let user: AuthUserRow | undefined;
    if (linkType === EMAIL_CHANGE_TYPE) {
      // Always the implicit answer (no PKCE code): see `flows/email-change.ts`.
      const changed = await confirmEmailChange(trx, sha256Hex(token), now);
      if (!changed) return undefined;
      user = changed.user;
      flowStateId = null;
      await mailer.send(trx, {
        kind: 'email_changed',
        to: changed.previousEmail,
        name: recipientName(user),
        newEmail: user.email,
      });
    } else {
      const link = await consumeLinkToken(trx, sha256Hex(token), linkType, now);
      if (!link) return undefined;
      flowStateId = link.flow_state_id;
      user = await findUserById(trx, link.user_id);
    }
    if (!user) return undefined;
    let newlyConfirmed = false;
    if (!user.email_confirmed_at) {
      // A recovery link also proves the address.
      user = await updateUser(trx, user.id, { email_confirmed_at: now, updated_at: now });
      await updateProfile(trx, user.id, { email_verified: true });
      const fields = profileFieldsFromMetadata(user.raw_user_meta_data);
      await mailer.send(trx, {
        kind: 'welcome',
        to: user.email,
        name: fields.name || null,
        organization: fields.organization || null,
      });
      newlyConfirmed = true;
    }
    if (flowStateId) {
      const code = randomUUID();
      await setFlowStateAuthCode(trx, flowStateId, sha256Hex(code), now);
      return {
        userId: user.id,
        newlyConfirmed,
        emailChanged: linkType === EMAIL_CHANGE_TYPE,
        location: `${target}${target.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`,
      };
    }
    const session = await issueSession(ctx, trx, user, linkType === 'recovery' ? 'recovery' : 'otp', now);
    const p = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: linkType,
    });
    return {
      userId: user.id,
      newlyConfirmed,
      emailChanged: linkType === EMAIL_CHANGE_TYPE,
      location: `${target}#${p.toString()}`,
    };
  });
  if (!result) return failure();
  if (result.emailChanged) {
    mailer.wake?.();
    await audit(db, meta, {
      userId: result.userId,
      action: 'email_change',
      outcome: 'ok',
      detail: { step: 'confirmed' },
    });
  }
  if (result.newlyConfirmed) {
    mailer.wake?.();
    await audit(db, meta, { userId: result.userId, action: 'email_confirmed', outcome: 'ok' });
  }
  return result.location;
}
