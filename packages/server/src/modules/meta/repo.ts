import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Reads one `app_meta` value, or `undefined` when the key is absent.
 */
export async function getMeta<T = unknown>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as T) : undefined;
}

/**
 * Writes (upserts) one `app_meta` value as `jsonb` and stamps `updated_at`.
 */
export async function setMeta(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_meta')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}
