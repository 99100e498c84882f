import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE_KEYS, TIMEOUTS } from '@alegato/domain';
import { appStore } from '../state/store';
import { configAtom } from '../state/config';
import type { AppConfig } from '../config';

/**
 * The supabase-js client, created on first use. supabase-js is ~50 KB gzip, so it is not in the
 * landing page's entry chunk: `hasStoredSession()` decides synchronously whether a visitor may be signed
 * in, and only then (or when a login, registration or confirmation screen opens) is the library
 * loaded (ADR 0008).
 */

/** Key in localStorage that says whether the last sign-in asked to be remembered. */
export const REMEMBER_KEY = STORAGE_KEYS.remember;

/** The auth service base URL: build-time `VITE_SUPABASE_URL`, else the runtime config, else this origin. */
export function authBaseUrl(
  config: Pick<AppConfig, 'authUrl'>,
  env: { VITE_SUPABASE_URL?: string } = import.meta.env,
  origin: string = window.location.origin,
): string {
  const fromEnv = env.VITE_SUPABASE_URL?.trim();
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(config.authUrl)) return config.authUrl;
  return `${origin}${config.authUrl}`;
}

/** The public key supabase-js sends: build-time `VITE_SUPABASE_ANON_KEY`, else the runtime config. */
export function authAnonKey(
  config: Pick<AppConfig, 'authAnonKey'>,
  env: { VITE_SUPABASE_ANON_KEY?: string } = import.meta.env,
): string {
  return env.VITE_SUPABASE_ANON_KEY?.trim() || config.authAnonKey;
}

/** supabase-js's default storage key for a project URL: `sb-<first label of the host>-auth-token`. */
export function storageKeyFor(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Session storage honouring 'Recordarme': remembered sessions live in localStorage (they survive the
 * browser), the others in sessionStorage (gone when the tab closes). Reads look in both.
 */
export const rememberingStorage = {
  getItem(key: string): string | null {
    return window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key);
  },
  setItem(key: string, value: string): void {
    const remember = window.localStorage.getItem(REMEMBER_KEY) !== 'false';
    (remember ? window.localStorage : window.sessionStorage).setItem(key, value);
    (remember ? window.sessionStorage : window.localStorage).removeItem(key);
  },
  removeItem(key: string): void {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  },
};

/** Whether a session may exist in this browser (checked before loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    const key = storageKeyFor(authBaseUrl(appStore.get(configAtom)));
    return rememberingStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** `fetch` that gives up after `TIMEOUTS.authFetchMs`, unless the caller passed its own signal. */
export const fetchWithTimeout: typeof fetch = (input, init) =>
  window.fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(TIMEOUTS.authFetchMs) });

let client: Promise<SupabaseClient> | null = null;

/** The one supabase-js client of the app (PKCE flow; the URL is handled by `/auth/confirm` itself). */
export function getAuthClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const config = appStore.get(configAtom);
    return createClient(authBaseUrl(config), authAnonKey(config), {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storage: rememberingStorage,
      },
      // Spec §9: auth provider fetch timeout 15 s (a timed-out call surfaces as a connection error).
      global: { fetch: fetchWithTimeout },
    });
  });
  return client;
}
