/** The tables of the history module (migration 0014), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in with the module's tables
export interface HistoryTables {}
