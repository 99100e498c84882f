import { sql, type Kysely } from 'kysely';

/**
 * MCP clients seen by the MCP server (issue 15 item 1, ADR 0032): `mcp_clients` holds one row per user,
 * way of signing in (`token` | `api_key`) and client (`name`, `version` from the MCP `initialize`
 * request's `clientInfo`, or the `User-Agent` when a tool call arrives from a client never seen
 * initializing), with when it was first and last seen and how many tool calls it made. The rows go
 * with the account (`on delete cascade`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mcp_clients (
      id bigserial primary key,
      user_id uuid not null references auth_users (id) on delete cascade,
      name text not null,
      version text not null default '',
      auth text not null check (auth in ('token', 'api_key')),
      first_seen timestamptz not null default now(),
      last_seen timestamptz not null default now(),
      calls integer not null default 0
    )`.execute(db);
  await sql`create unique index mcp_clients_identity on mcp_clients (user_id, auth, name, version)`.execute(
    db,
  );
  await sql`create index mcp_clients_recent on mcp_clients (user_id, last_seen desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mcp_clients').execute();
}
