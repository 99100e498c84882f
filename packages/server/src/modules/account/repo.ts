import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sha256Hex } from '../auth/crypto.js';
import { sessionsDeleted } from '../auth/repo.js';
import type { AccountDataOwner, AccountDataRegistry, AccountSubject } from './registry.js';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** The account's address: `auth_users`, else the profile, else the token's; lower case. */
export async function resolveSubject(db: Db, user: { id: string; email: string }): Promise<AccountSubject> {
  const auth = await db.selectFrom('auth_users').select('email').where('id', '=', user.id).executeTakeFirst();
  const profile = auth
    ? undefined
    : await db.selectFrom('users').select('email').where('auth_user_id', '=', user.id).executeTakeFirst();
  return { id: user.id, email: (auth?.email ?? profile?.email ?? user.email).trim().toLowerCase() };
}

/** The stored password hash of an account of our `/auth/v1`; undefined for hosted-Supabase users. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_users')
    .select('encrypted_password')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.encrypted_password;
}

/** Writes one audit row (SECURITY 16): no passwords, tokens or e-mail addresses in `detail`. */
export async function insertAudit(
  db: Db,
  row: {
    userId: string | null;
    action: string;
    outcome: 'ok' | 'fail' | 'denied';
    requestId: string | null;
    ip: string | null;
    detail?: Record<string, string | number | boolean>;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: row.userId,
      action: row.action,
      outcome: row.outcome,
      request_id: row.requestId,
      ip: row.ip,
      detail: JSON.stringify(row.detail ?? {}),
    })
    .execute();
}

/**
 * `user`: the `auth_users` account — id, e-mail, dates and `user_metadata`; never `encrypted_password`
 * or `raw_app_meta_data`. Hosted-Supabase users (no row here) export their id and e-mail with null
 * dates. Deleting the row cascades to sessions, refresh tokens, flow states and link tokens; the
 * rate-limit buckets keyed by the address (`email:<address>`, `signin:acct:<sha256>`) go too.
 */
export const userOwner: AccountDataOwner = {
  name: 'user',
  async export(db, subject) {
    const row = await db
      .selectFrom('auth_users')
      .select([
        'id',
        'email',
        'created_at',
        'updated_at',
        'email_confirmed_at',
        'last_sign_in_at',
        'raw_user_meta_data',
      ])
      .where('id', '=', subject.id)
      .executeTakeFirst();
    return {
      id: subject.id,
      email: row?.email ?? subject.email,
      created_at: iso(row?.created_at),
      updated_at: iso(row?.updated_at),
      email_confirmed_at: iso(row?.email_confirmed_at),
      last_sign_in_at: iso(row?.last_sign_in_at),
      user_metadata: row?.raw_user_meta_data ?? {},
    };
  },
  async delete(trx, subject) {
    await trx.deleteFrom('auth_users').where('id', '=', subject.id).execute();
    sessionsDeleted();
    await trx
      .deleteFrom('auth_rate_limits')
      .where('key', 'in', [
        `email:${subject.email}`,
        `signin:acct:${sha256Hex(subject.email)}`,
        `account-delete:acct:${subject.id}`,
      ])
      .execute();
  },
};

/** `profile`: the `users` row of spec §3 (name, organisation, plan, trial, role). */
export const profileOwner: AccountDataOwner = {
  name: 'profile',
  async export(db, subject) {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('auth_user_id', '=', subject.id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      organization: row.organization,
      plan: row.plan,
      plan_expires_at: iso(row.plan_expires_at),
      email_verified: row.email_verified,
      is_active: row.is_active,
      role: row.role,
      trial_start_date: iso(row.trial_start_date),
      trial_end_date: iso(row.trial_end_date),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  },
  async delete(trx, subject) {
    await trx.deleteFrom('users').where('auth_user_id', '=', subject.id).execute();
  },
};

/** `sessions`: the user's open sessions (dates and sign-in method; no ids, no refresh tokens). */
export const sessionsOwner: AccountDataOwner = {
  name: 'sessions',
  async export(db, subject) {
    const rows = await db
      .selectFrom('auth_sessions')
      .select(['amr_method', 'created_at', 'refreshed_at', 'not_after'])
      .where('user_id', '=', subject.id)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      sign_in_method: r.amr_method,
      created_at: iso(r.created_at),
      updated_at: iso(r.refreshed_at),
      expires_at: iso(r.not_after),
    }));
  },
  async delete(trx, subject) {
    // Also removed by the auth_users cascade; explicit so the order does not matter.
    await trx.deleteFrom('auth_sessions').where('user_id', '=', subject.id).execute();
    sessionsDeleted();
  },
};

/**
 * `audit_log`: the user's own security events (sign-ups, sign-ins, logouts, denied access) with their
 * address. On deletion the rows stay as an anonymous security record: `user_id` and `ip` become null and
 * any `email` field of `detail` is dropped.
 */
export const auditOwner: AccountDataOwner = {
  name: 'audit_log',
  async export(db, subject) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['created_at', 'action', 'outcome', 'request_id', 'ip', 'detail'])
      .where('user_id', '=', subject.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
  },
  async delete(trx, subject) {
    await trx
      .updateTable('audit_log')
      .set({ user_id: null, ip: null, detail: sql<string>`detail - 'email'` })
      .where('user_id', '=', subject.id)
      .execute();
  },
};

/** `cookie_consents`: banner choices saved while signed in (`user_id` set); never the address hash. */
export const cookieConsentsOwner: AccountDataOwner = {
  name: 'cookie_consents',
  async export(db, subject) {
    const rows = await db
      .selectFrom('cookie_consents')
      .select(['id', 'session_id', 'consents', 'user_agent', 'client_timestamp', 'created_at'])
      .where('user_id', '=', subject.id)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      ...r,
      client_timestamp: iso(r.client_timestamp),
      created_at: iso(r.created_at),
    }));
  },
  async delete(trx, subject) {
    await trx.deleteFrom('cookie_consents').where('user_id', '=', subject.id).execute();
  },
};

/**
 * `emails`: account e-mails kept in `mail_outbox` (development without SMTP) — kind, subject and date
 * only: the body and links carry single-use tokens and are never exported.
 */
export const emailsOwner: AccountDataOwner = {
  name: 'emails',
  async export(db, subject) {
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'created_at'])
      .where(sql<string>`lower("to")`, '=', subject.email)
      .orderBy('created_at')
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
  },
  async delete(trx, subject) {
    await trx
      .deleteFrom('mail_outbox')
      .where(sql<string>`lower("to")`, '=', subject.email)
      .execute();
  },
};

/**
 * Registers the owners of the auth, profile, consent, audit and mail data, in this order: `user`,
 * `profile`, `sessions`, `audit_log`, `cookie_consents`, `emails`.
 */
export function registerCoreAccountData(registry: AccountDataRegistry): void {
  for (const owner of [
    userOwner,
    profileOwner,
    sessionsOwner,
    auditOwner,
    cookieConsentsOwner,
    emailsOwner,
  ]) {
    registry.register(owner);
  }
}
