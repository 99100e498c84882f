import { sql, type Kysely } from 'kysely';

/**
 * The reports list's item stored with the row, as JSON text (issue 16 item 2, ADR 0036). The list
 * built each of its 20 items on every request (a JSON object of 20 fields, three timestamps
 * formatted): half of the statement's CPU on PostgreSQL. `list_item` is a generated column holding
 * exactly that object — every column the list sends but `generated_html`, in the API's order, the
 * timestamps as `toISOString()` gives them, the `summary` and `has_generated_html` of migration 0023
 * — so the list joins 20 stored texts, and the server sends them as they are (no JSON parse, no
 * JSON stringify). PostgreSQL keeps it right on every insert and update, whoever writes the row.
 *
 * `report_list_item(...)` reads only its arguments; it is declared `immutable` as a generated column
 * requires (the timestamps are formatted at UTC, in a fixed numeric pattern, so neither the session's
 * time zone nor its locale changes the text). Migration-frozen: a change of the item is a new
 * migration. Plain SQL, the same on PGlite and PostgreSQL; adding the column rewrites `reports` once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function report_list_item(
      id uuid, user_id uuid, title text, description text, template_id text, template_name text,
      content jsonb, case_id uuid, client_name text, status text, ai_enhanced boolean,
      ai_quality_score double precision, ai_processed_at timestamptz, ai_provider text,
      generated_html text, generated_pdf_path text, error_message text, created_at timestamptz,
      updated_at timestamptz) returns text
    language sql immutable parallel safe as $fn$
      select row_to_json(i)::text from (select id, user_id, title, description, template_id,
        template_name, content, case_id, client_name, status, ai_enhanced, ai_quality_score,
        to_char(ai_processed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ai_processed_at,
        ai_provider, generated_pdf_path, error_message,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        coalesce(report_list_summary(generated_html, content), '') as summary,
        coalesce(generated_html, '') <> '' as has_generated_html) as i
    $fn$`.execute(db);
  await sql`
    alter table reports add column list_item text not null generated always as (report_list_item(
      id, user_id, title, description, template_id, template_name, content, case_id, client_name,
      status, ai_enhanced, ai_quality_score, ai_processed_at, ai_provider, generated_html,
      generated_pdf_path, error_message, created_at, updated_at)) stored`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports drop column if exists list_item`.execute(db);
  await sql`drop function if exists report_list_item(uuid, uuid, text, text, text, text, jsonb, uuid, text,
    text, boolean, double precision, timestamptz, text, text, text, text, timestamptz, timestamptz)`.execute(
    db,
  );
}
