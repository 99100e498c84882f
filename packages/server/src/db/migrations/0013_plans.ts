import { sql, type Kysely } from 'kysely';

/**
 * Plans enforced on the server (issue 14, ADR 0026):
 * - `usage_events`: one row per metered action (a document, comprehensive or case analysis, a draft, a
 *   review grid). The month's count is the plan meter; rows of older months are the activity history.
 * - `plan_overrides`: an admin's simulated plan (spec §4: 2 hours), honoured by the server for that admin
 *   only; never changes `users.plan`.
 * - `support_requests`: a user's message to support; `priority` when the plan includes priority support.
 * - `users.history_enabled`: whether the user's queries are recorded in the history (settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table usage_events (
      id bigserial primary key,
      user_id uuid not null,
      kind text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index usage_events_user_time on usage_events (user_id, created_at)`.execute(db);
  await sql`
    create table plan_overrides (
      user_id uuid primary key,
      original_plan text not null,
      plan text not null,
      started_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table support_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      plan text not null,
      priority boolean not null,
      subject text not null,
      message text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index support_requests_user on support_requests (user_id, created_at)`.execute(db);
  await sql`alter table users add column history_enabled boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column history_enabled`.execute(db);
  await db.schema.dropTable('support_requests').execute();
  await db.schema.dropTable('plan_overrides').execute();
  await db.schema.dropTable('usage_events').execute();
}
