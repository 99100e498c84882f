import type { ColumnType } from 'kysely';
import type { JsonColumn, TimestampDefault } from '../../db/schema.js';

/** Where a tracked error happened: the web app (reported to `/api/public/client-errors`) or the server (a 5xx). */
export type ErrorSource = 'client' | 'server';

/** A stored, scrubbed error: the shape of `sample` and `record` (the spec's local error record, §3). */
export interface StoredErrorRecord {
  error: { name: string; message: string; stack?: string };
  context: {
    page?: string;
    component?: string;
    action?: string;
    timestamp: string;
    url?: string;
    userAgent?: string;
    metadata?: Record<string, unknown>;
  };
}

/**
 * `client_errors` (migration 0016): one row per error group. The fingerprint is a hash of the source,
 * the error's name, its normalised message and its top stack frame, so one bug seen a thousand times is
 * one row with a count.
 */
export interface ClientErrorsTable {
  fingerprint: string;
  source: ErrorSource;
  name: string;
  /** The scrubbed message of the newest occurrence. */
  message: string;
  first_seen: TimestampDefault;
  last_seen: TimestampDefault;
  /** Occurrences received (also those no longer kept in `client_error_occurrences`). */
  count: ColumnType<number, number | undefined, number>;
  /** The newest occurrence, scrubbed. */
  sample: JsonColumn<StoredErrorRecord>;
  /** `location.pathname` (client) or the request path (server) of the newest occurrence. */
  last_page: string | null;
  /** Distinct signed-in users who met it (see `client_error_users`). */
  users_affected: ColumnType<number, number | undefined, number>;
  /** True once any occurrence matched the critical keywords (or was a server 5xx). */
  critical: ColumnType<boolean, boolean | undefined, boolean>;
  /** When an alert for this group was last sent (at most one per hour per group); survives restarts. */
  alerted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `client_error_occurrences`: the newest occurrences of each group (scrubbed), for the admin's detail view. */
export interface ClientErrorOccurrencesTable {
  id: ColumnType<number, never, never>;
  fingerprint: string;
  /** When the server received it. */
  created_at: TimestampDefault;
  /** The client's timestamp of the error (the server's for a 5xx). */
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  page: string | null;
  /** The signed-in user, when a valid token came with the report; null once the account is deleted. */
  user_id: string | null;
  record: JsonColumn<StoredErrorRecord>;
}

/** `client_error_users`: which users met which group, so `users_affected` counts each user once. */
export interface ClientErrorUsersTable {
  fingerprint: string;
  user_id: string;
}

/** `error_alerts`: every critical-error alert raised (the global per-hour cap counts these rows). */
export interface ErrorAlertsTable {
  id: ColumnType<number, never, never>;
  fingerprint: string;
  created_at: TimestampDefault;
  /** Channels it went to: `webhook`, `email`; empty when suppressed by the hourly cap. */
  channels: JsonColumn<string[]>;
}

/** The tables of the errors module (migration 0016), joined into `Database` in `db/schema.ts`. */
export interface ErrorTables {
  client_errors: ClientErrorsTable;
  client_error_occurrences: ClientErrorOccurrencesTable;
  client_error_users: ClientErrorUsersTable;
  error_alerts: ErrorAlertsTable;
}
