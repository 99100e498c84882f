import { sql, type Kysely } from 'kysely';

/**
 * API keys of the empresarial plan (issue 15 item 3, ADR 0031): `api_keys` holds one row per key — its
 * owner (deleted with the account), a name, the first 8 characters of the secret (`prefix`, shown in
 * lists), the sha256 of the whole secret (never the secret itself), when it was created, last used
 * (written at most once a minute), expires and was revoked, and its requests per minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      name text not null,
      prefix text not null,
      key_hash text not null unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz,
      rate_limit_per_minute integer not null default 60 check (rate_limit_per_minute > 0)
    )`.execute(db);
  await sql`create index api_keys_user on api_keys (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
