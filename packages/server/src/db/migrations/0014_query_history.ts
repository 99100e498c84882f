import type { Kysely } from 'kysely';

/** Reserved for the query history (issue 14 item 1); filled in by the work that builds it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
