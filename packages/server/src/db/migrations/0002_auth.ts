import { sql, type Kysely } from 'kysely';

/**
 * Our Supabase-Auth-compatible `/auth/v1` (ADR 0007): accounts, sessions, rotating refresh tokens (hashed),
 * PKCE flow states, e-mail link tokens (hashed), the shared ES256 signing key, rate-limit buckets, the
 * audit log, and the `users` profile table of spec §3 (also used for hosted-Supabase users).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_signing_keys (
      kid text primary key,
      alg text not null,
      private_jwk jsonb not null,
      public_jwk jsonb not null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`.execute(db);
  // At most one active key: instances starting together race on this index and all load the winner.
  await sql`create unique index auth_signing_keys_one_active on auth_signing_keys ((true)) where retired_at is null`.execute(
    db,
  );

  await sql`
    create table auth_users (
      id uuid primary key,
      email text not null,
      encrypted_password text not null,
      email_confirmed_at timestamptz,
      confirmation_sent_at timestamptz,
      recovery_sent_at timestamptz,
      last_sign_in_at timestamptz,
      raw_app_meta_data jsonb not null default '{}'::jsonb,
      raw_user_meta_data jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index auth_users_email on auth_users (lower(email))`.execute(db);

  await sql`
    create table auth_sessions (
      id uuid primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      amr_method text not null,
      created_at timestamptz not null default now(),
      refreshed_at timestamptz not null default now(),
      not_after timestamptz not null
    )`.execute(db);
  await sql`create index auth_sessions_user on auth_sessions (user_id)`.execute(db);

  await sql`
    create table auth_refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references auth_sessions (id) on delete cascade,
      parent_hash text,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index auth_refresh_tokens_session on auth_refresh_tokens (session_id)`.execute(db);

  await sql`
    create table auth_flow_states (
      id uuid primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      code_challenge text not null,
      authentication_method text not null,
      auth_code_hash text unique,
      auth_code_issued_at timestamptz,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )`.execute(db);

  await sql`
    create table auth_link_tokens (
      token_hash text primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      type text not null,
      flow_state_id uuid references auth_flow_states (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index auth_link_tokens_user on auth_link_tokens (user_id)`.execute(db);

  await sql`
    create table auth_rate_limits (
      key text primary key,
      tokens double precision not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table audit_log (
      id bigserial primary key,
      created_at timestamptz not null default now(),
      user_id uuid,
      action text not null,
      outcome text not null,
      request_id text,
      ip text,
      detail jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index audit_log_user on audit_log (user_id, created_at)`.execute(db);

  await sql`
    create table users (
      id uuid primary key,
      auth_user_id uuid not null unique,
      email text not null,
      name text not null default '',
      organization text not null default '',
      plan text not null default 'estudiante',
      plan_expires_at timestamptz,
      email_verified boolean not null default false,
      is_active boolean not null default true,
      role text not null default 'user' check (role in ('user', 'admin')),
      trial_start_date timestamptz,
      trial_end_date timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

/** Drops every auth and profile table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'users',
    'audit_log',
    'auth_rate_limits',
    'auth_link_tokens',
    'auth_flow_states',
    'auth_refresh_tokens',
    'auth_sessions',
    'auth_users',
    'auth_signing_keys',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
