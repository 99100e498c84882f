import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the billing data for account export and deletion (SECURITY 17): the user's Stripe customer
 * and subscription ids, and the webhook events recorded for them. Invoices stay with Stripe, which keeps
 * them as the law requires; cancelling a running subscription is done in the customer portal first.
 */
export function registerBillingAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'billing',
    export: async (db, subject) => ({
      customer: await db
        .selectFrom('billing_customers')
        .select(['customer_id', 'subscription_id', 'created_at', 'updated_at'])
        .where('user_id', '=', subject.id)
        .executeTakeFirst(),
      events: await db
        .selectFrom('billing_events')
        .select(['id', 'type', 'received_at'])
        .where('user_id', '=', subject.id)
        .orderBy('received_at')
        .execute(),
    }),
    delete: async (trx, subject) => {
      await trx.deleteFrom('billing_customers').where('user_id', '=', subject.id).execute();
      // The event ids stay (a replay must still be refused), without the user.
      await trx
        .updateTable('billing_events')
        .set({ user_id: null })
        .where('user_id', '=', subject.id)
        .execute();
    },
  });
}
