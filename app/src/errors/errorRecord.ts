import type { LocalErrorRecord } from '@alegato/domain';

/**
 * Builds the local error record of spec §3 from anything thrown. Pure, and without run-time imports,
 * because it runs in the entry bundle at the moment of the error; storing it is `errorLog.ts`'s job.
 */

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
