import type { Kysely } from 'kysely';

/** AI runs and the smart answer cache of the IA Supervisor (issue 15 item 2). Reserved; filled in by the module's author. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
