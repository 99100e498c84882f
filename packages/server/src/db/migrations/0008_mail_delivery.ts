import { sql, type Kysely } from 'kysely';

/**
 * `mail_outbox` becomes a transactional outbox (ADR 0020): the auth flows write every mail in their own
 * transaction, and with `SMTP_URL` a deliverer sends the committed rows, retrying failures with backoff.
 *
 * - `status`: `kept` (no `SMTP_URL`: shown at `/dev/outbox`, never delivered), `pending` (to deliver),
 *   `sent`, `failed` (gave up). Rows written before this migration were dev-outbox mails: `kept`.
 * - `attempts`: deliveries tried so far (counted when a deliverer claims the row).
 * - `next_attempt_at`: when a `pending` row is due; a claim pushes it forward as a lease, so a row whose
 *   deliverer died is taken again once the lease ends.
 * - `sent_at`, `last_error` (the last failure, without the mail's content).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('kept')
        .check(sql`status in ('kept', 'pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, seq) where status = 'pending'`.execute(
    db,
  );
}

/** Drops the delivery columns and their index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mail_outbox_due_idx`.execute(db);
  await db.schema
    .alterTable('mail_outbox')
    .dropColumn('last_error')
    .dropColumn('sent_at')
    .dropColumn('next_attempt_at')
    .dropColumn('attempts')
    .dropColumn('status')
    .execute();
}
