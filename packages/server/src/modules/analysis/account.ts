import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the user's stored document analyses for account export and deletion (SECURITY 17, ADR
 * 0009). Registered after the documents, so deletion empties the analyses first; deleting a document
 * deletes its analyses too (foreign key, migration 0011).
 */
export function registerAnalysisAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'document_analyses',
    export: (db: Kysely<Database>, subject) =>
      db
        .selectFrom('document_analyses')
        .select([
          'id',
          'document_id',
          'kind',
          'analysis_type',
          'depth',
          'engine',
          'result',
          'duration_ms',
          'created_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('document_analyses').where('user_id', '=', subject.id).execute();
    },
  });
}
