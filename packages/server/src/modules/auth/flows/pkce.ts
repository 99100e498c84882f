/**
 * `POST /token?grant_type=pkce`: exchanges the auth code a verified e-mail link issued, with the S256
 * verifier of its challenge, for a session. Codes are single use and live {@link FLOW_STATE_TTL_SECONDS}
 * from the link click.
 *
 * @module
 */
import { audit, type RequestMeta } from '../audit.js';
import { s256, safeEqual, sha256Hex } from '../crypto.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import { deleteFlowState, findFlowStateByCodeForUpdate, findUserById, markFlowStateUsed } from '../repo.js';
import type { AuthContext } from './context.js';
import { issueSession, type TokenResponse } from './session.js';

/** PKCE auth codes live 5 minutes from the link click. */
export const FLOW_STATE_TTL_SECONDS = 300;

/** `POST /token?grant_type=pkce` `{auth_code, code_verifier}`: a new session's token response. */
export async function exchangePkce(
  ctx: AuthContext,
  meta: RequestMeta,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  const { db, auth } = ctx;
  await ctx.limit(auth.rateLimits.tokenAddress, `token:ip:${meta.ip}`);
  const code = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') {
    throw new AuthError(400, 'validation_failed', 'Faltan auth_code o code_verifier.');
  }
  const now = new Date();
  const res = await ctx.tx(async (trx) => {
    const flow = await findFlowStateByCodeForUpdate(trx, sha256Hex(code));
    if (!flow || flow.used_at)
      throw new AuthError(404, 'flow_state_not_found', AUTH_MESSAGES.flowStateNotFound);
    const issued = flow.auth_code_issued_at ? new Date(flow.auth_code_issued_at).getTime() : 0;
    if (now.getTime() - issued > FLOW_STATE_TTL_SECONDS * 1000) {
      await deleteFlowState(trx, flow.id);
      throw new AuthError(400, 'flow_state_expired', AUTH_MESSAGES.flowStateExpired);
    }
    if (!safeEqual(s256(verifier), flow.code_challenge)) {
      throw new AuthError(400, 'bad_code_verifier', AUTH_MESSAGES.badCodeVerifier);
    }
    await markFlowStateUsed(trx, flow.id, now);
    const user = await findUserById(trx, flow.user_id);
    if (!user) throw new AuthError(404, 'flow_state_not_found', AUTH_MESSAGES.flowStateNotFound);
    return issueSession(ctx, trx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp', now);
  });
  await audit(db, meta, {
    userId: res.user.id,
    action: 'signin',
    outcome: 'ok',
    detail: { method: 'pkce' },
  });
  return res;
}
