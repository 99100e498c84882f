import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the hot list queries (issue 16 item 2). The reports list already reads its page through
 * `reports_user_{updated,created,title}_idx` (0005), the cases list through `cases_user_idx` and the
 * documents list through `documents_user_idx` (0004). What was missing: one case's documents
 * (`GET /api/documents?case_id`, the case page, the case analysis and the review grid) were found
 * through `documents_case_idx (case_id)` and sorted; `documents_user_case_idx` reads them already
 * filtered by owner and in the list's order (newest first). Plain SQL, the same on PGlite and
 * PostgreSQL; `db/explain.test.ts` checks the plans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists documents_user_case_idx on documents (user_id, case_id, created_at desc)`.execute(
    db,
  );
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists documents_user_case_idx`.execute(db);
}
