/**
 * SQL of the chat module (Kysely): sessions and messages of `chat_sessions` / `chat_messages`
 * (migration 0011), always filtered by their owner.
 *
 * @module
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A passage an answer quotes, as stored and served. */
export interface CitationDto {
  /** Page of the document. */
  page: number;
  /** The passage, verbatim. */
  text: string;
  /** The indexed passage (`chunks.id`) that holds it, when one does. */
  chunk_id: number | null;
}

/** A chat session as the API serves it. */
export interface SessionDto {
  id: string;
  name: string;
  document: { id: string; filename: string };
  message_count: number;
  created_at: string;
  updated_at: string;
}

/** A message as the API serves it. */
export interface MessageDto {
  id: number;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: CitationDto[];
  /** Whether the document answered (assistant messages; null for the user's). */
  found: boolean | null;
  created_at: string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

function sessionsQuery(db: Db) {
  return db
    .selectFrom('chat_sessions as s')
    .innerJoin('documents as document', 'document.id', 's.document_id')
    .select((eb) => [
      's.id',
      's.name',
      's.user_id',
      's.document_id',
      'document.filename',
      's.created_at',
      's.updated_at',
      eb
        .selectFrom('chat_messages as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.session_id', '=', 's.id')
        .as('message_count'),
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['executeTakeFirstOrThrow']>>;

function toSession(r: SessionRow): SessionDto {
  return {
    id: r.id,
    name: r.name,
    document: { id: r.document_id, filename: r.filename },
    message_count: Number(r.message_count ?? 0),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Creates a session about `documentId` for `userId`. */
export async function insertSession(
  db: Db,
  userId: string,
  documentId: string,
  name: string,
): Promise<SessionDto> {
  const { id } = await db
    .insertInto('chat_sessions')
    .values({ user_id: userId, document_id: documentId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toSession(await sessionsQuery(db).where('s.id', '=', id).executeTakeFirstOrThrow());
}

/** The user's session `id`, or undefined (unknown or someone else's). */
export async function findSession(db: Db, userId: string, id: string): Promise<SessionDto | undefined> {
  const row = await sessionsQuery(db)
    .where('s.id', '=', id)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  return row && toSession(row);
}

/** Whether session `id` exists for another user than `userId` (for the audit line). */
export async function isForeignSession(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_sessions')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's sessions, most recently used first. */
export async function listSessions(db: Db, userId: string): Promise<SessionDto[]> {
  const rows = await sessionsQuery(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .execute();
  return rows.map(toSession);
}

function toMessage(r: {
  id: number | string;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: unknown;
  found: boolean | null;
  created_at: Date | string;
}): MessageDto {
  const citations = (typeof r.citations === 'string' ? JSON.parse(r.citations) : r.citations) as {
    page: number;
    text: string;
    chunk_id?: number | null;
  }[];
  return {
    id: Number(r.id),
    session_id: r.session_id,
    role: r.role,
    content: r.content,
    citations: (citations ?? []).map((c) => ({ page: c.page, text: c.text, chunk_id: c.chunk_id ?? null })),
    found: r.found,
    created_at: iso(r.created_at),
  };
}

/**
 * Stores a question and its answer together, and marks the session used: in one transaction, so a
 * failure leaves neither.
 */
export async function insertExchange(
  db: Kysely<Database>,
  sessionId: string,
  question: string,
  answer: { content: string; citations: CitationDto[]; found: boolean },
): Promise<{ question: MessageDto; answer: MessageDto }> {
  return db.transaction().execute(async (trx) => {
    const q = await trx
      .insertInto('chat_messages')
      .values({
        session_id: sessionId,
        role: 'user',
        content: question,
        citations: JSON.stringify([]),
        found: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const a = await trx
      .insertInto('chat_messages')
      .values({
        session_id: sessionId,
        role: 'assistant',
        content: answer.content,
        citations: JSON.stringify(answer.citations),
        found: answer.found,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chat_sessions')
      .set({ updated_at: sql`now()` })
      .where('id', '=', sessionId)
      .execute();
    return { question: toMessage(q), answer: toMessage(a) };
  });
}

/**
 * A page of a session's messages in the order they were written: the `limit` newest before the message
 * `before` (all when absent), and whether older ones remain.
 */
export async function listMessages(
  db: Db,
  sessionId: string,
  options: { limit: number; before?: number },
): Promise<{ messages: MessageDto[]; hasMore: boolean }> {
  let q = db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId);
  if (options.before !== undefined) q = q.where('id', '<', options.before);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const hasMore = rows.length > options.limit;
  return { messages: rows.slice(0, options.limit).reverse().map(toMessage), hasMore };
}

/** The document's indexed passages (id and page range), for citing them by id. */
export async function listChunks(db: Db, documentId: string) {
  return db
    .selectFrom('chunks')
    .select(['id', 'page_from', 'page_to', 'text'])
    .where('document_id', '=', documentId)
    .orderBy('ordinal')
    .execute();
}
