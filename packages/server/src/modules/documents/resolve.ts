/**
 * The document a document-intelligence call names (`document_filename` of spec §7: `/document/*`,
 * `/chat/start`): the caller's document with that id, or else the caller's newest document with that
 * file name. Shared by the analysis and chat modules so both answer the same errors:
 *
 * - unknown, or someone else's (an `access_denied` audit row then) → 404 'Documento no encontrado';
 * - still being processed → 409 `document_processing`; failed → 409 `document_failed`.
 *
 * Public documents (the legislation) are readable when `allowPublic`.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { audit, type RequestMeta } from '../auth/audit.js';
import { findDocument, type DocumentDto } from './repo.js';
import { DOCUMENT_MESSAGES } from './service.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spanish messages of {@link resolveDocument}. */
export const RESOLVE_MESSAGES = {
  processing: 'El documento todavía se está procesando. Inténtalo de nuevo en unos segundos.',
  failed: 'El documento no se pudo procesar: reinténtalo desde Documentos antes de analizarlo.',
} as const;

/**
 * Finds the document `ref` (id or file name) of `userId`, ready to be read.
 *
 * @throws {AppError} 404 unknown or foreign (audited), 409 processing or failed
 */
export async function resolveDocument(
  db: Kysely<Database>,
  meta: RequestMeta,
  userId: string,
  ref: string,
  options: { allowPublic?: boolean } = {},
): Promise<DocumentDto> {
  const name = ref.trim();
  let doc: DocumentDto | undefined;
  if (UUID_RE.test(name)) doc = await findDocument(db, userId, name.toLowerCase(), options);
  if (!doc && name) {
    const row = await db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .where('filename', '=', name)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) doc = await findDocument(db, userId, row.id);
  }
  if (!doc) {
    const foreign =
      UUID_RE.test(name) &&
      (await db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', name.toLowerCase())
        .where('user_id', '!=', userId)
        .executeTakeFirst());
    if (foreign) {
      await audit(db, meta, {
        userId,
        action: 'access_denied',
        outcome: 'denied',
        detail: { resource: 'document', id: name.toLowerCase(), reason: 'not owner' },
      });
    }
    throw new AppError(404, 'not_found', DOCUMENT_MESSAGES.notFound);
  }
  if (doc.status === 'processing')
    throw new AppError(409, 'document_processing', RESOLVE_MESSAGES.processing);
  if (doc.status === 'error') throw new AppError(409, 'document_failed', RESOLVE_MESSAGES.failed);
  return doc;
}
