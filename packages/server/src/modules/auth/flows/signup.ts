/**
 * `POST /signup`: creates the account and its profile row, then either sends the confirmation link or
 * (with `AUTH_AUTOCONFIRM`) starts a session at once. A sign-up for a registered e-mail answers the
 * obfuscated user (AUTH-CONTRACT: `identities: []`) so the answer reveals nothing, and re-sends the
 * confirmation when that account is still unconfirmed.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { planExpiryFrom } from '@alegato/domain';
import { insertProfile } from '../../profile/repo.js';
import { profileFieldsFromMetadata, roleFor } from '../../profile/service.js';
import { audit, type RequestMeta } from '../audit.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import {
  assertStrong,
  normalizeEmail,
  readCodeChallenge,
  requirePassword,
  sanitizeMetadata,
} from '../input.js';
import { hashPassword } from '../password.js';
import { takeToken } from '../rate-limit.js';
import { findUserByEmail, insertUser, patchUser } from '../repo.js';
import { EMAIL_APP_METADATA, obfuscatedUser, toAuthUser, type AuthUser } from '../user.js';
import type { AuthContext } from './context.js';
import { createLink, recipientName } from './links.js';
import { issueSession, type TokenResponse } from './session.js';

/** `POST /signup`: the bare User (confirmation on) or a token response (autoconfirm). */
export async function signUp(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
  redirectTo: string | undefined,
): Promise<{ user: AuthUser } | { session: TokenResponse }> {
  const { db, auth, mailer } = ctx;
  await ctx.limit(auth.rateLimits.emailEndpointsAddress, `signup:ip:${meta.ip}`);
  const email = normalizeEmail(body.email);
  const password = requirePassword(body.password);
  assertStrong(password);
  const metadata = sanitizeMetadata(body.data);
  const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
  const now = new Date();
  const hash = await hashPassword(password, auth.scrypt);

  const existing = await findUserByEmail(db, email);
  if (existing && !existing.email_confirmed_at && !auth.autoconfirm) {
    // GoTrue resends the confirmation to an unconfirmed address (within the e-mail limit). The answer is
    // the obfuscated user every duplicate gets (AUTH-CONTRACT: `identities: []`), so it tells nobody
    // whether the address is registered, confirmed or not; the stored password and metadata stay.
    const limited = await takeToken(db, `email:${email}`, auth.rateLimits.emailRecipient);
    if (limited.allowed) {
      await ctx.tx(async (trx) => {
        const link = await createLink(ctx, trx, existing, 'signup', challenge, redirectTo, now);
        await patchUser(trx, existing.id, { confirmation_sent_at: now });
        await mailer.send(trx, { kind: 'confirmation', to: email, name: recipientName(existing), link });
      });
    }
    mailer.wake?.();
    await audit(db, meta, {
      userId: existing.id,
      action: 'signup',
      outcome: 'fail',
      detail: { reason: 'unconfirmed_duplicate', resent: limited.allowed },
    });
    return { user: obfuscatedUser(email, metadata, now) };
  }
  if (existing) {
    await audit(db, meta, {
      userId: existing.id,
      action: 'signup',
      outcome: 'fail',
      detail: { reason: 'duplicate' },
    });
    if (auth.autoconfirm) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userExists);
    return { user: obfuscatedUser(email, metadata, now) };
  }

  const confirmed = auth.autoconfirm;
  const recipientLimited = !confirmed
    ? await takeToken(db, `email:${email}`, auth.rateLimits.emailRecipient)
    : undefined;
  const id = randomUUID();
  const result = await ctx.tx(async (trx) => {
    const row = await insertUser(trx, {
      id,
      email,
      encrypted_password: hash,
      email_confirmed_at: confirmed ? now : null,
      confirmation_sent_at: confirmed ? null : now,
      raw_app_meta_data: JSON.stringify(EMAIL_APP_METADATA),
      raw_user_meta_data: JSON.stringify(metadata),
      created_at: now,
      updated_at: now,
    });
    if (!row) return undefined;
    const fields = profileFieldsFromMetadata(metadata);
    await insertProfile(trx, {
      authUserId: id,
      email,
      name: fields.name,
      organization: fields.organization,
      emailVerified: confirmed,
      role: roleFor(email, auth.adminEmails),
      planExpiresAt: planExpiryFrom(now),
    });
    if (confirmed) {
      const session = await issueSession(ctx, trx, row, 'password', now);
      await mailer.send(trx, {
        kind: 'welcome',
        to: email,
        name: fields.name || null,
        organization: fields.organization || null,
      });
      return { session };
    }
    if (recipientLimited?.allowed !== false) {
      const link = await createLink(ctx, trx, row, 'signup', challenge, redirectTo, now);
      await mailer.send(trx, { kind: 'confirmation', to: email, name: fields.name || null, link });
    }
    return { user: toAuthUser(row) };
  });
  mailer.wake?.();
  if (!result) {
    // Lost a race with a concurrent sign-up of the same e-mail.
    if (auth.autoconfirm) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userExists);
    return { user: obfuscatedUser(email, metadata, now) };
  }
  await audit(db, meta, { userId: id, action: 'signup', outcome: 'ok' });
  return result;
}
