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
import { AppError } from '../../errors.js';
import type { FileStore } from '../files/store.js';
import { enqueueJob, type JobHandler } from '../jobs/queue.js';
import {
  chunkPages,
  DocumentRejected,
  extractPages,
  sniffDocument,
  type DocumentKind,
  type OcrEngine,
} from './extract/index.js';
import { deleteDocumentRows, findDocument, setProgress, type DocumentDto } from './repo.js';

/** The ingestion job's kind in the `jobs` table. */
export const INGEST_JOB = 'ingest_document';

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
    kind = (await sniffDocument(bytes)).kind;
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
      await enqueueJob(trx, INGEST_JOB, { document_id: row.id });
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
    await enqueueJob(trx, INGEST_JOB, { document_id: id });
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
  const { deleted, keys } = await deleteDocumentRows(deps.db, userId, ids);
  await removeFiles(deps, keys);
  return deleted;
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

const INSERT_BATCH = 400;

/**
 * The ingestion job: reads the stored file, extracts text per page (OCR for pages without a text
 * layer when an engine is given), cuts chunks and replaces the document's pages and chunks in one
 * transaction, then marks it `ready`. Idempotent, so a job taken again after a crash just redoes it.
 * Content that cannot be read ends the job with the document in `error` (a retry would not help);
 * other failures are retried by the queue and end in `error` after the last attempt.
 */
export function ingestionHandler(deps: DocumentsDeps & { ocr?: () => OcrEngine | undefined }): JobHandler {
  const { db } = deps;
  const markError = (id: string, message: string) =>
    db
      .updateTable('documents')
      .set({ status: 'error', error: message, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  return {
    async run(job) {
      const id = String(job.payload.document_id ?? '');
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
      let reported = 0;
      let pages;
      try {
        pages = await extractPages(bytes, doc.type, {
          ocr: deps.ocr?.(),
          signal: job.signal,
          onProgress: (fraction) => {
            const p = 0.05 + 0.85 * fraction;
            if (p - reported < 0.04) return;
            reported = p;
            setProgress(db, id, p).catch((err: unknown) =>
              deps.logger.warn({ err }, 'progress update failed'),
            );
          },
        });
      } catch (err) {
        if (err instanceof DocumentRejected) {
          await markError(id, err.message);
          return;
        }
        throw err;
      }
      const chunks = chunkPages(pages);
      const methodOf = new Map(pages.map((p) => [p.page, p]));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('chunks').where('document_id', '=', id).execute();
        await trx.deleteFrom('document_pages').where('document_id', '=', id).execute();
        for (let i = 0; i < pages.length; i += INSERT_BATCH) {
          await trx
            .insertInto('document_pages')
            .values(
              pages.slice(i, i + INSERT_BATCH).map((p) => ({
                document_id: id,
                page: p.page,
                // PostgreSQL text cannot hold NUL.
                text: p.text.replaceAll('\u0000', ''),
                method: p.method,
                confidence: p.confidence,
              })),
            )
            .execute();
        }
        for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
          await trx
            .insertInto('chunks')
            .values(
              chunks.slice(i, i + INSERT_BATCH).map((c) => {
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
            .execute();
        }
        await trx
          .updateTable('documents')
          .set({ status: 'ready', progress: 1, pages: pages.length, error: null, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
      });
    },
    async onGiveUp(job) {
      const id = String(job.payload.document_id ?? '');
      if (id) await markError(id, DOCUMENT_MESSAGES.failed);
    },
  };
}
