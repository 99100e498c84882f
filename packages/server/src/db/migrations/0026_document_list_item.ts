import { sql, type Kysely } from 'kysely';

/**
 * The documents list's item stored with the row, as JSON text (issue 16 item 2, ADR 0036 third round),
 * as migration 0024 did for reports: the list built each item on every request (a JSON object of 13
 * fields, two timestamps formatted, the progress rounded) — most of its statement's CPU on PostgreSQL.
 * `list_item` is a generated column holding exactly the item the API sends (`DocumentDto`: its keys in
 * its order, `is_public` as `public`, the progress rounded to three decimals, the timestamps as
 * `toISOString()` gives them), so the list joins the stored texts and the server sends them as they
 * are. PostgreSQL keeps it right on every insert and update (ingestion's progress included), whoever
 * writes the row.
 *
 * `document_list_item(...)` reads only its arguments; `immutable` as a generated column requires (the
 * timestamps are formatted at UTC in a fixed numeric pattern). Migration-frozen: a change of the item
 * is a new migration. Plain SQL, the same on PGlite and PostgreSQL; adding the column rewrites
 * `documents` once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function document_list_item(
      id uuid, filename text, size bigint, type text, pages integer, status text, progress real,
      error text, case_id uuid, collection text, is_public boolean, created_at timestamptz,
      updated_at timestamptz) returns text
    language sql immutable parallel safe as $fn$
      select row_to_json(i)::text from (select id, filename, size, type, pages, status,
        round(progress::numeric, 3)::float8 as progress, error, case_id, collection, is_public as public,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at) as i
    $fn$`.execute(db);
  await sql`
    alter table documents add column list_item text not null generated always as (document_list_item(
      id, filename, size, type, pages, status, progress, error, case_id, collection, is_public,
      created_at, updated_at)) stored`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents drop column if exists list_item`.execute(db);
  await sql`drop function if exists document_list_item(uuid, text, bigint, text, integer, text, real, text,
    uuid, text, boolean, timestamptz, timestamptz)`.execute(db);
}
