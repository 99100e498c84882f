import type { Kysely } from 'kysely';

/** Reserved for reported client and server errors and sent alerts (issue 14 item 8); filled in by the work that builds it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
