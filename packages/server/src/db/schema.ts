import type { ColumnType } from 'kysely';

/**
 * A `jsonb` column: selected as parsed JSON, written as a JSON string (`JSON.stringify(value)`), which
 * both `pg` and PGlite accept for `jsonb` parameters.
 */
export type JsonColumn<T = unknown> = ColumnType<T, string, string>;

/** A `timestamptz` column with a database default: read as `Date`, optional on insert. */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;

/** `app_meta`: small key → JSON facts about the installation (schema version, last start). */
export interface AppMetaTable {
  key: string;
  value: JsonColumn;
  updated_at: TimestampDefault;
}

/**
 * The typed database. Every migration that creates or changes a table updates this interface in the
 * same commit.
 */
export interface Database {
  app_meta: AppMetaTable;
}
