import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the user's query history for account export and deletion (SECURITY 17): exported with every
 * field, deleted with the account.
 */
export function registerHistoryAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'query_history',
    export: (db, subject) =>
      db
        .selectFrom('query_history')
        .select([
          'id',
          'type',
          'content',
          'filters',
          'result_count',
          'results',
          'response_time_ms',
          'document_id',
          'case_id',
          'created_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('query_history').where('user_id', '=', subject.id).execute();
    },
  });
}
