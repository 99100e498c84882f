import { LIMITS, NETWORK_ERROR_PHRASE } from './constants.js';
import type { LocalErrorRecord } from './entities/telemetry.js';

/** Words in an error message that trigger a critical alert (spec §8 Local error tracking). */
export const CRITICAL_ERROR_KEYWORDS = [
  'supabase',
  'authentication',
  'payment',
  'document upload',
  'rag service',
  NETWORK_ERROR_PHRASE,
] as const;

/** True when `message` mentions a critical keyword (case-insensitive). */
export function isCriticalError(message: string): boolean {
  const lower = message.toLowerCase();
  return CRITICAL_ERROR_KEYWORDS.some((k) => lower.includes(k));
}

/** Appends `record`, keeping only the newest 100. */
export function appendErrorRecord(
  records: readonly LocalErrorRecord[],
  record: LocalErrorRecord,
): LocalErrorRecord[] {
  return [...records, record].slice(-LIMITS.storedErrorsMax);
}
