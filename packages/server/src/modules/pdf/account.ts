import type { AccountDataRegistry } from '../account/registry.js';
import type { FileStore } from '../files/store.js';

/**
 * Registers the user's generated PDFs for account export (their list: case, name, size, report, date —
 * not the bytes) and deletion (SECURITY 17, ADR 0009): rows inside the deletion transaction, then the
 * user's folder in the file store once it commits (the documents owner removes the same folder; a
 * missing folder is not an error).
 */
export function registerPdfAccountData(registry: AccountDataRegistry, files: FileStore): void {
  registry.register({
    name: 'pdfs',
    export: (db, subject) =>
      db
        .selectFrom('pdf_files')
        .select(['caso_id', 'filename', 'size_bytes', 'report_id', 'created_at'])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('pdf_files').where('user_id', '=', subject.id).execute();
    },
    deleteFiles: (subject) => files.deleteOwner(subject.id),
  });
}
