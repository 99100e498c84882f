/** The tables of the apiKeys module (migration 0018), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ApiKeysTables {}
