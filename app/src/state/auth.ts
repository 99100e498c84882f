import { atom } from 'jotai';

/** Where the session stands: initialising, no session, or a signed-in user. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The signed-in user as the shell needs it. */
export type SessionUser = { id: string; email: string };

/** The client's view of authentication. */
export type AuthState = { status: AuthStatus; user: SessionUser | null };

/**
 * Authentication state. TEMPORARY: it starts and stays `signedOut` because the app has no login yet.
 * The accounts issue replaces this atom's source with the supabase-js session (against the server's
 * `/auth/v1`): `loading` while the session initialises, then `signedIn` or `signedOut` from the auth
 * state listener. Route guards (`AuthGuard`, `RequireSignedIn`) only read `status`, so they stay as
 * they are.
 */
export const authAtom = atom<AuthState>({ status: 'signedOut', user: null });
