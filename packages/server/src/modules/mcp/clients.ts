/**
 * The MCP clients a user connects with (`mcp_clients`, migration 0020, ADR 0032). The transport is
 * stateless: only the `initialize` request names the client (`clientInfo`), so a tool call is counted
 * for the client this user last initialized with the same way of signing in (token or API key); a
 * tool call from a client never seen initializing is counted under its `User-Agent`.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How the caller signed in. */
export type McpAuth = 'token' | 'api_key';

/** A client as `GET /mcp/status` lists it. */
export interface McpClientView {
  name: string;
  version: string | null;
  last_seen: string;
  calls: number;
  auth: McpAuth;
}

/** Longest stored client name or version (both come from the client). */
const MAX_LENGTH = 120;

const clip = (v: string) => v.trim().slice(0, MAX_LENGTH);

/** Records (or refreshes) the client of an `initialize` request. */
export async function recordClientSeen(
  db: Kysely<Database>,
  userId: string,
  auth: McpAuth,
  client: { name: string; version?: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('mcp_clients')
    .values({
      user_id: userId,
      auth,
      name: clip(client.name) || 'desconocido',
      version: clip(client.version ?? ''),
      first_seen: now,
      last_seen: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'auth', 'name', 'version']).doUpdateSet({ last_seen: now }))
    .execute();
}

/**
 * Counts one tool call for the client the user last initialized with `auth` (or the `User-Agent`'s
 * client when there is none) and returns its name.
 */
export async function countToolCall(
  db: Kysely<Database>,
  userId: string,
  auth: McpAuth,
  userAgent: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const updated = await db
    .updateTable('mcp_clients')
    .set({ calls: sql`calls + 1`, last_seen: now })
    .where(
      'id',
      '=',
      db
        .selectFrom('mcp_clients')
        .select('id')
        .where('user_id', '=', userId)
        .where('auth', '=', auth)
        .orderBy('last_seen', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .returning('name')
    .executeTakeFirst();
  if (updated) return updated.name;
  const name = clip(userAgent ?? '') || 'desconocido';
  await db
    .insertInto('mcp_clients')
    .values({ user_id: userId, auth, name, version: '', first_seen: now, last_seen: now, calls: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'auth', 'name', 'version'])
        .doUpdateSet({ calls: sql`mcp_clients.calls + 1`, last_seen: now }),
    )
    .execute();
  return name;
}

/** The user's clients seen since `since`, most recent first. */
export async function recentClients(
  db: Kysely<Database>,
  userId: string,
  since: Date,
  limit = 20,
): Promise<McpClientView[]> {
  const rows = await db
    .selectFrom('mcp_clients')
    .select(['name', 'version', 'last_seen', 'calls', 'auth'])
    .where('user_id', '=', userId)
    .where('last_seen', '>=', since)
    .orderBy('last_seen', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    name: r.name,
    version: r.version === '' ? null : r.version,
    last_seen: new Date(r.last_seen).toISOString(),
    calls: Number(r.calls),
    auth: r.auth,
  }));
}
