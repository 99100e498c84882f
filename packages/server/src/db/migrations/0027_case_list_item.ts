import { sql, type Kysely } from 'kysely';

/**
 * The cases list's item stored with the row, as migrations 0024 and 0026 did for reports and documents
 * (issue 16 item 2, ADR 0036 sixth round). The list built each item on every request — a JSON object of
 * 18 fields, two timestamps formatted, and its documents counted by a subquery per case — at three times
 * the PostgreSQL CPU per request of the documents list, which joins stored texts.
 *
 * - `cases.documents_count`: the number of documents linked to the case, kept by triggers on
 *   `documents` (insert, delete, a change of `case_id` — a case's deletion unlinks its documents through
 *   the foreign key, which is such a change — and `truncate`). Each trigger fires only for rows linked to
 *   a case, so importing the public collection costs nothing more.
 * - `cases.list_item`: a generated column holding exactly the item the API sends (`BackendCaseSchema`:
 *   its keys in its order, the timestamps as `toISOString()` gives them, `tags` never null), kept by
 *   PostgreSQL on every insert and update, the count's included.
 *
 * `case_list_item(...)` reads only its arguments; `immutable` as a generated column requires (the
 * timestamps are formatted at UTC in a fixed numeric pattern). Migration-frozen: a change of the item is
 * a new migration. Plain SQL and PL/pgSQL, the same on PGlite and PostgreSQL; adding the columns
 * rewrites `cases` once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cases add column documents_count integer not null default 0`.execute(db);
  await sql`
    update cases as c set documents_count = d.n
    from (select case_id, count(*)::int as n from documents where case_id is not null group by case_id) as d
    where d.case_id = c.id`.execute(db);
  await sql`
    create or replace function case_documents_count_change() returns trigger
    language plpgsql as $fn$
    begin
      if tg_op = 'TRUNCATE' then
        update cases set documents_count = 0 where documents_count <> 0;
        return null;
      end if;
      -- Each update locks the case's row, so concurrent links and unlinks each see the other's change.
      if tg_op in ('DELETE', 'UPDATE') and old.case_id is not null then
        update cases set documents_count = documents_count - 1 where id = old.case_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.case_id is not null then
        update cases set documents_count = documents_count + 1 where id = new.case_id;
      end if;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger documents_case_count_insert after insert on documents
      for each row when (new.case_id is not null) execute function case_documents_count_change()`.execute(db);
  await sql`
    create trigger documents_case_count_delete after delete on documents
      for each row when (old.case_id is not null) execute function case_documents_count_change()`.execute(db);
  await sql`
    create trigger documents_case_count_update after update of case_id on documents
      for each row when (old.case_id is distinct from new.case_id)
      execute function case_documents_count_change()`.execute(db);
  await sql`
    create trigger documents_case_count_truncate after truncate on documents
      for each statement execute function case_documents_count_change()`.execute(db);
  await sql`
    create or replace function case_list_item(
      id uuid, user_id uuid, title text, description text, status text, priority text,
      client_name text, client_email text, client_phone text, created_at timestamptz,
      updated_at timestamptz, documents_count integer, due_date date, tags text[], case_type text,
      court text, judge text, notes text) returns text
    language sql immutable parallel safe as $fn$
      select row_to_json(i)::text from (select id, user_id, title, description, status, priority,
        client_name, client_email, client_phone,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        documents_count, due_date, coalesce(tags, '{}'::text[]) as tags, case_type, court, judge,
        notes) as i
    $fn$`.execute(db);
  await sql`
    alter table cases add column list_item text not null generated always as (case_list_item(
      id, user_id, title, description, status, priority, client_name, client_email, client_phone,
      created_at, updated_at, documents_count, due_date, tags, case_type, court, judge, notes)) stored`.execute(
    db,
  );
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cases drop column if exists list_item`.execute(db);
  await sql`drop function if exists case_list_item(uuid, uuid, text, text, text, text, text, text, text,
    timestamptz, timestamptz, integer, date, text[], text, text, text, text)`.execute(db);
  for (const t of ['insert', 'delete', 'update', 'truncate'])
    await sql`drop trigger if exists ${sql.raw(`documents_case_count_${t}`)} on documents`.execute(db);
  await sql`drop function if exists case_documents_count_change()`.execute(db);
  await sql`alter table cases drop column if exists documents_count`.execute(db);
}
