/**
 * Documents: accepting an upload (type by content, file kept under a server key, a row and an
 * ingestion job in one transaction), the ingestion job itself (text per page, OCR for pages without a
 * text layer, chunks with pages and headings, the Spanish full-text index), retry and deletion.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { writeInTimedBatches } from '../../db/batches.js';
import type { Housekeeper } from '../../db/housekeeping.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../files/store.js';
import { enqueueJob, type JobContext, type JobHandler } from '../jobs/queue.js';
import { DocumentRejected, sniffDocument, type DocumentKind } from './extract/index.js';
import type { Extraction, ExtractionPool } from './extract/pool.js';
import { deleteDocumentRows, findDocument, setProgress, type DocumentDto } from './repo.js';

/** The ingestion job's kind in the `jobs` table. */
export const INGEST_JOB = 'ingest_document';

/** What a deletion says: the reason its running extraction is aborted with, and the route's log line. */
export const DOCUMENT_DELETED = 'document deleted';

/** Spanish messages of the documents endpoints. */
export const DOCUMENT_MESSAGES = {
  notFound: 'Documento no encontrado',
  caseNotFound: 'El caso indicado no existe.',
  notRetryable: 'Solo se pueden reintentar documentos con error.',
  failed: 'No se pudo procesar el documento. Puedes reintentarlo.',
  filenameMissing: 'documento',
} as const;

/** What the documents service needs. */
export interface DocumentsDeps {
  db: Kysely<Database>;
  files: FileStore;
  logger: Logger;
  /** Called after a job is queued so an idle worker starts at once. */
  wake?: () => void;
  /** The extraction threads; without them (tools, some tests) sniffing runs in this thread. */
  pool?: ExtractionPool;
  /** Stops the running ingestion of these documents (they are being deleted). */
  cancelIngestion?: (ids: readonly string[]) => void;
  /** Told how many rows a deletion removed, so the embedded database is vacuumed after large ones. */
  housekeeper?: Pick<Housekeeper, 'noteChanges'>;
}

/** Upload metadata from the spec's form fields (stored; shown nowhere yet). */
export interface UploadMeta {
  filename: string;
  caseId: string | null;
  collection: string;
  fields: Record<string, string>;
}

const KEPT_FIELDS = ['especialidad', 'nombre', 'tipo_caso', 'hechos', 'email', 'keep_files'] as const;

/** A display name: the client's base name without control characters or path parts, ≤ 255 chars. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean === '' ? DOCUMENT_MESSAGES.filenameMissing : clean;
}

/**
 * Accepts an uploaded file: decides its type by content (415/422 with a Spanish message otherwise),
 * stores it under a server key in the user's folder, and inserts the document (`processing`) with its
 * ingestion job in one transaction. The file is removed again if the rows cannot be written.
 */
export async function acceptUpload(
  deps: DocumentsDeps,
  userId: string,
  bytes: Buffer,
  meta: UploadMeta,
): Promise<DocumentDto> {
  let kind: DocumentKind;
  try {
    // Off the event loop: a 2000-page PDF's page walk takes seconds (ADR 0015).
    kind = (await (deps.pool ? deps.pool.sniff(bytes) : sniffDocument(bytes))).kind;
  } catch (err) {
    if (err instanceof DocumentRejected) {
      const code = err.status === 415 ? 'unsupported_media_type' : 'unprocessable_document';
      throw new AppError(err.status, code, err.message);
    }
    throw err;
  }
  if (meta.caseId) {
    const owned = await deps.db
      .selectFrom('cases')
      .select('id')
      .where('id', '=', meta.caseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!owned) throw AppError.notFound(DOCUMENT_MESSAGES.caseNotFound);
  }
  const key = deps.files.newKey(userId);
  await deps.files.putBuffer(key, bytes);
  let id: string;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('documents')
        .values({
          user_id: userId,
          case_id: meta.caseId,
          collection: meta.collection,
          filename: cleanFilename(meta.filename),
          size: bytes.length,
          type: kind,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_key: key,
          pages: null,
          error: null,
          metadata: JSON.stringify(
            Object.fromEntries(KEPT_FIELDS.filter((f) => meta.fields[f]).map((f) => [f, meta.fields[f]])),
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(trx, INGEST_JOB, { document_id: row.id, user_id: userId });
      return row.id;
    });
  } catch (err) {
    await deps.files.delete(key);
    throw err;
  }
  deps.wake?.();
  const doc = await findDocument(deps.db, userId, id);
  if (!doc) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
  return doc;
}

/** Re-queues a document in `error`; 404 when not the user's, 409 when it is not in error. */
export async function retryDocument(deps: DocumentsDeps, userId: string, id: string): Promise<DocumentDto> {
  const doc = await findDocument(deps.db, userId, id);
  if (!doc) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
  if (doc.status !== 'error') throw new AppError(409, 'not_retryable', DOCUMENT_MESSAGES.notRetryable);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('documents')
      .set({ status: 'processing', progress: 0, error: null, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await enqueueJob(trx, INGEST_JOB, { document_id: id, user_id: userId });
  });
  deps.wake?.();
  return (await findDocument(deps.db, userId, id)) ?? doc;
}

/** Deletes the user's documents with their pages, chunks and files; returns how many went. */
export async function removeDocuments(
  deps: DocumentsDeps,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const { deleted, keys, pages, chunks } = await deleteDocumentRows(deps.db, userId, ids);
  // The rows are gone (only the owner's ids were deleted): stop any extraction still running for them.
  if (deleted > 0) deps.cancelIngestion?.(ids);
  noteDeletedRows(deps, { pages, chunks });
  await removeFiles(deps, keys);
  return deleted;
}

/** Tells the housekeeper how many pages and chunks went with deleted documents (db/housekeeping.ts). */
export function noteDeletedRows(
  deps: Pick<DocumentsDeps, 'housekeeper'>,
  rows: { pages: number; chunks: number },
): void {
  deps.housekeeper?.noteChanges('document_pages', rows.pages);
  deps.housekeeper?.noteChanges('chunks', rows.chunks);
}

/** Removes stored files after their rows are gone; a failure is logged, never undoes the deletion. */
export async function removeFiles(deps: Pick<DocumentsDeps, 'files' | 'logger'>, keys: readonly string[]) {
  for (const key of keys) {
    try {
      await deps.files.delete(key);
    } catch (err) {
      deps.logger.error({ err, action: 'delete_file', outcome: 'failed' }, 'could not delete a stored file');
    }
  }
}

/**
 * Page and chunk inserts: each statement about 15 ms (weighed by text length, 4 KB to start), so the
 * database is never held long by one large document (issue 11 §2; `db/batches.ts`).
 */
const BATCHING = {
  targetMs: 15,
  first: 4096,
  max: 500,
  weight: (row: { text: string }) => row.text.length + 64,
};

/**
 * Runs one batch of a document's page or chunk inserts; false when the document was deleted meanwhile
 * (its rows' foreign key fails, SQLSTATE 23503), so the writing stops. Found by the insert itself rather
 * than a read before each batch: one round trip to the database per batch, not two.
 */
async function unlessDeleted(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code === '23503') return false;
    throw err;
  }
}

/** What the ingestion job needs beyond the service deps. */
export interface IngestionDeps extends DocumentsDeps {
  /** Where extraction runs (threads). */
  pool: ExtractionPool;
  /** Read pages without a text layer with OCR. */
  ocr: boolean;
}

/**
 * The ingestion job: reads the stored file, extracts text per page and cuts chunks in an extraction thread
 * (OCR for pages without a text layer when enabled), then replaces the document's pages and chunks in
 * small batches and marks it `ready`. Idempotent, so a job taken again after a crash just redoes it.
 * Content that cannot be read, or that passes the limits of time, memory, image size or text size, ends
 * the job with the document in `error` and a Spanish message (a retry would not help); other failures are
 * retried by the queue and end in `error` after the last attempt. Deleting the document stops its
 * extraction at once (`cancel`).
 */
export function ingestionHandler(deps: IngestionDeps): JobHandler & { cancel(ids: readonly string[]): void } {
  const { db } = deps;
  const running = new Map<string, AbortController>();
  const markError = (id: string, message: string) =>
    db
      .updateTable('documents')
      .set({ status: 'error', error: message, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  return {
    cancel(ids) {
      for (const id of ids) running.get(id)?.abort(new Error(DOCUMENT_DELETED));
    },
    async run(job) {
      const id = String(job.payload.document_id ?? '');
      // Known before the first await: a deletion at any point of the job stops it (one arriving while
      // the file was read used to find nothing to stop, and the extraction ran to its time limit).
      const controller = new AbortController();
      running.set(id, controller);
      try {
        await ingest(job, id, controller);
      } finally {
        if (running.get(id) === controller) running.delete(id);
      }
    },
    async onGiveUp(job) {
      const id = String(job.payload.document_id ?? '');
      if (id) await markError(id, DOCUMENT_MESSAGES.failed);
    },
  };

  async function ingest(job: JobContext, id: string, controller: AbortController): Promise<void> {
    const started = performance.now();
    const doc = await db
      .selectFrom('documents')
      .select(['id', 'user_id', 'type', 'storage_key', 'is_public'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!doc?.storage_key || doc.type === 'md') return;
    await db
      .updateTable('documents')
      .set({ status: 'processing', error: null, progress: 0.02, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    const bytes = await deps.files.get(doc.storage_key);
    const read = performance.now();
    const stop = () => controller.abort(job.signal.reason);
    job.signal.addEventListener('abort', stop, { once: true });
    let reported = 0;
    let extraction: Extraction;
    try {
      extraction = await deps.pool.extract(bytes, doc.type, {
        ocr: deps.ocr,
        signal: controller.signal,
        onProgress: (fraction) => {
          const p = 0.05 + 0.85 * fraction;
          if (p - reported < 0.04) return;
          reported = p;
          setProgress(db, id, p).catch((err: unknown) => deps.logger.warn({ err }, 'progress update failed'));
        },
      });
    } catch (err) {
      if (err instanceof DocumentRejected) {
        await markError(id, err.message);
        return;
      }
      // Deleted while extracting: nothing left to write.
      if (controller.signal.aborted && !job.signal.aborted) return;
      throw err;
    } finally {
      job.signal.removeEventListener('abort', stop);
    }
    const extracted = performance.now();
    const { pages, chunks, pageCount } = extraction;
    const methodOf = new Map(pages.map((p) => [p.page, p]));
    await db.deleteFrom('chunks').where('document_id', '=', id).execute();
    await db.deleteFrom('document_pages').where('document_id', '=', id).execute();
    // Sized by time (text length as the weight): PGlite builds search vectors on this event loop.
    const pagesWritten = await writeInTimedBatches(
      pages,
      (batch) =>
        unlessDeleted(
          db
            .insertInto('document_pages')
            .values(
              batch.map((p) => ({
                document_id: id,
                page: p.page,
                // PostgreSQL text cannot hold NUL.
                text: p.text.replaceAll('\u0000', ''),
                method: p.method,
                confidence: p.confidence,
              })),
            )
            .execute(),
        ),
      BATCHING,
    );
    if (!pagesWritten) return;
    const pagesAt = performance.now();
    const chunksWritten = await writeInTimedBatches(
      chunks,
      (batch) =>
        unlessDeleted(
          db
            .insertInto('chunks')
            .values(
              batch.map((c) => {
                const covered = [];
                for (let p = c.pageFrom; p <= c.pageTo; p++) {
                  const page = methodOf.get(p);
                  if (page) covered.push(page);
                }
                const ocr = covered.filter((p) => p.method === 'ocr');
                return {
                  document_id: id,
                  user_id: doc.user_id,
                  is_public: doc.is_public,
                  ordinal: c.ordinal,
                  heading: c.heading,
                  page_from: c.pageFrom,
                  page_to: c.pageTo,
                  text: c.text.replaceAll('\u0000', ''),
                  method: ocr.length > 0 ? 'ocr' : (covered[0]?.method ?? 'text'),
                  confidence:
                    ocr.length > 0
                      ? Math.min(...ocr.map((p) => p.confidence ?? 0))
                      : (covered[0]?.confidence ?? null),
                };
              }),
            )
            .execute(),
        ),
      BATCHING,
    );
    if (!chunksWritten) return;
    const chunksAt = performance.now();
    await db
      .updateTable('documents')
      .set({
        status: 'ready',
        progress: 1,
        pages: pageCount ?? pages.length,
        error: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    const ms = (from: number, to: number) => Math.round(to - from);
    deps.logger.info(
      {
        document_id: id,
        pages: pages.length,
        chunks: chunks.length,
        ms: {
          read: ms(started, read),
          extract: ms(read, extracted),
          pages: ms(extracted, pagesAt),
          chunks: ms(pagesAt, chunksAt),
          ready: ms(chunksAt, performance.now()),
        },
      },
      'document ingested',
    );
  }
}
