/** The tables of the supervisor module (migration 0019), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SupervisorTables {}
