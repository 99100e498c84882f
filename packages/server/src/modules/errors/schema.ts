/** The tables of the errors module (migration 0016), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in with the module's tables
export interface ErrorTables {}
