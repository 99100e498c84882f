import { describe, expect, it } from 'vitest';
import { CookieConsentSchema } from './consent.js';

const consent = {
  consents: { essential: true, functional: false, analytics: true, marketing: false },
  timestamp: '2025-01-15T10:00:00.000Z',
  session_id: 's-1',
  user_agent: 'Mozilla/5.0',
};

describe('CookieConsentSchema', () => {
  it.each([
    [consent, true],
    [{ ...consent, consents: { ...consent.consents, essential: false } }, false],
    [{ ...consent, consents: { essential: true } }, false],
    [{ ...consent, session_id: '' }, false],
    [{ ...consent, timestamp: 1736935200000 }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(CookieConsentSchema.safeParse(value).success).toBe(valid);
  });
});
