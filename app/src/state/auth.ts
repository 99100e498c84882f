import { atom } from 'jotai';

/** Where the session stands: initialising, no session, or a signed-in user. */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The trial as the server reports it (spec §3 Trial, §4 Trial: remaining days rounded up, ≥ 0). */
export type TrialStatus = {
  isInTrial: boolean;
  /** Null until the trial has started (the first sign-in starts it). */
  trialStartDate: string | null;
  trialEndDate: string | null;
  trialDays: number;
  remainingDays: number;
};

/** The signed-in user as the shell needs it: the auth user plus the server's profile row. */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  organization: string | null;
  /** The plan id as the server stores it (resolve with `planDefinition`, spec §6 fallback rule). */
  plan: string;
  /** Server-side role (never `user_metadata`): 'admin' for the configured admin addresses. */
  role: 'user' | 'admin';
  emailVerified: boolean;
  trial: TrialStatus | null;
};

/** The client's view of authentication. */
export type AuthState = { status: AuthStatus; user: SessionUser | null };

/**
 * Authentication state, fed by `auth/session.ts` from the supabase-js session and `GET /api/profile`:
 * `loading` while the session initialises, then `signedIn` or `signedOut`. Route guards only read
 * `status`. `main.tsx` sets the first value synchronously: `signedOut` when no session is stored (the
 * landing page renders at once), `loading` otherwise.
 */
export const authAtom = atom<AuthState>({ status: 'signedOut', user: null });
