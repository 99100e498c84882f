/**
 * `POST /resend` `{type:'signup', email}`: a new confirmation link for an unconfirmed account. The answer
 * is the same `{}` whether the account exists, is confirmed or not; one e-mail per address per minute.
 *
 * @module
 */
import type { RequestMeta } from '../audit.js';
import { AuthError } from '../errors.js';
import { normalizeEmail, readCodeChallenge } from '../input.js';
import { findUserByEmail, patchUser } from '../repo.js';
import type { AuthContext } from './context.js';
import { createLink, recipientName } from './links.js';

/** `POST /resend`: sends the confirmation again when the account exists and is unconfirmed. */
export async function resend(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
  redirectTo: string | undefined,
): Promise<void> {
  const { auth, mailer } = ctx;
  await ctx.limit(auth.rateLimits.emailEndpointsAddress, `resend:ip:${meta.ip}`);
  if (body.type !== 'signup') throw new AuthError(400, 'validation_failed', 'type debe ser signup.');
  const email = normalizeEmail(body.email);
  const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
  await ctx.limit(auth.rateLimits.emailRecipient, `email:${email}`, 'over_email_send_rate_limit');
  const now = new Date();
  await ctx.tx(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user || user.email_confirmed_at) return;
    const link = await createLink(ctx, trx, user, 'signup', challenge, redirectTo, now);
    await patchUser(trx, user.id, { confirmation_sent_at: now });
    await mailer.send(trx, { kind: 'confirmation', to: user.email, name: recipientName(user), link });
  });
  mailer.wake?.();
}
