import { sql, type Kysely } from 'kysely';

/**
 * Change notifications for several servers on one PostgreSQL (issue 16 item 5, ADR 0037): every
 * statement that deletes sessions (sign-out, revocation, password change, account deletion through its
 * cascade) or changes whether accounts are active sends `NOTIFY alegato_changes` with the topic
 * (`sessions`, `users`) when its transaction commits. Each server listens and drops what it remembered
 * of live sessions and account status, so a change made through one server shows on every other at
 * once. Statement-level triggers: one notification per statement, whatever the rows; PGlite runs them
 * too (nobody listens there, the process keeps its own counters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function alegato_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('alegato_changes', tg_argv[0]);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger auth_sessions_notify after delete on auth_sessions
    for each statement execute function alegato_notify_change('sessions')`.execute(db);
  await sql`
    create trigger users_status_notify after update of is_active or delete on users
    for each statement execute function alegato_notify_change('users')`.execute(db);
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_status_notify on users`.execute(db);
  await sql`drop trigger if exists auth_sessions_notify on auth_sessions`.execute(db);
  await sql`drop function if exists alegato_notify_change()`.execute(db);
}
