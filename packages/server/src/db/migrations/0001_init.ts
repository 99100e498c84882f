import { sql, type Kysely } from 'kysely';

/**
 * Extensions used by search (`unaccent` for accent-insensitive matching, `pg_trgm` for fuzzy titles)
 * and `app_meta` for installation facts (schema version, last start).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .createTable('app_meta')
    .ifNotExists()
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops `app_meta`; the extensions stay (other databases objects may use them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_meta').ifExists().execute();
}
