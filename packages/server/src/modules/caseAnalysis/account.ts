import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the user's case analyses for account export and deletion (SECURITY 17, ADR 0009); deleting
 * a case deletes its analyses too (foreign key, migration 0012).
 */
export function registerCaseAnalysisAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'case_analyses',
    export: (db: Kysely<Database>, subject) =>
      db
        .selectFrom('case_analyses')
        .select([
          'id',
          'case_id',
          'analysis_type',
          'documents_analyzed',
          'total_chars',
          'summary',
          'result',
          'duration_ms',
          'created_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('case_analyses').where('user_id', '=', subject.id).execute();
    },
  });
}
