import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Consents } from '@alegato/domain';

/** `app_meta` key holding this installation's salt for address hashes. */
export const IP_SALT_META_KEY = 'ip_hash_salt';

/**
 * This installation's secret salt for address hashes: read from `app_meta`, created (32 random bytes)
 * on first use. Concurrent first calls agree on one value (`on conflict do nothing`, then read).
 */
export async function getOrCreateIpSalt(db: Kysely<Database>): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('app_meta')
    .values({ key: IP_SALT_META_KEY, value: JSON.stringify({ salt: fresh }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', IP_SALT_META_KEY)
    .executeTakeFirstOrThrow();
  const salt = (row.value as { salt?: unknown }).salt;
  if (typeof salt !== 'string' || salt.length < 16) throw new Error('app_meta ip_hash_salt is malformed');
  return salt;
}

/** A row to write to `cookie_consents`. */
export interface NewCookieConsent {
  sessionId: string;
  consents: Consents;
  userAgent: string;
  clientTimestamp: string;
  ipHash: string;
  userId: string | null;
}

/** Inserts one consent and returns its id. */
export async function insertCookieConsent(db: Kysely<Database>, row: NewCookieConsent): Promise<string> {
  const inserted = await db
    .insertInto('cookie_consents')
    .values({
      session_id: row.sessionId,
      consents: JSON.stringify(row.consents),
      user_agent: row.userAgent,
      client_timestamp: row.clientTimestamp,
      ip_hash: row.ipHash,
      user_id: row.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
