import type { Kysely } from 'kysely';

/** Reserved for e-mail change with confirmation to the new address (issue 14 item 4); filled in by the work that builds it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
