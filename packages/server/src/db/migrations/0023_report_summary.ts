import { sql, type Kysely } from 'kysely';

/**
 * The reports list's `summary` and `has_generated_html` stored with the row (issue 16 item 2, ADR
 * 0036). The list computed both for each item of each request: the generated HTML without tags and
 * entities (or the content's values), whitespace collapsed, cut at 240 characters — regular
 * expressions over up to 8,000 characters per report, on every page, the costliest part of the list
 * statement. They are now generated columns: PostgreSQL keeps them right on every insert and update,
 * whoever writes the row, and the list reads two short columns (never the HTML).
 *
 * `report_list_summary(html, content)` is the expression the list used (migration-frozen: a change
 * is a new migration), declared `immutable` as a generated column requires: it reads only its
 * arguments. Plain SQL, the same on PGlite and PostgreSQL; adding the columns rewrites `reports` once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function report_list_summary(html text, content jsonb) returns text
    language sql immutable parallel safe as $fn$
      select left(btrim(regexp_replace(coalesce(nullif(
        replace(replace(replace(replace(replace(replace(
          regexp_replace(left(coalesce(html, ''), 8000), '<[^>]*(>|$)', ' ', 'g'),
          '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
        ''), (select string_agg(v, ' ') from jsonb_each_text(case jsonb_typeof(content)
          when 'object' then content else jsonb_build_object('texto', content) end) as e(k, v)), ''),
        '[[:space:]]+', ' ', 'g')), 240)
    $fn$`.execute(db);
  await sql`
    alter table reports
      add column summary text not null
        generated always as (coalesce(report_list_summary(generated_html, content), '')) stored,
      add column has_generated_html boolean not null
        generated always as (coalesce(generated_html, '') <> '') stored`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports drop column if exists summary, drop column if exists has_generated_html`.execute(
    db,
  );
  await sql`drop function if exists report_list_summary(text, jsonb)`.execute(db);
}
