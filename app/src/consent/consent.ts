import {
  LIMITS,
  STORAGE_KEYS,
  canRetryConsent,
  consentRetryDelayMs,
  isRetryableConsentStatus,
  type Consents,
  type CookieConsent,
} from '@alegato/domain';
import { currentAccessToken } from '../auth/localSession';
import { appStore } from '../state/store';
import { configAtom } from '../state/config';

/**
 * Cookie consent (spec §4, §7, §8, §9): the choice is kept in localStorage at once (the local copy
 * works even offline), then sent to `POST /api/public/cookie-consent` with up to 3 attempts (waits
 * 1 s then 2 s; 429, 5xx and network failures are retried). A consent that still fails is queued
 * locally and retried at load and every 5 minutes. When the visitor is signed in, the request carries
 * `Authorization: Bearer <token>` so the server links the consent to the user (without a token, or
 * with one it no longer accepts, the consent is stored anonymously).
 */

/** What the consent code touches outside itself; injected in tests. */
export type ConsentDeps = {
  fetch: typeof globalThis.fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  userAgent: string;
  baseUrl: string;
  randomId: () => string;
  /** The signed-in user's access token, or null when signed out. */
  accessToken: () => Promise<string | null>;
};

const browserDeps = (): ConsentDeps => ({
  fetch: (input, init) => window.fetch(input, init),
  storage: window.localStorage,
  session: window.sessionStorage,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => new Date(),
  userAgent: navigator.userAgent,
  baseUrl: appStore.get(configAtom).apiBaseUrl,
  randomId: () => crypto.randomUUID(),
  accessToken: currentAccessToken,
});

function parse<T>(text: string | null, guard: (v: unknown) => v is T): T | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

function isConsent(v: unknown): v is CookieConsent {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Partial<CookieConsent>;
  return (
    typeof c.consents === 'object' &&
    c.consents !== null &&
    c.consents.essential === true &&
    typeof c.session_id === 'string' &&
    typeof c.timestamp === 'string'
  );
}

const isConsentList = (v: unknown): v is CookieConsent[] => Array.isArray(v) && v.every(isConsent);

/** The stored consent, or null when the visitor has not chosen yet (the banner then shows). */
export function storedConsent(deps: Pick<ConsentDeps, 'storage'> = browserDeps()): CookieConsent | null {
  return parse(deps.storage.getItem(STORAGE_KEYS.cookieConsent), isConsent);
}

/** Consents waiting to be sent. */
export function pendingConsents(deps: Pick<ConsentDeps, 'storage'> = browserDeps()): CookieConsent[] {
  return parse(deps.storage.getItem(STORAGE_KEYS.pendingConsents), isConsentList) ?? [];
}

/** The consent session id: one per browser session (sessionStorage). */
export function consentSessionId(deps: Pick<ConsentDeps, 'session' | 'randomId'>): string {
  const existing = deps.session.getItem(STORAGE_KEYS.consentSessionId);
  if (existing) return existing;
  const id = deps.randomId();
  deps.session.setItem(STORAGE_KEYS.consentSessionId, id);
  return id;
}

/** The bearer token to send, or null: a failure to read the session sends the consent anonymously. */
async function tokenOrNull(deps: Pick<ConsentDeps, 'accessToken'>): Promise<string | null> {
  try {
    return await deps.accessToken();
  } catch {
    return null;
  }
}

/**
 * One consent, sent with the spec's retry rule and, when signed in, the bearer token (read at each
 * attempt, so a refreshed token is used). Resolves true when the server stored it.
 */
export async function sendConsent(consent: CookieConsent, deps: ConsentDeps): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    let retryable: boolean;
    try {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
      const token = await tokenOrNull(deps);
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await deps.fetch(`${deps.baseUrl}/api/public/cookie-consent`, {
        method: 'POST',
        headers,
        body: JSON.stringify(consent),
      });
      if (response.ok) return true;
      retryable = isRetryableConsentStatus(response.status);
    } catch {
      retryable = true; // no response: a network failure, retried like a 5xx
    }
    if (!retryable || !canRetryConsent(attempt)) return false;
    await deps.sleep(consentRetryDelayMs(attempt));
  }
}

/**
 * Records the visitor's choice: stored locally at once, then sent; queued when sending fails.
 * Resolves with the stored consent.
 */
export async function saveConsent(
  consents: Consents,
  deps: ConsentDeps = browserDeps(),
): Promise<CookieConsent> {
  const consent: CookieConsent = {
    consents: { ...consents, essential: true },
    timestamp: deps.now().toISOString(),
    session_id: consentSessionId(deps),
    user_agent: deps.userAgent,
  };
  deps.storage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  if (!(await sendConsent(consent, deps))) {
    deps.storage.setItem(STORAGE_KEYS.pendingConsents, JSON.stringify([...pendingConsents(deps), consent]));
  }
  return consent;
}

/** Sends every queued consent; those that fail again stay queued. */
export async function flushPendingConsents(deps: ConsentDeps = browserDeps()): Promise<void> {
  const queue = pendingConsents(deps);
  if (queue.length === 0) return;
  const failed: CookieConsent[] = [];
  for (const consent of queue) {
    if (!(await sendConsent(consent, deps))) failed.push(consent);
  }
  // Consents queued while this flush ran are kept too.
  const added = pendingConsents(deps).filter((c) => !queue.some((q) => q.timestamp === c.timestamp));
  const rest = [...failed, ...added];
  if (rest.length === 0) deps.storage.removeItem(STORAGE_KEYS.pendingConsents);
  else deps.storage.setItem(STORAGE_KEYS.pendingConsents, JSON.stringify(rest));
}

let timer: ReturnType<typeof setInterval> | null = null;

/** At load and every 5 minutes, retry the queued consents (spec §4 Cookie consent). */
export function startConsentRetries(): void {
  if (timer !== null) return;
  void flushPendingConsents().catch(() => undefined);
  timer = setInterval(
    () => void flushPendingConsents().catch(() => undefined),
    LIMITS.pendingConsentRetryIntervalMs,
  );
}
