import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, MailStatus } from '../../db/schema.js';
import type { RenderedMail } from './templates.js';

/** A stored outbox mail as `/dev/outbox.json` returns it. */
export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** ISO 8601. */
  created_at: string;
}

/** Most mails `/dev/outbox` lists. */
export const OUTBOX_LIST_LIMIT = 200;

/**
 * Writes one mail to `mail_outbox` through `db` (the caller's transaction when it has one): `kept` for the
 * dev outbox, or `pending` and due at once for the deliverer.
 */
export async function insertOutboxMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: RenderedMail & { kind: string; to: string; status: Extract<MailStatus, 'kept' | 'pending'> },
): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: JSON.stringify(mail.links),
      status: mail.status,
      next_attempt_at: mail.status === 'pending' ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Options for {@link listOutboxMail}. */
export interface ListOutboxOptions {
  /** Only mails to this address (case-insensitive). */
  to?: string;
  /** @default OUTBOX_LIST_LIMIT */
  limit?: number;
}

/** The newest outbox mails first (by `created_at`, then insertion order). */
export async function listOutboxMail(
  db: Kysely<Database>,
  options: ListOutboxOptions = {},
): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to', 'subject', 'text', 'html', 'links', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(options.limit ?? OUTBOX_LIST_LIMIT);
  if (options.to !== undefined) {
    const to = options.to.trim().toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', to));
  }
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** One outbox mail by id, or `undefined`. */
export async function getOutboxMail(db: Kysely<Database>, id: string): Promise<OutboxMail | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to', 'subject', 'text', 'html', 'links', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, created_at: row.created_at.toISOString() } : undefined;
}

/** A `pending` mail a deliverer has claimed. */
export interface ClaimedMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** 1 on the first delivery attempt. */
  attempts: number;
}

/**
 * Claims up to `limit` due `pending` mails, oldest first: counts the attempt and pushes `next_attempt_at`
 * `leaseMs` ahead, so no other deliverer takes them meanwhile (`for update skip locked` lets several
 * instances claim side by side on PostgreSQL) and a mail whose deliverer died is taken again when the
 * lease ends. Autocommits: the mail is sent outside any transaction.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimedMail>`
    update mail_outbox
    set attempts = attempts + 1,
      next_attempt_at = now() + ${`${options.leaseMs} milliseconds`}::interval
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, seq
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, "to", subject, text, html, attempts`.execute(db);
  return rows;
}

/**
 * Ends a claimed mail: `sent` (with `sent_at`) or `failed` for good. Either way the bodies and links,
 * which carry single-use tokens, are emptied; kind, recipient, subject and dates stay.
 */
export async function finishMail(
  db: Kysely<Database>,
  id: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      sent_at: outcome.status === 'sent' ? sql<Date>`now()` : null,
      last_error: outcome.status === 'failed' ? outcome.error : null,
      next_attempt_at: null,
      text: '',
      html: '',
      links: JSON.stringify([]),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Schedules another attempt of a claimed mail `delayMs` from now, recording the failure. */
export async function retryMailLater(
  db: Kysely<Database>,
  id: string,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      next_attempt_at: sql<Date>`now() + ${`${delayMs} milliseconds`}::interval`,
      last_error: error,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
