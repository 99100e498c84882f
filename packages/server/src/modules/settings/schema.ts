/** The tables of the settings module (migration 0017), joined into `Database` in `db/schema.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in with the module's tables
export interface SettingsTables {}
