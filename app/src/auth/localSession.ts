import { storageKeysToClearOnSignOut } from '@alegato/domain';
import { authAtom } from '../state/auth';
import { appStore } from '../state/store';
import { getAuthClient } from './client';

/**
 * The session as this browser holds it: the bearer token the HTTP client sends and the local sign-out.
 * Apart from `session.ts` (the flows) so that the HTTP client (`api/client.ts`) can use it while
 * `session.ts` uses the HTTP client, with no import cycle.
 */

/** Marks the visitor signed out. */
export function setSignedOut(): void {
  appStore.set(authAtom, { status: 'signedOut', user: null });
}

/** The bearer token for API calls: supabase-js refreshes it when it is about to expire. */
export async function currentAccessToken(): Promise<string | null> {
  if (appStore.get(authAtom).status === 'signedOut') return null;
  const client = await getAuthClient();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * Ends the session in this browser only: local sign-out, the storage keys of spec §9 cleared, signed-out
 * state. Used after a 401 from the API (the token is no longer accepted; spec §2 sends the user to `/`,
 * which must then show the landing page), when the profile lookup fails (spec §4), and after the account
 * was deleted.
 */
export async function endSessionLocally(): Promise<void> {
  try {
    const client = await getAuthClient();
    await client.auth.signOut({ scope: 'local' });
  } catch {
    // Nothing stored, offline, or the session is gone on the server: the state is cleared below anyway.
  }
  clearProductStorage();
  setSignedOut();
}

/** Removes the storage keys spec §9 names from localStorage and sessionStorage. */
export function clearProductStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of storageKeysToClearOnSignOut(keys)) storage.removeItem(key);
  }
}
