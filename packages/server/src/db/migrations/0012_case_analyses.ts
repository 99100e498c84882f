import { sql, type Kysely } from 'kysely';

/**
 * `case_analyses` (issue 13 item 7): one row per analysis of a case — the analysis of each of its
 * documents brought together (parties, timeline, amounts, applicable norms, claims and decisions,
 * deadlines, risks) as JSON, and the plain-text `summary` the report wizard shows and copies. Deleted
 * with the case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_analyses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('case_id', 'uuid', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('analysis_type', 'text', (col) => col.notNull())
    .addColumn('documents_analyzed', 'integer', (col) => col.notNull())
    .addColumn('total_chars', 'integer', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index case_analyses_user_case_idx on case_analyses (user_id, case_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_analyses').execute();
}
