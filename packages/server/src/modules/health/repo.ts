import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Runs `select 1` against the database; resolves when it answers, rejects otherwise. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1 as ok`.execute(db);
}
