import type { Kysely } from 'kysely';

/** MCP clients seen by the MCP server (issue 15 item 1). Reserved; filled in by the module's author. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
