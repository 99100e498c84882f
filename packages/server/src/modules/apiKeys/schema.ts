import type { ColumnType } from 'kysely';

/** `api_keys` (migration 0018): an API key of the empresarial plan; only its sha256 is stored. */
export interface ApiKeysTable {
  id: string;
  /** The owner (`auth_users.id`); the key goes with the account. */
  user_id: string;
  name: string;
  /** The first 8 characters of the secret (`alg_3fA9`), shown in lists. */
  prefix: string;
  /** sha256 (hex) of the whole secret. */
  key_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Written at most once a minute per key. */
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Null: never expires. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Requests per minute. */
  rate_limit_per_minute: ColumnType<number, number | undefined, number>;
}

/** The tables of the apiKeys module (migration 0018), joined into `Database` in `db/schema.ts`. */
export interface ApiKeysTables {
  api_keys: ApiKeysTable;
}
