import { sql, type Kysely } from 'kysely';

/**
 * Error tracking and critical alerts (issue 14 item 8):
 * - `client_errors`: one row per error group (fingerprint), client or server, with counts, the newest
 *   scrubbed sample, the users affected and when it was last alerted (dedup survives restarts).
 * - `client_error_occurrences`: the newest occurrences of each group (scrubbed records).
 * - `client_error_users`: (group, user) pairs, so each user counts once.
 * - `error_alerts`: the alerts raised, for the global per-hour cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_errors (
      fingerprint text primary key,
      source text not null check (source in ('client', 'server')),
      name text not null,
      message text not null,
      first_seen timestamptz not null default now(),
      last_seen timestamptz not null default now(),
      count integer not null default 1,
      sample jsonb not null,
      last_page text,
      users_affected integer not null default 0,
      critical boolean not null default false,
      alerted_at timestamptz
    )`.execute(db);
  await sql`create index client_errors_last_seen on client_errors (last_seen desc)`.execute(db);
  await sql`
    create table client_error_occurrences (
      id bigserial primary key,
      fingerprint text not null references client_errors (fingerprint) on delete cascade,
      created_at timestamptz not null default now(),
      occurred_at timestamptz not null,
      page text,
      user_id uuid,
      record jsonb not null
    )`.execute(db);
  await sql`
    create index client_error_occurrences_group on client_error_occurrences (fingerprint, id desc)`.execute(
    db,
  );
  await sql`create index client_error_occurrences_user on client_error_occurrences (user_id)`.execute(db);
  await sql`
    create table client_error_users (
      fingerprint text not null references client_errors (fingerprint) on delete cascade,
      user_id uuid not null,
      primary key (fingerprint, user_id)
    )`.execute(db);
  await sql`create index client_error_users_user on client_error_users (user_id)`.execute(db);
  await sql`
    create table error_alerts (
      id bigserial primary key,
      fingerprint text not null,
      created_at timestamptz not null default now(),
      channels jsonb not null default '[]'::jsonb
    )`.execute(db);
  await sql`create index error_alerts_time on error_alerts (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('error_alerts').execute();
  await db.schema.dropTable('client_error_users').execute();
  await db.schema.dropTable('client_error_occurrences').execute();
  await db.schema.dropTable('client_errors').execute();
}
