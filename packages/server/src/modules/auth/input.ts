/**
 * Checks of the fields `/auth/v1` bodies carry (e-mail, password, PKCE challenge, user metadata), each
 * failing with the GoTrue error supabase-js expects ({@link AuthError}).
 *
 * @module
 */
import { AUTH_MESSAGES, AuthError } from './errors.js';
import { MAX_PASSWORD_LENGTH, passwordWeaknesses } from './password.js';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, trimmed e-mail, or a 400 `email_address_invalid`. */
export function normalizeEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email || email.length > 254 || !EMAIL_RE.test(email)) {
    throw new AuthError(400, 'email_address_invalid', AUTH_MESSAGES.invalidEmail);
  }
  return email;
}

/** A non-empty password of at most {@link MAX_PASSWORD_LENGTH} characters (400 / 422 otherwise). */
export function requirePassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') {
    throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.missingEmailOrPassword);
  }
  if (raw.length > MAX_PASSWORD_LENGTH)
    throw new AuthError(422, 'weak_password', AUTH_MESSAGES.passwordTooLong, {
      weak_password: { reasons: ['length'] },
    });
  return raw;
}

/** A 422 `weak_password` with `weak_password.reasons` when the password is too short or too common. */
export function assertStrong(password: string): void {
  const reasons = passwordWeaknesses(password);
  if (reasons.length > 0) {
    const message = reasons.includes('length') ? AUTH_MESSAGES.weakLength : AUTH_MESSAGES.weakCommon;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}

/** Validates a PKCE challenge: S256 only (SECURITY 6). Returns undefined when the request has none. */
export function readCodeChallenge(challenge: unknown, method: unknown): string | undefined {
  if (challenge == null || challenge === '') return undefined;
  if (typeof challenge !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw new AuthError(400, 'validation_failed', 'code_challenge no válido.');
  }
  if (typeof method !== 'string' || method.toLowerCase() !== 's256') {
    throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.pkcePlain);
  }
  return challenge;
}

/** User metadata (`data`): an object of at most 8 KiB as JSON; `null`/absent → `{}`. */
export function sanitizeMetadata(raw: unknown): Record<string, unknown> {
  if (raw == null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AuthError(400, 'validation_failed', 'data debe ser un objeto.');
  }
  if (JSON.stringify(raw).length > 8192)
    throw new AuthError(400, 'validation_failed', 'data es demasiado grande.');
  return raw as Record<string, unknown>;
}
