import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The `documents.collection` of imported legislation. */
export const LEGISLATION_COLLECTION = 'legislacion';

/** Rows per multi-row `insert` (9 columns × 500 = 4,500 parameters, far below PostgreSQL's 65,535). */
export const INSERT_BATCH = 500;

/** A norm already in the public collection. */
export interface StoredNorm {
  /** `documents.id`, kept when the norm is re-imported so links to it stay valid. */
  id: string;
  sha256: string;
  /** `metadata.importer_version` it was written with (0 when absent). */
  importerVersion: number;
}

/** The document row of a norm (everything but the fixed public-collection columns). */
export interface NormDocument {
  filename: string;
  size: number;
  sha256: string;
  pages: number;
  metadata: Record<string, unknown>;
}

/** A page to write: number (1-based) and text. */
export interface NormPageRow {
  page: number;
  text: string;
}

/** A chunk to write. */
export interface NormChunkRow {
  ordinal: number;
  heading: string;
  page: number;
  text: string;
  /** Structural headings above it (`chunks.context`). */
  context?: string | null;
}

/** Public legislation already stored, by `metadata.norm_id`. */
export async function listStoredNorms(db: Kysely<Database>): Promise<Map<string, StoredNorm>> {
  const rows = await db
    .selectFrom('documents')
    .select([
      'id',
      'sha256',
      sql<string | null>`metadata->>'norm_id'`.as('norm_id'),
      sql<string | null>`metadata->>'importer_version'`.as('importer_version'),
    ])
    .where('is_public', '=', true)
    .where('collection', '=', LEGISLATION_COLLECTION)
    .orderBy('created_at')
    .execute();
  const out = new Map<string, StoredNorm>();
  for (const r of rows) {
    if (r.norm_id) {
      out.set(r.norm_id, {
        id: r.id,
        sha256: r.sha256,
        importerVersion: Number(r.importer_version ?? 0) || 0,
      });
    }
  }
  return out;
}

async function insertBatched<T>(
  items: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_BATCH) await insert(items.slice(i, i + INSERT_BATCH));
}

/**
 * Writes a norm in the caller's transaction: a new `documents` row, or (with `existingId`) the same row
 * updated and its pages and chunks replaced. Returns the document id.
 */
export async function writeNorm(
  trx: Transaction<Database>,
  doc: NormDocument,
  pages: readonly NormPageRow[],
  chunks: readonly NormChunkRow[],
  existingId?: string,
): Promise<string> {
  const columns = {
    filename: doc.filename,
    size: doc.size,
    type: 'md' as const,
    sha256: doc.sha256,
    storage_key: null,
    status: 'ready' as const,
    progress: 1,
    error: null,
    pages: doc.pages,
    metadata: JSON.stringify(doc.metadata),
  };
  let id: string;
  if (existingId) {
    await trx.deleteFrom('chunks').where('document_id', '=', existingId).execute();
    await trx.deleteFrom('document_pages').where('document_id', '=', existingId).execute();
    await trx
      .updateTable('documents')
      .set({ ...columns, updated_at: sql`now()` })
      .where('id', '=', existingId)
      .execute();
    id = existingId;
  } else {
    const row = await trx
      .insertInto('documents')
      .values({
        ...columns,
        user_id: null,
        is_public: true,
        case_id: null,
        collection: LEGISLATION_COLLECTION,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  await insertBatched(pages, (batch) =>
    trx
      .insertInto('document_pages')
      .values(
        batch.map((p) => ({
          document_id: id,
          page: p.page,
          text: p.text,
          method: 'markdown',
          confidence: null,
        })),
      )
      .execute(),
  );
  await insertBatched(chunks, (batch) =>
    trx
      .insertInto('chunks')
      .values(
        batch.map((c) => ({
          document_id: id,
          user_id: null,
          is_public: true,
          ordinal: c.ordinal,
          heading: c.heading,
          page_from: c.page,
          page_to: c.page,
          text: c.text,
          context: c.context ?? null,
          method: 'markdown',
          confidence: null,
        })),
      )
      .execute(),
  );
  return id;
}
