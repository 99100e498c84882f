/**
 * E-mail links (confirmation and recovery): a single-use token stored hashed, valid one hour, with a PKCE
 * flow state when the client sent a challenge, pointing at `/auth/v1/verify`.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { randomToken, sha256Hex } from '../crypto.js';
import { deleteUnusedLinkTokens, insertFlowState, insertLinkToken, type Db, type LinkType } from '../repo.js';
import type { AuthUserRow } from '../user.js';
import type { AuthContext } from './context.js';

/** E-mail link tokens live at most one hour. */
export const LINK_TTL_SECONDS = 3600;

/**
 * Creates a link token (and a PKCE flow state when a challenge is given) in `d`, replacing the user's
 * older unused links of the same type; returns the link URL.
 */
export async function createLink(
  ctx: AuthContext,
  d: Db,
  user: AuthUserRow,
  type: LinkType,
  codeChallenge: string | undefined,
  redirectTo: string | undefined,
  now: Date,
): Promise<string> {
  let flowStateId: string | null = null;
  if (codeChallenge) {
    flowStateId = randomUUID();
    await insertFlowState(d, {
      id: flowStateId,
      user_id: user.id,
      code_challenge: codeChallenge,
      authentication_method: type,
      created_at: now,
    });
  }
  const token = randomToken(32);
  // A new link replaces the older unused links of the same type.
  await deleteUnusedLinkTokens(d, user.id, type);
  await insertLinkToken(d, {
    token_hash: sha256Hex(token),
    user_id: user.id,
    type,
    flow_state_id: flowStateId,
    created_at: now,
    expires_at: new Date(now.getTime() + LINK_TTL_SECONDS * 1000),
  });
  const url = new URL(`${ctx.config.publicUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', ctx.safeRedirect(redirectTo));
  return url.toString();
}

/** The name an e-mail greets (`user_metadata.name`, trimmed), or null. */
export function recipientName(user: AuthUserRow): string | null {
  const n = user.raw_user_meta_data.name;
  return typeof n === 'string' && n.trim() !== '' ? n.trim() : null;
}
