import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

/** A `users` profile row. */
export type ProfileRow = Selectable<UsersTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** Fields of a new profile row. */
export interface NewProfile {
  authUserId: string;
  email: string;
  name: string;
  organization: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  /** Plan expiry (ISO): registration + 30 days. */
  planExpiresAt: string;
}

/**
 * Inserts the profile of an auth user (plan `estudiante`); does nothing when it already exists (lazy
 * creation for hosted-Supabase users races safely).
 */
export async function insertProfile(db: Db, p: NewProfile): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      auth_user_id: p.authUserId,
      email: p.email,
      name: p.name,
      organization: p.organization,
      plan: 'estudiante',
      plan_expires_at: p.planExpiresAt,
      email_verified: p.emailVerified,
      is_active: true,
      role: p.role,
    })
    .onConflict((oc) => oc.column('auth_user_id').doNothing())
    .execute();
}

/** The profile of an auth user, or undefined. */
export async function findProfile(db: Db, authUserId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('users').selectAll().where('auth_user_id', '=', authUserId).executeTakeFirst();
}

/** Sets fields of a profile and bumps `updated_at`. */
export async function updateProfile(
  db: Db,
  authUserId: string,
  patch: Partial<Pick<ProfileRow, 'email_verified' | 'role' | 'name' | 'organization'>> & {
    trial_start_date?: string;
    trial_end_date?: string;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('auth_user_id', '=', authUserId)
    .execute();
}

/** Records the trial start once (first call wins); returns the stored row. */
export async function startTrialOnce(
  db: Db,
  authUserId: string,
  start: string,
  end: string,
): Promise<ProfileRow | undefined> {
  await db
    .updateTable('users')
    .set({ trial_start_date: start, trial_end_date: end, updated_at: new Date() })
    .where('auth_user_id', '=', authUserId)
    .where('trial_start_date', 'is', null)
    .execute();
  return findProfile(db, authUserId);
}
