import type { AccountDataRegistry } from '../account/registry.js';
import { deletedChildCounts, sumChildCounts } from './repo.js';
import { noteDeletedRows, type DocumentsDeps } from './service.js';

/**
 * Registers the user's cases, documents (with their extracted text) and stored files for account
 * export and deletion (SECURITY 17, ADR 0009). Documents are emptied before cases (reverse order);
 * files go after the transaction commits, by the user's folder in the file store.
 */
export function registerDocumentsAccountData(registry: AccountDataRegistry, deps: DocumentsDeps): void {
  registry.register({
    name: 'cases',
    // The case's own fields: not the derived `documents_count` and `list_item` (migration 0027).
    export: (db, subject) =>
      db
        .selectFrom('cases')
        .select([
          'id',
          'user_id',
          'title',
          'description',
          'status',
          'priority',
          'client_name',
          'client_email',
          'client_phone',
          'due_date',
          'tags',
          'case_type',
          'court',
          'judge',
          'notes',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('cases').where('user_id', '=', subject.id).execute();
    },
  });
  registry.register({
    name: 'documents',
    export: async (db, subject) => {
      const docs = await db
        .selectFrom('documents')
        .select([
          'id',
          'case_id',
          'collection',
          'filename',
          'size',
          'type',
          'status',
          'pages',
          'metadata',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute();
      const pages = docs.length
        ? await db
            .selectFrom('document_pages')
            .select(['document_id', 'page', 'text', 'method'])
            .where(
              'document_id',
              'in',
              docs.map((d) => d.id),
            )
            .orderBy('document_id')
            .orderBy('page')
            .execute()
        : [];
      return docs.map((d) => ({
        ...d,
        pages: pages.filter((p) => p.document_id === d.id).map(({ document_id: _d, ...p }) => p),
      }));
    },
    delete: async (trx, subject) => {
      const rows = await trx
        .deleteFrom('documents')
        .where('user_id', '=', subject.id)
        .returning([...deletedChildCounts])
        .execute();
      noteDeletedRows(deps, sumChildCounts(rows));
    },
    deleteFiles: (subject) => deps.files.deleteOwner(subject.id),
  });
}
