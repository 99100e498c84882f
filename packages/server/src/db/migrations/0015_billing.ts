import { sql, type Kysely } from 'kysely';

/**
 * Billing (issue 14 item 3):
 * - `billing_customers`: the Stripe customer of a user (one each) and the subscription last seen, so
 *   Checkout reuses the customer, the portal opens on it and webhook events find the user.
 * - `billing_events`: the ids of the webhook events already applied, so a replayed event is answered
 *   without being applied twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_customers (
      user_id uuid primary key,
      customer_id text not null unique,
      subscription_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table billing_events (
      id text primary key,
      type text not null,
      user_id uuid,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('billing_customers').execute();
}
