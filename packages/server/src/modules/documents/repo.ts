import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A document as the API sends it (ADR 0010). */
export interface DocumentDto {
  id: string;
  filename: string;
  size: number;
  type: 'pdf' | 'docx' | 'txt' | 'md';
  pages: number | null;
  status: 'processing' | 'ready' | 'error';
  progress: number;
  error: string | null;
  case_id: string | null;
  collection: string;
  public: boolean;
  created_at: string;
  updated_at: string;
}

const COLUMNS = [
  'd.id',
  'd.filename',
  'd.size',
  'd.type',
  'd.pages',
  'd.status',
  'd.progress',
  'd.error',
  'd.case_id',
  'd.collection',
  'd.is_public',
  'd.created_at',
  'd.updated_at',
] as const;

function baseQuery(db: Db) {
  return db.selectFrom('documents as d').select(COLUMNS);
}

type Selected = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toDto(r: Selected): DocumentDto {
  return {
    id: r.id,
    filename: r.filename,
    size: Number(r.size),
    type: r.type,
    pages: r.pages,
    status: r.status,
    progress: Math.round(Number(r.progress) * 1000) / 1000,
    error: r.error,
    case_id: r.case_id,
    collection: r.collection,
    public: r.is_public,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** Filters of {@link listDocuments}. */
export interface DocumentFilter {
  userId: string;
  /** Only this case's documents. */
  caseId?: string;
  /** Add the public collection (legislation). */
  includePublic?: boolean;
  /** Most rows returned. @default 1000 */
  limit?: number;
}

/**
 * The statement of {@link listDocuments}. The user's own documents are read in order from
 * `documents_user_idx` (`documents_user_case_idx` for one case), so the public collection's ordering
 * key (`is_public` first) is only added when it is asked for. Exported so the `EXPLAIN` tests plan
 * exactly what the list runs.
 */
export function listDocumentsQuery(db: Db, filter: DocumentFilter) {
  let q = db
    .selectFrom('documents as d')
    .select('d.list_item')
    .where((eb) =>
      filter.includePublic
        ? eb.or([eb('d.user_id', '=', filter.userId), eb('d.is_public', '=', true)])
        : eb('d.user_id', '=', filter.userId),
    );
  if (filter.caseId) q = q.where('d.case_id', '=', filter.caseId);
  if (filter.includePublic) q = q.orderBy('d.is_public');
  return q.orderBy('d.created_at', 'desc').limit(filter.limit ?? 1000);
}

/**
 * The user's documents (newest first), plus the public collection (after them) when asked, as one JSON
 * array text: the stored items (`documents.list_item`, migration 0026: each row's `DocumentDto` as JSON
 * text, kept by the database on every write) of {@link listDocumentsQuery}'s rows joined in its order —
 * no item built on a request, nothing for the driver to parse; the list route sends it as it is (ADR
 * 0036).
 */
export async function listDocumentsJson(db: Db, filter: DocumentFilter): Promise<string> {
  const { rows } = await sql<{ documents: string }>`
    select coalesce('[' || string_agg(i.list_item, ',') || ']', '[]') as documents
    from (${listDocumentsQuery(db, filter)}) as i`.execute(db);
  return rows[0]?.documents ?? '[]';
}

/** The user's documents, and the public ones when asked: {@link listDocumentsJson} parsed. */
export async function listDocuments(db: Db, filter: DocumentFilter): Promise<DocumentDto[]> {
  return JSON.parse(await listDocumentsJson(db, filter)) as DocumentDto[];
}

/** One document the user may read (theirs, or public when `allowPublic`), or undefined. */
export async function findDocument(
  db: Db,
  userId: string,
  id: string,
  options: { allowPublic?: boolean } = {},
): Promise<DocumentDto | undefined> {
  const row = await baseQuery(db)
    .where('d.id', '=', id)
    .where((eb) =>
      options.allowPublic
        ? eb.or([eb('d.user_id', '=', userId), eb('d.is_public', '=', true)])
        : eb('d.user_id', '=', userId),
    )
    .executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/** The stored pages of a document, in order. */
export async function listPages(db: Db, documentId: string) {
  return db
    .selectFrom('document_pages')
    .select(['page', 'text', 'method', 'confidence'])
    .where('document_id', '=', documentId)
    .orderBy('page')
    .execute();
}

/** Deletes the user's documents (pages and chunks cascade); returns how many and the file keys to remove. */
export async function deleteDocumentRows(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<DeletedDocuments> {
  if (ids.length === 0) return { deleted: 0, keys: [], pages: 0, chunks: 0 };
  const rows = await db
    .deleteFrom('documents')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .returning(['storage_key', ...deletedChildCounts])
    .execute();
  return {
    deleted: rows.length,
    keys: rows.flatMap((r) => (r.storage_key ? [r.storage_key] : [])),
    ...sumChildCounts(rows),
  };
}

/** What {@link deleteDocumentRows} removed. */
export interface DeletedDocuments {
  /** Documents deleted. */
  deleted: number;
  /** Their stored files' keys. */
  keys: string[];
  /** Extracted pages that went with them (cascade). */
  pages: number;
  /** Search chunks that went with them (cascade). */
  chunks: number;
}

/**
 * `RETURNING` columns counting each deleted document's pages and chunks: the statement's snapshot still
 * sees the rows its cascade removes, so the counts are what went.
 */
export const deletedChildCounts = [
  sql<string>`(select count(*) from document_pages p where p.document_id = documents.id)`.as('page_rows'),
  sql<string>`(select count(*) from chunks c where c.document_id = documents.id)`.as('chunk_rows'),
] as const;

/** Sums the {@link deletedChildCounts} of deleted rows. */
export function sumChildCounts(rows: readonly { page_rows: string; chunk_rows: string }[]): {
  pages: number;
  chunks: number;
} {
  return rows.reduce(
    (acc, r) => ({ pages: acc.pages + Number(r.page_rows), chunks: acc.chunks + Number(r.chunk_rows) }),
    { pages: 0, chunks: 0 },
  );
}

/** Sets processing progress (0..1) while the document is still processing. */
export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .updateTable('documents')
    .set({ progress: Math.max(0, Math.min(1, progress)), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}
