import { describe, expect, it } from 'vitest';
import { ConsentsSchema } from './entities/consent.js';
import {
  ALL_CONSENTS,
  ESSENTIAL_ONLY_CONSENTS,
  canRetryConsent,
  consentRetryDelayMs,
  isRetryableConsentStatus,
} from './cookieConsent.js';

describe('cookie consent rules (spec §8, §9)', () => {
  it.each([
    [429, true],
    [500, true],
    [503, true],
    [599, true],
    [400, false],
    [404, false],
    [200, false],
  ])('status %d retryable=%s', (status, retryable) => {
    expect(isRetryableConsentStatus(status)).toBe(retryable);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
  ])('retry %d waits %d ms', (retry, ms) => {
    expect(consentRetryDelayMs(retry)).toBe(ms);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
  ])('after %d attempts another is allowed: %s', (made, allowed) => {
    expect(canRetryConsent(made)).toBe(allowed);
  });

  it('presets keep essential on', () => {
    expect(ConsentsSchema.parse(ALL_CONSENTS)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(ConsentsSchema.parse(ESSENTIAL_ONLY_CONSENTS)).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });
});
