/**
 * Rules of the settings screen's own endpoints (HTTP-free): the profile's name and organization (also
 * written to the auth user's metadata, so supabase-js `getUser` shows them), and the user's sessions.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUserByIdForUpdate, patchUser } from '../auth/repo.js';
import { updateProfile } from '../profile/repo.js';
import { listLiveSessions } from './repo.js';

/** Longest name a profile keeps. */
export const NAME_MAX = 120;
/** Longest organization a profile keeps. */
export const ORGANIZATION_MAX = 200;

/** Sets the profile's name and organization and mirrors them into the auth user's `user_metadata`. */
export async function saveProfile(
  db: Kysely<Database>,
  userId: string,
  fields: { name: string; organization: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, userId, fields);
    // Hosted-Supabase users have no row here: their metadata lives in Supabase.
    const auth = await findUserByIdForUpdate(trx, userId);
    if (!auth) return;
    const meta = { ...auth.raw_user_meta_data, name: fields.name, organization: fields.organization };
    await patchUser(trx, userId, { raw_user_meta_data: JSON.stringify(meta), updated_at: new Date() });
  });
}

/** A session as `GET /api/settings/sessions` lists it. */
export interface SessionView {
  id: string;
  /** How it started: `password`, `otp` (e-mail link) or `recovery`. */
  amr_method: string;
  created_at: string;
  /** Last token refresh. */
  refreshed_at: string;
  /** True for the session of the request's token. */
  current: boolean;
}

/** The user's live sessions, most recently refreshed first, the caller's marked `current`. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string | null,
  now: Date,
): Promise<SessionView[]> {
  const rows = await listLiveSessions(db, userId, now);
  return rows.map((r) => ({
    id: r.id,
    amr_method: r.amr_method,
    created_at: r.created_at.toISOString(),
    refreshed_at: r.refreshed_at.toISOString(),
    current: r.id === currentSessionId,
  }));
}
