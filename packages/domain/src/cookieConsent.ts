import { LIMITS } from './constants.js';
import type { Consents } from './entities/consent.js';

/** Consents for 'accept all'. */
export const ALL_CONSENTS: Consents = { essential: true, functional: true, analytics: true, marketing: true };

/** Consents for 'essential only'. */
export const ESSENTIAL_ONLY_CONSENTS: Consents = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** Whether a failed consent save is retried: 429 (rate limited) and 5xx (server error). */
export function isRetryableConsentStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** Wait before consent retry `retry` (1-based): 1 s, then 2 s (doubling). */
export function consentRetryDelayMs(retry: number): number {
  return LIMITS.consentRetryBaseMs * 2 ** Math.max(0, retry - 1);
}

/** Whether another consent attempt may be made after `attemptsMade` attempts (at most 3 in all). */
export function canRetryConsent(attemptsMade: number): boolean {
  return attemptsMade < LIMITS.consentAttempts;
}
