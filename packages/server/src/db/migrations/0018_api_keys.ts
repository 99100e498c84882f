import type { Kysely } from 'kysely';

/** API keys of the empresarial plan (issue 15 item 3). Reserved; filled in by the module's author. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
