/**
 * `POST /recover` `{email, code_challenge, …}`: e-mails a recovery link (a PKCE one when the client sent a
 * challenge). The answer is the same `{}` whether the account exists or not; one e-mail per address per
 * minute. The link itself is consumed by `GET /verify` (`flows/verify.ts`).
 *
 * @module
 */
import { audit, type RequestMeta } from '../audit.js';
import { normalizeEmail, readCodeChallenge } from '../input.js';
import { findUserByEmail, patchUser } from '../repo.js';
import type { AuthContext } from './context.js';
import { createLink, recipientName } from './links.js';

/** `POST /recover`: sends a recovery link when the account exists. */
export async function recover(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
  redirectTo: string | undefined,
): Promise<void> {
  const { db, auth, mailer } = ctx;
  await ctx.limit(auth.rateLimits.emailEndpointsAddress, `recover:ip:${meta.ip}`);
  const email = normalizeEmail(body.email);
  const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
  await ctx.limit(auth.rateLimits.emailRecipient, `email:${email}`, 'over_email_send_rate_limit');
  const now = new Date();
  const userId = await ctx.tx(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return null;
    const link = await createLink(ctx, trx, user, 'recovery', challenge, redirectTo, now);
    await patchUser(trx, user.id, { recovery_sent_at: now });
    await mailer.send(trx, { kind: 'recovery', to: user.email, name: recipientName(user), link });
    return user.id;
  });
  mailer.wake?.();
  await audit(db, meta, { userId, action: 'password_recovery_request', outcome: 'ok' });
}
