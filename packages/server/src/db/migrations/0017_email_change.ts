import { sql, type Kysely } from 'kysely';

/**
 * E-mail change with confirmation sent to the new address (issue 14 item 4): `email_changes` holds one
 * pending change per request — the user, the new address, the sha256 of the single-use link token, and
 * its expiry. `GET /auth/v1/verify?type=email_change`
 * consumes it (`used_at`) and only then switches the address; a newer request replaces the older ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      token_hash text primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      new_email text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_user on email_changes (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
