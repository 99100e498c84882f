import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { clientAddress } from '../../middleware/socket-address.js';
import type { AppEnv } from '../../types.js';
import { insertAuditLine } from './repo.js';

/** Auth events written to `audit_log` and the log (SECURITY 16). */
export type AuditAction =
  | 'signup'
  | 'signin'
  | 'logout'
  | 'password_change'
  | 'password_recovery_request'
  | 'email_confirmed'
  | 'token_refresh_replay'
  | 'access_denied'
  // Issue 14: administration, plans and billing.
  | 'admin_denied'
  | 'admin_action'
  | 'plan_change'
  | 'plan_override_start'
  | 'plan_override_end'
  | 'user_disabled'
  | 'user_enabled'
  | 'billing_event'
  | 'email_change'
  | 'sessions_revoked'
  // Issue 15: API keys and the MCP server.
  | 'api_key_created'
  | 'api_key_revoked'
  | 'api_key_denied'
  | 'mcp_call';

/** Who and where: the request's id, socket address and logger. */
export interface RequestMeta {
  requestId: string;
  ip: string;
  log: Logger;
}

/** The request's {@link RequestMeta}: the client address under `TRUST_PROXY` (socket address by default). */
export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return { requestId: c.get('requestId'), ip: clientAddress(c) ?? 'unknown', log: c.get('log') };
}

/** One audit event. `detail` must never hold passwords, tokens, link tokens or document text. */
export interface AuditEvent {
  userId: string | null;
  action: AuditAction;
  outcome: 'ok' | 'fail' | 'denied';
  detail?: Record<string, string | number | boolean>;
}

/**
 * Records an audit event in `audit_log` and as one log line (user id, action, outcome, request id).
 * A failing insert is logged and swallowed: auditing never breaks the request.
 */
export async function audit(db: Kysely<Database>, meta: RequestMeta, e: AuditEvent): Promise<void> {
  meta.log.info(
    { audit: true, user_id: e.userId, action: e.action, outcome: e.outcome, ...e.detail },
    'auth event',
  );
  try {
    await insertAuditLine(db, {
      user_id: e.userId,
      action: e.action,
      outcome: e.outcome,
      request_id: meta.requestId,
      ip: meta.ip,
      detail: JSON.stringify(e.detail ?? {}),
    });
  } catch (err) {
    meta.log.error({ err }, 'audit insert failed');
  }
}
