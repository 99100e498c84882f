import { sql, type Kysely } from 'kysely';

/**
 * Report templates and reports (spec §3, ADR 0011).
 *
 * - `report_templates`: the six templates as data, upserted at start from `@alegato/legal-nlp`'s
 *   `REPORT_TEMPLATES` whenever `TEMPLATES_VERSION` differs from `app_meta.report_templates_version`
 *   (`syncTemplates` in modules/reports).
 * - `reports`: one report of a user. `user_id` is the auth user id (like `cases.user_id`), removed by
 *   account deletion; `case_id` references `cases.id` with `on delete set null` (a report survives its
 *   case). `status` is one of the five statuses of spec §4. `tsv` is generated with the `es_unaccent`
 *   configuration of migration 0004: title and client A, description B, content values and the
 *   generated HTML without tags C.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_templates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('template_name', 'text')
    .addColumn('content', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('case_id', 'uuid', (col) => col.references('cases.id').onDelete('set null'))
    .addColumn('client_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'completed', 'generated', 'sent', 'error')`),
    )
    .addColumn('ai_enhanced', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ai_quality_score', 'double precision', (col) =>
      col.check(sql`ai_quality_score between 0 and 1`),
    )
    .addColumn('ai_processed_at', 'timestamptz')
    .addColumn('ai_provider', 'text')
    .addColumn('generated_html', 'text')
    .addColumn('generated_pdf_path', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('tsv', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('es_unaccent'::regconfig, title), 'A')
            || setweight(to_tsvector('es_unaccent'::regconfig, client_name), 'A')
            || setweight(to_tsvector('es_unaccent'::regconfig, description), 'B')
            || setweight(jsonb_to_tsvector('es_unaccent'::regconfig, content, '["string"]'::jsonb), 'C')
            || setweight(to_tsvector('es_unaccent'::regconfig,
                 regexp_replace(coalesce(generated_html, ''), '<[^>]*>', ' ', 'g')), 'C')`,
        )
        .stored(),
    )
    .execute();
  // The list API's orders (ADR 0011): every sort is per user, so each has its own (user_id, key) index;
  // titles sort case-insensitively.
  await sql`create index reports_user_updated_idx on reports (user_id, updated_at, id)`.execute(db);
  await sql`create index reports_user_created_idx on reports (user_id, created_at, id)`.execute(db);
  await sql`create index reports_user_title_idx on reports (user_id, lower(title), id)`.execute(db);
  await sql`create index reports_case_idx on reports (case_id)`.execute(db);
  await sql`create index reports_tsv_idx on reports using gin (tsv)`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.dropTable('report_templates').ifExists().execute();
  await sql`delete from app_meta where key = 'report_templates_version'`.execute(db);
}
