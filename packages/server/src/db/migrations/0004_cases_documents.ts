import { sql, type Kysely } from 'kysely';

/**
 * Cases, documents and their text, the Spanish full-text index, and the background jobs table.
 *
 * - `cases`: every Case field of spec §3; status `pending | active | closed | archived`, priority
 *   `low | medium | high | urgent` (ADR 0010).
 * - `documents`: one uploaded (or imported) file; `user_id` null and `is_public` true for the public
 *   legal collection (legislation importer). `storage_key` names the file in the file store; the
 *   client never sees or sets it. `status` `processing | ready | error` with `progress` 0..1.
 * - `document_pages`: extracted text per page with the method (`text`, `ocr`, `docx`, `txt`,
 *   `markdown`) and OCR confidence.
 * - `chunks`: passages with their page range and heading; `tsv` is generated with the `es_unaccent`
 *   text-search configuration (Spanish stemming after `unaccent`) and indexed with GIN.
 * - `jobs`: the in-process workers' queue (DESIGN §1): leased with `locked_until`, so a job whose
 *   process died is picked up again after the lease expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`
    do $$ begin
      if not exists (select 1 from pg_ts_config where cfgname = 'es_unaccent') then
        create text search configuration es_unaccent (copy = spanish);
        alter text search configuration es_unaccent
          alter mapping for hword, hword_part, word with unaccent, spanish_stem;
      end if;
    end $$`.execute(db);

  await db.schema
    .createTable('cases')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'active', 'closed', 'archived')`),
    )
    .addColumn('priority', 'text', (col) =>
      col
        .notNull()
        .defaultTo('medium')
        .check(sql`priority in ('low', 'medium', 'high', 'urgent')`),
    )
    .addColumn('client_name', 'text')
    .addColumn('client_email', 'text')
    .addColumn('client_phone', 'text')
    .addColumn('due_date', 'date')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('case_type', 'text')
    .addColumn('court', 'text')
    .addColumn('judge', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index cases_user_idx on cases (user_id, updated_at desc)`.execute(db);

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid')
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('case_id', 'uuid', (col) => col.references('cases.id').onDelete('set null'))
    .addColumn('collection', 'text', (col) => col.notNull().defaultTo('documentos'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('pdf', 'docx', 'txt', 'md')`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('processing')
        .check(sql`status in ('processing', 'ready', 'error')`),
    )
    .addColumn('progress', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('pages', 'integer')
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('documents_owner_check', sql`is_public or user_id is not null`)
    .execute();
  await sql`create index documents_user_idx on documents (user_id, created_at desc)`.execute(db);
  await sql`create index documents_case_idx on documents (case_id)`.execute(db);
  await sql`create index documents_public_idx on documents (collection) where is_public`.execute(db);

  await db.schema
    .createTable('document_pages')
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('confidence', 'real')
    .addPrimaryKeyConstraint('document_pages_pk', ['document_id', 'page'])
    .execute();

  await db.schema
    .createTable('chunks')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid')
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .addColumn('heading', 'text')
    .addColumn('page_from', 'integer', (col) => col.notNull())
    .addColumn('page_to', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('confidence', 'real')
    .addColumn('tsv', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('es_unaccent'::regconfig, coalesce(heading, '')), 'A') || setweight(to_tsvector('es_unaccent'::regconfig, text), 'B')`,
        )
        .stored(),
    )
    .execute();
  await sql`create index chunks_tsv_idx on chunks using gin (tsv)`.execute(db);
  await sql`create index chunks_user_idx on chunks (user_id)`.execute(db);
  await sql`create index chunks_document_idx on chunks (document_id, ordinal)`.execute(db);

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('run_after', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_ready_idx on jobs (run_after) where status in ('queued', 'running')`.execute(
    db,
  );
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'chunks', 'document_pages', 'documents', 'cases']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop text search configuration if exists es_unaccent`.execute(db);
}
