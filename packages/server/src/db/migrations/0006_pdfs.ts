import { sql, type Kysely } from 'kysely';

/**
 * Generated PDFs (spec §7 PDF service, ADR 0012).
 *
 * - `pdf_files`: one rendered PDF of a user's case. `caso_id` is text (a case uuid or `default`);
 *   `filename` is the server-built download name, unique per user and case, and only ever a lookup key;
 *   `file_key` names the bytes in the file store (`<owner>/<uuid>`) and never leaves the server;
 *   `report_id` links the PDF to the report it was rendered from, when there is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pdf_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('caso_id', 'text', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('report_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pdf_files_name_unique', ['user_id', 'caso_id', 'filename'])
    .execute();
  await sql`create index pdf_files_case_idx on pdf_files (user_id, caso_id, created_at desc)`.execute(db);
  await sql`create index pdf_files_report_idx on pdf_files (report_id) where report_id is not null`.execute(
    db,
  );
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pdf_files').ifExists().execute();
}
