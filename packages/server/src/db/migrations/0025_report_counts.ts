import { sql, type Kysely } from 'kysely';

/**
 * Each user's number of reports, kept by a trigger (issue 16 item 2, ADR 0036). The reports list
 * sends the total beside every page; without filters (the list as it opens) it was a `count(*)` of
 * the user's rows on every request — an index-only scan that visits the table for every row
 * whose page the visibility map does not yet mark all-visible (rows written since the last vacuum):
 * the costliest part of the list statement right after reports are written. `report_counts` holds
 * the number; the list reads one row. A filtered list still counts its rows.
 *
 * The trigger counts every insert and delete of `reports` (cascades and account deletion included)
 * and a change of `user_id`; a user's row goes with their last report; `truncate` empties it. Plain
 * SQL and PL/pgSQL, the same on PGlite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_counts (
      user_id uuid primary key,
      n integer not null check (n >= 0)
    )`.execute(db);
  await sql`
    create or replace function report_counts_change() returns trigger
    language plpgsql as $fn$
    begin
      if tg_op = 'TRUNCATE' then
        delete from report_counts;
        return null;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        -- The update locks the row first, so concurrent deletions each see the other's decrement.
        update report_counts set n = n - 1 where user_id = old.user_id;
        delete from report_counts where user_id = old.user_id and n <= 0;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into report_counts as c (user_id, n) values (new.user_id, 1)
          on conflict (user_id) do update set n = c.n + 1;
      end if;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger reports_count after insert or delete or update of user_id on reports
      for each row execute function report_counts_change()`.execute(db);
  await sql`
    create trigger reports_count_truncate after truncate on reports
      for each statement execute function report_counts_change()`.execute(db);
  await sql`
    insert into report_counts (user_id, n)
    select user_id, count(*)::int from reports group by user_id`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists reports_count_truncate on reports`.execute(db);
  await sql`drop trigger if exists reports_count on reports`.execute(db);
  await sql`drop function if exists report_counts_change()`.execute(db);
  await sql`drop table if exists report_counts`.execute(db);
}
