/**
 * The query history's SQL (issue 14 item 1): recording one query (only while the user's
 * `history_enabled` is on, in the same statement), the paged and filtered list, deleting one row, and the
 * recording switch.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HistoryResult, HistoryType } from './schema.js';

/** A query to record. */
export interface NewHistoryEntry {
  userId: string;
  type: HistoryType;
  content: string;
  filters: Record<string, unknown>;
  resultCount: number;
  results: HistoryResult[];
  responseTimeMs: number;
  documentId: string | null;
  caseId: string | null;
}

/**
 * Records a query when the user's recording is on (`users.history_enabled`), in one statement (a user
 * without a profile row records nothing). A document or case id that no longer exists is stored as null.
 *
 * @returns whether a row was written
 */
export async function insertHistoryEntry(db: Kysely<Database>, entry: NewHistoryEntry): Promise<boolean> {
  return (await insertHistoryEntries(db, [entry])) > 0;
}

/**
 * Records several queries in one statement, each as {@link insertHistoryEntry} would (rows of users whose
 * recording is off are left out). The rows share the statement's `created_at`.
 *
 * @returns how many rows were written
 */
export async function insertHistoryEntries(
  db: Kysely<Database>,
  entries: readonly NewHistoryEntry[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const values = entries.map(
    (e) => sql`(${e.userId}::uuid, ${e.type}::text, ${e.content}::text, ${JSON.stringify(e.filters)}::jsonb,
      ${e.resultCount}::int, ${JSON.stringify(e.results)}::jsonb, ${e.responseTimeMs}::int,
      ${e.documentId}::uuid, ${e.caseId}::uuid)`,
  );
  const result = await sql`
    insert into query_history
      (user_id, type, content, filters, result_count, results, response_time_ms, document_id, case_id)
    select v.user_id, v.type, v.content, v.filters, v.result_count, v.results, v.response_time_ms,
      (select d.id from documents d where d.id = v.document_id),
      (select k.id from cases k where k.id = v.case_id)
    from (values ${sql.join(values)})
      as v (user_id, type, content, filters, result_count, results, response_time_ms, document_id, case_id)
    join users u on u.auth_user_id = v.user_id and u.history_enabled`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Filters of the list. */
export interface HistoryFilters {
  type?: HistoryType;
  /** First day (YYYY-MM-DD, Madrid time), inclusive. */
  dateFrom?: string;
  /** Last day (YYYY-MM-DD, Madrid time), inclusive. */
  dateTo?: string;
  /** Words in the content, case and accents ignored. */
  q?: string;
}

/** A history row as the API serves it (spec §3 Query history item field names). */
export interface HistoryItem {
  id: string;
  content: string;
  results: HistoryResult[];
  responseTimeMs: number;
  createdAt: string;
  type: HistoryType;
  filters: Record<string, unknown>;
  resultCount: number;
  documentId: string | null;
  caseId: string | null;
}

/** `%`, `_` and `\` taken literally in a `like` pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The instant Madrid's day `day` (YYYY-MM-DD) plus `days` begins. */
const madridMidnight = (day: string, days: number) =>
  sql<Date>`(${day}::date + ${days}::int)::timestamp at time zone 'Europe/Madrid'`;

/** One page of the user's history, newest first, and how many rows match. */
export async function listHistory(
  db: Kysely<Database>,
  userId: string,
  filters: HistoryFilters,
  page: { page: number; perPage: number },
): Promise<{ queries: HistoryItem[]; total: number }> {
  let query = db.selectFrom('query_history').where('user_id', '=', userId);
  if (filters.type) query = query.where('type', '=', filters.type);
  if (filters.dateFrom) query = query.where('created_at', '>=', madridMidnight(filters.dateFrom, 0));
  if (filters.dateTo) query = query.where('created_at', '<', madridMidnight(filters.dateTo, 1));
  if (filters.q) {
    const pattern = `%${likeEscape(filters.q)}%`;
    query = query.where(sql<boolean>`unaccent(lower(content)) like unaccent(lower(${pattern}))`);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    queries: rows.map((r) => ({
      id: r.id,
      content: r.content,
      results: r.results,
      responseTimeMs: r.response_time_ms,
      createdAt: new Date(r.created_at).toISOString(),
      type: r.type,
      filters: r.filters,
      resultCount: r.result_count,
      documentId: r.document_id,
      caseId: r.case_id,
    })),
  };
}

/** Deletes one of the user's rows. @returns whether it was the user's and existed */
export async function deleteHistoryEntry(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('query_history')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the user's queries are recorded (true for a user without a profile row: the default). */
export async function historyEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('history_enabled')
    .where('auth_user_id', '=', userId)
    .executeTakeFirst();
  return row?.history_enabled ?? true;
}

/** Turns the user's recording on or off. @returns whether the user has a profile row */
export async function setHistoryEnabled(
  db: Kysely<Database>,
  userId: string,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ history_enabled: enabled, updated_at: sql`now()` })
    .where('auth_user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
