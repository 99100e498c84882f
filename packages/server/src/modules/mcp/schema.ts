import type { ColumnType, Generated } from 'kysely';
import type { TimestampDefault } from '../../db/schema.js';

/**
 * `mcp_clients`: an MCP client a user connected with (migration 0020). `version` is '' when the client
 * did not say (a client known only by its `User-Agent`).
 */
export interface McpClientsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  version: ColumnType<string, string | undefined, string>;
  auth: 'token' | 'api_key';
  first_seen: TimestampDefault;
  last_seen: TimestampDefault;
  calls: ColumnType<number, number | undefined, number>;
}

/** The tables of the mcp module (migration 0020), joined into `Database` in `db/schema.ts`. */
export interface McpTables {
  mcp_clients: McpClientsTable;
}
