import { STORAGE_KEYS, appendErrorRecord, isCriticalError, type LocalErrorRecord } from '@alegato/domain';

export { buildErrorRecord } from './errorRecord';
export type { ErrorContext, ErrorSource } from './errorRecord';

/**
 * Local error tracking (spec §8): window errors and unhandled promise rejections are kept in
 * localStorage, newest 100. The spec also sends a "critical alert" for messages that mention supabase,
 * authentication, payment, document upload, rag service or network error; `isCriticalRecord` says
 * whether a record qualifies. `errors/report.ts` loads this module when the first error happens (or
 * when the browser is idle), so it stays out of the landing page's entry bundle.
 */

/** localStorage key of the records (`alegato-error-log`). */
export const ERROR_LOG_KEY = STORAGE_KEYS.errorLog;

/** True when the record's message or name triggers the spec's critical alert. */
export function isCriticalRecord(record: LocalErrorRecord): boolean {
  return isCriticalError(`${record.error.name} ${record.error.message}`);
}

/**
 * Parses the stored list. Anything unreadable gives an empty list; entries that do not look like
 * records are dropped (a structural check: the full zod schema would weigh on the landing bundle). Pure.
 */
export function parseErrorLog(text: string | null): LocalErrorRecord[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecordLike);
}

function isRecordLike(value: unknown): value is LocalErrorRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { error, context } = value as { error?: unknown; context?: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { name?: unknown }).name === 'string' &&
    typeof context === 'object' &&
    context !== null &&
    typeof (context as { timestamp?: unknown }).timestamp === 'string'
  );
}

/** Minimal storage surface (localStorage in the browser, a map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Appends a record to the stored log (newest 100). Storage failures (private mode, quota) are
 * swallowed: error tracking must never raise an error of its own. Returns the record.
 */
export function storeErrorRecord(storage: KeyValueStorage | undefined, record: LocalErrorRecord): void {
  if (!storage) return;
  try {
    const next = appendErrorRecord(parseErrorLog(storage.getItem(ERROR_LOG_KEY)), record);
    storage.setItem(ERROR_LOG_KEY, JSON.stringify(next));
  } catch {
    // Nothing sensible to do: the dialog still shows.
  }
}
