/**
 * SQL fragments shared by the repositories.
 *
 * @module
 */
import { sql, type RawBuilder } from 'kysely';

/**
 * A `timestamptz` column as the ISO string `Date.prototype.toISOString` gives (UTC, milliseconds, `Z`),
 * for list items built as JSON in SQL; `null` stays `null` (type it `string | null` for such columns).
 */
export function isoTimestampSql<T extends string | null = string>(column: string): RawBuilder<T> {
  return sql<T>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
