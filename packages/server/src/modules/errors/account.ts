import type { AccountDataRegistry } from '../account/registry.js';

/**
 * The errors module's personal data (SECURITY 17): the error reports a signed-in user sent. Exported as
 * the scrubbed records; on deletion the reports stay (they describe the app, not the user) but lose the
 * user id, and the user's (group, user) pairs go (the groups keep their anonymous counts).
 */
export function registerErrorsAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'error_reports',
    async export(db, subject) {
      const rows = await db
        .selectFrom('client_error_occurrences')
        .select(['occurred_at', 'page', 'record'])
        .where('user_id', '=', subject.id)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ occurred_at: r.occurred_at.toISOString(), page: r.page, record: r.record }));
    },
    async delete(trx, subject) {
      await trx
        .updateTable('client_error_occurrences')
        .set({ user_id: null })
        .where('user_id', '=', subject.id)
        .execute();
      await trx.deleteFrom('client_error_users').where('user_id', '=', subject.id).execute();
    },
  });
}
