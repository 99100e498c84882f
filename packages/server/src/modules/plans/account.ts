import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the plans module's personal data for account export and deletion (SECURITY 17): the metered
 * analyses (`usage_events`), the support requests and an admin's plan simulation.
 */
export function registerPlansAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'plan_usage',
    export: (db, subject) =>
      db
        .selectFrom('usage_events')
        .select(['kind', 'created_at'])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('usage_events').where('user_id', '=', subject.id).execute();
      await trx.deleteFrom('plan_overrides').where('user_id', '=', subject.id).execute();
    },
  });
  registry.register({
    name: 'support_requests',
    export: (db, subject) =>
      db
        .selectFrom('support_requests')
        .select(['id', 'subject', 'message', 'priority', 'plan', 'created_at'])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('support_requests').where('user_id', '=', subject.id).execute();
    },
  });
}
