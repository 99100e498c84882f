import type { Kysely } from 'kysely';

/** Reserved for billing: Stripe customers and processed webhook events (issue 14 item 3); filled in by the work that builds it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
