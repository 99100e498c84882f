/**
 * SQL of the settings module: pending e-mail changes (`email_changes`, migration 0017), the user's
 * sessions as the settings screen lists them, and the profile fields the screen edits. Every function
 * takes the database or the open transaction it runs in.
 *
 * @module
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EmailChangesTable } from './schema.js';

/** The database or an open transaction. */
type Db = Kysely<Database> | Transaction<Database>;

/** A pending (or used) e-mail change. */
export type EmailChangeRow = Selectable<EmailChangesTable>;

/** Deletes the user's unused e-mail changes (a new request replaces them). */
export async function deleteUnusedEmailChanges(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Inserts a pending e-mail change. */
export async function insertEmailChange(db: Db, values: Insertable<EmailChangesTable>): Promise<void> {
  await db.insertInto('email_changes').values(values).execute();
}

/**
 * Marks the unused, unexpired change with this token hash as used, in one statement (a link is consumed
 * once however many clicks race), and returns it; undefined when there is none.
 */
export function consumeEmailChange(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeRow | undefined> {
  return db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** The user's newest unused, unexpired e-mail change, if any. */
export function pendingEmailChange(db: Db, userId: string, now: Date): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A session as the settings screen lists it. */
export interface SessionRow {
  id: string;
  amr_method: string;
  created_at: Date;
  refreshed_at: Date;
  not_after: Date;
}

/** The user's sessions still within their time-box, newest refresh first. */
export async function listLiveSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .select(['id', 'amr_method', 'created_at', 'refreshed_at', 'not_after'])
    .where('user_id', '=', userId)
    .where('not_after', '>', now)
    .orderBy('refreshed_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    amr_method: r.amr_method,
    created_at: new Date(r.created_at),
    refreshed_at: new Date(r.refreshed_at),
    not_after: new Date(r.not_after),
  }));
}

/** Sets the profile's e-mail (after a confirmed change: the new address is verified). */
export async function setProfileEmail(db: Db, authUserId: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, email_verified: true, updated_at: new Date() })
    .where('auth_user_id', '=', authUserId)
    .execute();
}
