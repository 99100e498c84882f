import { LIMITS, planExpiryFrom, startTrial, trialRemainingDays, trialStatus } from '@alegato/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findProfile, insertProfile, startTrialOnce, updateProfile, type ProfileRow } from './repo.js';

/** The trial block of the profile answer. */
export interface ProfileTrial {
  isInTrial: boolean;
  trialStartDate: string | null;
  trialEndDate: string | null;
  trialDays: number;
  remainingDays: number;
}

/** `GET /api/profile` → `data.profile`. */
export interface ProfileView {
  id: string;
  email: string;
  name: string;
  organization: string;
  plan: string;
  plan_expires_at: string | null;
  email_verified: boolean;
  is_active: boolean;
  role: 'user' | 'admin';
  trial: ProfileTrial;
}

/** The role an e-mail gets: `admin` when listed in `ADMIN_EMAILS` (never from user metadata). */
export function roleFor(email: string, adminEmails: readonly string[]): 'user' | 'admin' {
  return adminEmails.includes(email.trim().toLowerCase()) ? 'admin' : 'user';
}

/** Profile fields from sign-up metadata (`options.data`): name and organization, '' when absent. */
export function profileFieldsFromMetadata(meta: Record<string, unknown>): {
  name: string;
  organization: string;
} {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
  return { name: str(meta.name), organization: str(meta.organization) };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The trial as of `now` with the domain rules (spec §4 Trial). Not started → not in trial, 0 days. */
export function trialView(
  row: Pick<ProfileRow, 'trial_start_date' | 'trial_end_date'>,
  now: Date,
): ProfileTrial {
  const start = iso(row.trial_start_date);
  const end = iso(row.trial_end_date);
  if (!start || !end) {
    return {
      isInTrial: false,
      trialStartDate: null,
      trialEndDate: null,
      trialDays: LIMITS.trialDays,
      remainingDays: 0,
    };
  }
  const status = trialStatus(
    { isInTrial: true, trialStartDate: start, trialEndDate: end, trialDays: LIMITS.trialDays },
    now,
  );
  return { ...status, remainingDays: trialRemainingDays(status, now) };
}

/** Maps a row to the wire shape. */
export function toProfileView(row: ProfileRow, now: Date): ProfileView {
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
    trial: trialView(row, now),
  };
}

/** Dependencies of the profile service. */
export interface ProfileDeps {
  db: Kysely<Database>;
  adminEmails: readonly string[];
}

/**
 * Reads the caller's profile, creating it when missing (hosted-Supabase users, spec §4 Registration), and
 * re-checks the role against `ADMIN_EMAILS` on every read.
 */
export async function getOrCreateProfile(
  deps: ProfileDeps,
  user: { id: string; email: string; emailVerified?: boolean },
  now: Date = new Date(),
): Promise<ProfileRow> {
  let row = await findProfile(deps.db, user.id);
  if (!row) {
    await insertProfile(deps.db, {
      authUserId: user.id,
      email: user.email,
      name: '',
      organization: '',
      emailVerified: user.emailVerified ?? false,
      role: roleFor(user.email, deps.adminEmails),
      planExpiresAt: planExpiryFrom(now),
    });
    row = await findProfile(deps.db, user.id);
    if (!row) throw new Error('profile insert failed');
  }
  const role = roleFor(row.email, deps.adminEmails);
  if (role !== row.role) {
    await updateProfile(deps.db, user.id, { role });
    row = { ...row, role };
  }
  return row;
}

/**
 * The spec's `register_trial_started` RPC: starts the 30-day trial once. A start date in the future is
 * clamped to now, so a client cannot lengthen its trial; later calls change nothing (idempotent).
 */
export async function registerTrialStarted(
  deps: ProfileDeps,
  user: { id: string; email: string },
  requestedStart: Date,
  now: Date = new Date(),
): Promise<ProfileRow> {
  await getOrCreateProfile(deps, user, now);
  const start = requestedStart.getTime() > now.getTime() ? now : requestedStart;
  const trial = startTrial(start);
  const row = await startTrialOnce(deps.db, user.id, trial.trialStartDate, trial.trialEndDate);
  if (!row) throw new Error('profile missing');
  return row;
}
