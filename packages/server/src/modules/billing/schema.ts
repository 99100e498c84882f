import type { ColumnType } from 'kysely';
import type { TimestampDefault } from '../../db/schema.js';

/** `billing_customers`: a user's Stripe customer and the subscription last seen (migration 0015). */
export interface BillingCustomersTable {
  user_id: string;
  customer_id: string;
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** `billing_events`: a Stripe webhook event already applied (replays are answered, not re-applied). */
export interface BillingEventsTable {
  /** Stripe's event id (`evt_…`). */
  id: string;
  type: string;
  user_id: string | null;
  received_at: TimestampDefault;
}

/** The tables of the billing module (migration 0015), joined into `Database` in `db/schema.ts`. */
export interface BillingTables {
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
}
