import { LIMITS, NETWORK_ERROR_PHRASE, STORAGE_KEYS } from './constants.js';
import { MESSAGES } from './messages.js';

/** What the login error mapping reads from an auth error: message, and optionally status and code. */
export interface AuthErrorLike {
  /** Error message from the auth provider or the network layer. */
  message?: string | null;
  /** HTTP status, when known. */
  status?: number | null;
  /** Supabase Auth error code (e.g. 'invalid_credentials'), when known. */
  code?: string | null;
}

const includes = (haystack: string, ...needles: string[]): boolean =>
  needles.some((n) => haystack.includes(n.toLowerCase()));

/**
 * The Spanish login error (spec §8 Login), matched on Supabase Auth codes, statuses and messages:
 * connection, invalid credentials, e-mail not confirmed, too many requests, user not found; otherwise the
 * raw message, or 'Error al iniciar sesión' when there is none.
 */
export function loginErrorMessage(error: AuthErrorLike | string | null | undefined): string {
  const e: AuthErrorLike = typeof error === 'string' ? { message: error } : (error ?? {});
  const raw = e.message ?? '';
  const msg = raw.toLowerCase();
  const code = (e.code ?? '').toLowerCase();
  if (
    includes(
      msg,
      'failed to fetch',
      'networkerror',
      NETWORK_ERROR_PHRASE,
      'network request failed',
      'fetch failed',
    )
  ) {
    return MESSAGES.login.connection;
  }
  if (code === 'invalid_credentials' || includes(msg, 'invalid login credentials', 'invalid credentials')) {
    return MESSAGES.login.invalidCredentials;
  }
  if (code === 'email_not_confirmed' || includes(msg, 'email not confirmed')) {
    return MESSAGES.login.emailNotConfirmed;
  }
  if (
    e.status === 429 ||
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit' ||
    includes(msg, 'too many requests', 'rate limit')
  ) {
    return MESSAGES.login.tooManyRequests;
  }
  if (code === 'user_not_found' || includes(msg, 'user not found')) return MESSAGES.login.userNotFound;
  return raw.trim() !== '' ? raw : MESSAGES.login.fallback;
}

/** The registration success message: confirm-your-e-mail when no session came back, else active at once. */
export function registrationSuccessMessage(hasSession: boolean): string {
  return hasSession ? MESSAGES.registration.createdWithSession : MESSAGES.registration.createdConfirmEmail;
}

/** The registration failure message: the error's, else 'Error al crear la cuenta'. */
export function registrationErrorMessage(message: string | null | undefined): string {
  return message != null && message.trim() !== '' ? message : MESSAGES.registration.fallback;
}

/** A logout failing with 403 session_not_found means the session was already gone: count it as success. */
export function isLogoutSuccess(
  error: { status?: number | null; code?: string | null } | null | undefined,
): boolean {
  return !error || (error.status === 403 && error.code === 'session_not_found');
}

/** Whether the e-mail verification sync may run: never ran, or at least 30 s since `lastSyncAt` (epoch ms). */
export function shouldSyncEmail(lastSyncAt: number | null | undefined, now: Date): boolean {
  return lastSyncAt == null || now.getTime() - lastSyncAt >= LIMITS.emailSyncCooldownMs;
}

/** The e-mail verification flag to write, or null when the profile already agrees with the provider. */
export function emailVerificationUpdate(
  providerConfirmed: boolean,
  profileVerified: boolean,
): boolean | null {
  return providerConfirmed === profileVerified ? null : providerConfirmed;
}

/**
 * Keys that belong to the browser, not to the signed-in user, and survive sign-out: the cookie consent
 * (the visitor's choice, also recorded on the server; asking again at every sign-out would be a nag),
 * its pending queue and session id, and the 'Recordarme' choice.
 */
const KEPT_AT_SIGN_OUT: readonly string[] = [
  STORAGE_KEYS.trialMigrationDone,
  STORAGE_KEYS.cookieConsent,
  STORAGE_KEYS.pendingConsents,
  STORAGE_KEYS.consentSessionId,
  STORAGE_KEYS.remember,
];

/**
 * The storage keys to delete at sign-out (spec §9): auth keys (`sb-…`, anything naming supabase),
 * product keys (`alegato-…`, `reports-store`) and trial keys, but never the trial-migration-done key,
 * date flags, or the browser's cookie-consent and 'Recordarme' keys.
 */
export function storageKeysToClearOnSignOut(keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const key of keys) {
    if (KEPT_AT_SIGN_OUT.includes(key) || key.startsWith(STORAGE_KEYS.dateFlagPrefix)) continue;
    const lower = key.toLowerCase();
    if (
      key.startsWith(STORAGE_KEYS.prefix) ||
      key === STORAGE_KEYS.reportsStore ||
      key.startsWith('sb-') ||
      lower.includes('supabase') ||
      lower.includes('trial')
    ) {
      out.push(key);
    }
  }
  return out;
}
