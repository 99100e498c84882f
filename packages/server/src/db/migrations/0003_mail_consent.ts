import { sql, type Kysely } from 'kysely';

/**
 * `mail_outbox`: e-mails kept instead of sent when no `SMTP_URL` is configured (development; read at
 * `/dev/outbox`). `cookie_consents`: the cookie banner choices (`POST /api/public/cookie-consent`), with
 * the client address only as a salted hash. The endpoint's rate limit reuses `auth_rate_limits` (0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Insertion order, to break ties between mails written in the same instant.
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // clock_timestamp(), not now(): several mails written in one transaction keep their order.
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_idx')
    .on('mail_outbox')
    .columns(['created_at', 'seq'])
    .execute();
  await sql`create index mail_outbox_to_idx on mail_outbox (lower("to"))`.execute(db);

  await db.schema
    .createTable('cookie_consents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('consents', 'jsonb', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('client_timestamp', 'timestamptz', (col) => col.notNull())
    .addColumn('ip_hash', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cookie_consents_session_idx')
    .on('cookie_consents')
    .column('session_id')
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cookie_consents').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
