/**
 * Whether an account is active (issue 14 item 5): an admin can disable a user (`users.is_active`), who
 * then cannot sign in (403 {@link ACCOUNT_DISABLED_MESSAGE}) and whose tokens stop working at once (401).
 *
 * @module
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The sign-in refusal of a disabled account. */
export const ACCOUNT_DISABLED_MESSAGE = 'Tu cuenta está desactivada. Contacta con el administrador.';

/** Statuses remembered at most by {@link createActiveUserCheck} (then it starts over). */
const STATUSES_MAX = 10_000;
/** How long a remembered status is trusted at most (a change made by SQL shows by then). */
const STATUS_TRUST_MS = 60_000;

let statusChanges = 0;

/** Records that an account was enabled or disabled by this process (invalidates every cached status). */
export function userStatusChanged(): void {
  statusChanges++;
}

/** Whether the profile of auth user `authUserId` is disabled (no profile: not disabled). */
export async function isUserDisabled(
  db: Kysely<Database> | Transaction<Database>,
  authUserId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('is_active')
    .where('auth_user_id', '=', authUserId)
    .executeTakeFirst();
  return row ? !row.is_active : false;
}

/**
 * The check `requireUser` makes on every token: whether its user is active. With `cache` (the embedded
 * database: one process, ADR 0023) an answer is remembered until this process enables or disables
 * someone ({@link userStatusChanged}) and for a minute at most; without it every check asks the database.
 */
export function createActiveUserCheck(db: Kysely<Database>, cache: boolean) {
  const known = new Map<string, { active: boolean; changes: number; readAt: number }>();
  return async (authUserId: string): Promise<boolean> => {
    const changes = statusChanges;
    const now = Date.now();
    if (cache) {
      const hit = known.get(authUserId);
      if (hit && hit.changes === changes && now - hit.readAt < STATUS_TRUST_MS) return hit.active;
    }
    const active = !(await isUserDisabled(db, authUserId));
    if (cache) {
      if (known.size >= STATUSES_MAX) known.clear();
      known.set(authUserId, { active, changes, readAt: now });
    }
    return active;
  };
}
