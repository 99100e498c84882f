import { STORAGE_KEYS, appendErrorRecord, isCriticalError, type LocalErrorRecord } from '@alegato/domain';

/**
 * Local error tracking (spec §8): window errors and unhandled promise rejections are kept in
 * localStorage, newest 100. The spec also sends a "critical alert" for messages that mention supabase,
 * authentication, payment, document upload, rag service or network error; the record says whether it
 * qualifies and `recordError` hands critical ones to `onCritical` (no alert service exists yet).
 */

/** localStorage key of the records (`alegato-error-log`). */
export const ERROR_LOG_KEY = STORAGE_KEYS.errorLog;

/** Where an error was caught. */
export type ErrorSource = 'window.error' | 'unhandledrejection' | 'react' | 'route';

/** Facts about the moment of the error, passed in so the builder stays pure. */
export type ErrorContext = {
  /** Where it was caught. */
  source: ErrorSource;
  /** Time of the error. */
  now: Date;
  /** `location.pathname`. */
  page?: string;
  /** `location.href`. */
  url?: string;
  /** `navigator.userAgent`. */
  userAgent?: string;
  /** React component stack or other detail. */
  componentStack?: string;
  /** The signed-in user's id, when there is one. */
  userId?: string;
};

/** Longest stack or message kept, so 100 records stay well inside the storage quota. */
const MAX_TEXT = 4000;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/**
 * Turns anything thrown or rejected into an error record. Errors keep their name, message and stack;
 * strings become the message; other values are described by JSON, else `String()`. Pure.
 */
export function buildErrorRecord(thrown: unknown, context: ErrorContext): LocalErrorRecord {
  const { name, message, stack } = describe(thrown);
  const metadata: Record<string, unknown> = { source: context.source };
  if (context.componentStack) metadata.componentStack = clip(context.componentStack);
  return {
    error: { name, message: clip(message), ...(stack ? { stack: clip(stack) } : {}) },
    context: {
      timestamp: context.now.toISOString(),
      metadata,
      ...(context.page !== undefined ? { page: context.page } : {}),
      ...(context.url !== undefined ? { url: context.url } : {}),
      ...(context.userAgent !== undefined ? { userAgent: context.userAgent } : {}),
      ...(context.userId !== undefined ? { userId: context.userId } : {}),
    },
  };
}

function describe(thrown: unknown): { name: string; message: string; stack?: string } {
  if (thrown instanceof Error) {
    return {
      name: thrown.name || 'Error',
      message: thrown.message,
      ...(thrown.stack ? { stack: thrown.stack } : {}),
    };
  }
  if (typeof thrown === 'string') return { name: 'Error', message: thrown };
  if (thrown === undefined || thrown === null) return { name: 'Error', message: String(thrown) };
  if (typeof thrown === 'object') {
    const maybe = thrown as { name?: unknown; message?: unknown };
    if (typeof maybe.message === 'string') {
      return { name: typeof maybe.name === 'string' ? maybe.name : 'Error', message: maybe.message };
    }
    try {
      return { name: 'Error', message: JSON.stringify(thrown) };
    } catch {
      return { name: 'Error', message: Object.prototype.toString.call(thrown) };
    }
  }
  return { name: 'Error', message: String(thrown) };
}

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
