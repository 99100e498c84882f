import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
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

/** Writes one mail to `mail_outbox` through `db` (the caller's transaction when it has one). */
export async function insertOutboxMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: RenderedMail & { kind: string; to: string },
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
