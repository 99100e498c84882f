import type { ColumnType } from 'kysely';

/** `email_changes` (migration 0017): a pending e-mail change, confirmed from the link sent to `new_email`. */
export interface EmailChangesTable {
  /** sha256 of the single-use link token. */
  token_hash: string;
  user_id: string;
  /** The new address, lower-cased. */
  new_email: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Date | string;
  used_at: Date | null;
}

/** The tables of the settings module (migration 0017), joined into `Database` in `db/schema.ts`. */
export interface SettingsTables {
  email_changes: EmailChangesTable;
}
