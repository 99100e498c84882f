import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the MCP data for account export and deletion (SECURITY 17): the MCP clients the user
 * connected with (name, version, way of signing in, when, how many tool calls). Deleting the auth user
 * also removes them (foreign key cascade); the owner deletes them first all the same.
 */
export function registerMcpAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'mcp_clients',
    export: async (db, subject) =>
      db
        .selectFrom('mcp_clients')
        .select(['name', 'version', 'auth', 'first_seen', 'last_seen', 'calls'])
        .where('user_id', '=', subject.id)
        .orderBy('first_seen')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('mcp_clients').where('user_id', '=', subject.id).execute();
    },
  });
}
