import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the IA Supervisor's data for account export and deletion (SECURITY 17): the AI runs (their
 * summaries, without the passages) and the smart cache's queries (without the cached answers), deleted
 * with the account.
 */
export function registerSupervisorAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'ai_runs',
    export: (db, subject) =>
      db
        .selectFrom('ai_runs')
        .select([
          'id',
          'kind',
          'created_at',
          'input_summary',
          'output_summary',
          'engine',
          'duration_ms',
          'outcome',
          'quality_score',
          'citations_count',
          'citations_failed',
          'tool',
          'client',
          'auth',
          'document_id',
          'case_id',
          'cache',
          'error',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('ai_runs').where('user_id', '=', subject.id).execute();
    },
  });
  registry.register({
    name: 'smart_cache',
    export: (db, subject) =>
      db
        .selectFrom('smart_cache')
        .select(['collection', 'query', 'documents_version', 'created_at'])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('smart_cache').where('user_id', '=', subject.id).execute();
    },
  });
}
