/** The tables of the mcp module (migration 0020), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface McpTables {}
