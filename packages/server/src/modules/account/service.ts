import { MESSAGES } from '@alegato/domain';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { verifyPassword, MAX_PASSWORD_LENGTH } from '../auth/password.js';
import { takeToken } from '../auth/rate-limit.js';
import type { AccountDataRegistry } from './registry.js';
import { findPasswordHash, insertAudit, resolveSubject } from './repo.js';

/** Spanish messages of the account endpoints. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'La contraseña no es correcta.',
  passwordRequired: 'Indica tu contraseña para confirmar.',
  passwordTooLong: `La contraseña es demasiado larga (máximo ${MAX_PASSWORD_LENGTH} caracteres).`,
  rateLimited: MESSAGES.login.tooManyRequests,
  reauthUnavailable:
    'Esta cuenta no se gestiona con contraseña en este servidor; escribe al responsable de privacidad para eliminarla.',
} as const;

/** Dependencies of the account service. */
export interface AccountServiceDeps {
  db: Kysely<Database>;
  config: Config;
  registry: AccountDataRegistry;
}

/** The caller: token subject and e-mail. */
export interface AccountCaller {
  id: string;
  email: string;
}

/** Who and where, for rate-limit keys and the audit row. */
export interface AccountRequestMeta {
  requestId: string;
  ip: string;
  log: Logger;
}

/**
 * The user's data as one JSON object (GDPR arts. 15 and 20): `exported_at`, `format`, then one field
 * per registered owner (`user`, `profile`, `sessions`, `audit_log`, `cookie_consents`, `emails`, …).
 */
export async function exportAccountData(
  deps: AccountServiceDeps,
  caller: AccountCaller,
  now: Date = new Date(),
): Promise<Record<string, unknown>> {
  const subject = await resolveSubject(deps.db, caller);
  const out: Record<string, unknown> = { exported_at: now.toISOString(), format: 'alegato-export/1' };
  for (const owner of deps.registry.owners()) {
    out[owner.name] = await owner.export(deps.db, subject);
  }
  return out;
}

async function throttle(deps: AccountServiceDeps, key: string, rule: Parameters<typeof takeToken>[2]) {
  const r = await takeToken(deps.db, key, rule);
  if (!r.allowed) {
    throw new AppError(429, 'rate_limited', ACCOUNT_MESSAGES.rateLimited, {
      headers: { 'Retry-After': String(r.retryAfterSeconds) },
    });
  }
}

/**
 * Deletes the caller's account (GDPR art. 17) after re-checking the password: throttled per address and
 * per account with the sign-in limits; wrong password → 400 `invalid_credentials` (audited); an account
 * without a local password (hosted Supabase) → 409 `reauthentication_unavailable`. Then, in one
 * transaction, every registered owner deletes its rows (reverse registration order) and one anonymous
 * `account_deleted` audit row is written. Files go after the commit ({@link AccountDataOwner.deleteFiles}).
 */
export async function deleteAccount(
  deps: AccountServiceDeps,
  meta: AccountRequestMeta,
  caller: AccountCaller,
  password: string,
): Promise<void> {
  const limits = deps.config.auth.rateLimits;
  await throttle(deps, `account-delete:ip:${meta.ip}`, limits.signInAddress);
  await throttle(deps, `account-delete:acct:${caller.id}`, limits.signInAccount);
  const hash = await findPasswordHash(deps.db, caller.id);
  if (hash === undefined) {
    throw new AppError(409, 'reauthentication_unavailable', ACCOUNT_MESSAGES.reauthUnavailable);
  }
  if (!(await verifyPassword(password, hash))) {
    meta.log.info(
      { user_id: caller.id, action: 'account_delete', outcome: 'fail', reason: 'invalid_credentials' },
      'account deletion refused',
    );
    await insertAudit(deps.db, {
      userId: caller.id,
      action: 'account_delete',
      outcome: 'fail',
      requestId: meta.requestId,
      ip: meta.ip,
      detail: { reason: 'invalid_credentials' },
    });
    throw new AppError(400, 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials);
  }

  const owners = deps.registry.owners();
  const subject = await resolveSubject(deps.db, caller);
  await deps.db.transaction().execute(async (trx) => {
    for (const owner of [...owners].reverse()) await owner.delete(trx, subject);
    // No user id, address or e-mail: the record only says that an account was deleted, and when.
    await insertAudit(trx, {
      userId: null,
      action: 'account_deleted',
      outcome: 'ok',
      requestId: meta.requestId,
      ip: null,
    });
  });
  meta.log.info({ user_id: caller.id, action: 'account_deleted', outcome: 'ok' }, 'account deleted');

  for (const owner of owners) {
    if (!owner.deleteFiles) continue;
    try {
      await owner.deleteFiles(subject);
    } catch (err) {
      meta.log.error(
        { err, user_id: caller.id, owner: owner.name, action: 'account_files_delete', outcome: 'fail' },
        'account files not deleted',
      );
    }
  }
}
