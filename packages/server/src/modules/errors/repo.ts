import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ErrorSource, StoredErrorRecord } from './schema.js';

/** Occurrences kept per group (older ones are deleted; the group's count keeps growing). */
export const OCCURRENCES_KEPT = 50;

/** One occurrence to store. */
export interface OccurrenceInput {
  fingerprint: string;
  source: ErrorSource;
  record: StoredErrorRecord;
  page: string | null;
  userId: string | null;
  occurredAt: string;
  critical: boolean;
}

/**
 * Stores one occurrence in its group, in one transaction: the group is created or its count, last seen,
 * sample, page and critical flag updated; the occurrence is added and the group's older ones beyond
 * {@link OCCURRENCES_KEPT} deleted; a signed-in user is counted once per group.
 */
export async function storeOccurrence(db: Kysely<Database>, input: OccurrenceInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('client_errors')
      .values({
        fingerprint: input.fingerprint,
        source: input.source,
        name: input.record.error.name,
        message: input.record.error.message,
        sample: JSON.stringify(input.record),
        last_page: input.page,
        critical: input.critical,
      })
      .onConflict((oc) =>
        oc.column('fingerprint').doUpdateSet({
          count: sql<number>`client_errors.count + 1`,
          last_seen: sql<Date>`now()`,
          message: sql<string>`excluded.message`,
          sample: sql<string>`excluded.sample`,
          last_page: sql<string | null>`excluded.last_page`,
          critical: sql<boolean>`client_errors.critical or excluded.critical`,
        }),
      )
      .execute();
    await trx
      .insertInto('client_error_occurrences')
      .values({
        fingerprint: input.fingerprint,
        occurred_at: input.occurredAt,
        page: input.page,
        user_id: input.userId,
        record: JSON.stringify(input.record),
      })
      .execute();
    await pruneOccurrences(trx, input.fingerprint);
    if (input.userId) {
      const added = await trx
        .insertInto('client_error_users')
        .values({ fingerprint: input.fingerprint, user_id: input.userId })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (added) {
        await trx
          .updateTable('client_errors')
          .set({ users_affected: sql<number>`users_affected + 1` })
          .where('fingerprint', '=', input.fingerprint)
          .execute();
      }
    }
  });
}

async function pruneOccurrences(trx: Transaction<Database>, fingerprint: string): Promise<void> {
  await trx
    .deleteFrom('client_error_occurrences')
    .where('fingerprint', '=', fingerprint)
    .where(
      'id',
      'not in',
      trx
        .selectFrom('client_error_occurrences')
        .select('id')
        .where('fingerprint', '=', fingerprint)
        .orderBy('id', 'desc')
        .limit(OCCURRENCES_KEPT),
    )
    .execute();
}

/** A group as the admin sees it. */
export interface ErrorGroupRow {
  fingerprint: string;
  source: ErrorSource;
  name: string;
  message: string;
  count: number;
  users_affected: number;
  first_seen: string;
  last_seen: string;
  last_page: string | null;
  critical: boolean;
  alerted_at: string | null;
}

/** Filters and page of {@link listGroups}. */
export interface ListGroupsOptions {
  source?: ErrorSource | undefined;
  page: number;
  perPage: number;
}

const GROUP_COLUMNS = [
  'fingerprint',
  'source',
  'name',
  'message',
  'count',
  'users_affected',
  'first_seen',
  'last_seen',
  'last_page',
  'critical',
  'alerted_at',
] as const;

function toGroup(r: {
  fingerprint: string;
  source: ErrorSource;
  name: string;
  message: string;
  count: number;
  users_affected: number;
  first_seen: Date;
  last_seen: Date;
  last_page: string | null;
  critical: boolean;
  alerted_at: Date | null;
}): ErrorGroupRow {
  return {
    ...r,
    count: Number(r.count),
    users_affected: Number(r.users_affected),
    first_seen: r.first_seen.toISOString(),
    last_seen: r.last_seen.toISOString(),
    alerted_at: r.alerted_at ? r.alerted_at.toISOString() : null,
  };
}

/** Groups newest (last seen) first, and how many match. */
export async function listGroups(
  db: Kysely<Database>,
  options: ListGroupsOptions,
): Promise<{ groups: ErrorGroupRow[]; total: number }> {
  let base = db.selectFrom('client_errors');
  if (options.source) base = base.where('source', '=', options.source);
  const rows = await base
    .select(GROUP_COLUMNS)
    .orderBy('last_seen', 'desc')
    .orderBy('fingerprint')
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { groups: rows.map(toGroup), total: Number(total.n) };
}

/** One group, or undefined. */
export async function getGroup(
  db: Kysely<Database>,
  fingerprint: string,
): Promise<ErrorGroupRow | undefined> {
  const row = await db
    .selectFrom('client_errors')
    .select(GROUP_COLUMNS)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  return row ? toGroup(row) : undefined;
}

/** An occurrence as the admin sees it. */
export interface OccurrenceRow {
  id: number;
  received_at: string;
  occurred_at: string;
  page: string | null;
  /** Whether a signed-in user met it (the id itself is not shown). */
  signed_in: boolean;
  record: StoredErrorRecord;
}

/** The group's newest occurrences first. */
export async function listOccurrences(
  db: Kysely<Database>,
  fingerprint: string,
  limit: number,
): Promise<OccurrenceRow[]> {
  const rows = await db
    .selectFrom('client_error_occurrences')
    .select(['id', 'created_at', 'occurred_at', 'page', 'user_id', 'record'])
    .where('fingerprint', '=', fingerprint)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    received_at: r.created_at.toISOString(),
    occurred_at: r.occurred_at.toISOString(),
    page: r.page,
    signed_in: r.user_id !== null,
    record: r.record,
  }));
}
