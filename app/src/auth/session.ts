import type { AuthError, Session, SupabaseClient } from '@supabase/supabase-js';
import {
  MESSAGES,
  STORAGE_KEYS,
  isLogoutSuccess,
  loginErrorMessage,
  registrationErrorMessage,
  toSignUpPayload,
  type RegistrationInput,
} from '@alegato/domain';
// The app's HTTP client is configured by this side-effect import (base URLs, token, 401 redirect).
import '../api/client';
import { http, HttpError } from '../api/http';
import { authAtom, type SessionUser, type TrialStatus } from '../state/auth';
import { appStore } from '../state/store';
import { REMEMBER_KEY, getAuthClient, hasStoredSession } from './client';
import { clearProductStorage, endSessionLocally, setSignedOut } from './localSession';

export { clearProductStorage, currentAccessToken, endSessionLocally } from './localSession';

/**
 * The auth flows of spec §4 (Auth, Registration) over supabase-js: start-up, sign-in, sign-up, sign-out,
 * password recovery and the e-mail link landing. Components call these and render the result; the
 * state lives in `authAtom`.
 */

/** The profile as `GET /api/profile` returns it. */
type ProfileBody = {
  data?: {
    profile?: {
      id: string;
      email: string;
      name?: string | null;
      organization?: string | null;
      plan?: string | null;
      role?: string | null;
      email_verified?: boolean;
      trial?: TrialStatus | null;
    };
  };
};

/** Outcome of a flow: ok, or the Spanish message to show. */
export type FlowResult<T = object> = ({ ok: true } & T) | { ok: false; message: string };

let subscribed = false;

/** Reads the profile with the session's token; the user is signed in only with a profile (spec §4). */
async function loadProfile(session: Session): Promise<SessionUser> {
  const body = await http.request<ProfileBody>('/api/profile', {
    silent: true,
    auth: false,
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  const p = body.data?.profile;
  if (!p) throw new Error('Perfil no disponible');
  let trial = p.trial ?? null;
  if (trial && trial.trialStartDate === null) trial = await startTrial(session, session.user.id);
  if (trial) window.localStorage.setItem(STORAGE_KEYS.trial, JSON.stringify(trial));
  return {
    // The API's user id is the auth user's (the token's subject), not the profile row's own id.
    id: session.user.id,
    email: p.email,
    name: p.name ?? null,
    organization: p.organization ? p.organization : null,
    // Resolved to a known plan where it is shown (`planDefinition`): `plans` pulls zod, which the
    // landing page's entry chunk must not carry.
    plan: p.plan ?? '',
    role: p.role === 'admin' ? 'admin' : 'user',
    emailVerified: p.email_verified === true,
    trial,
  };
}

/**
 * Starts the 30-day trial on the first sign-in (spec §4 Trial; the server's `register_trial_started`
 * is idempotent: the first start wins). A failure leaves the trial unstarted until the next sign-in.
 */
async function startTrial(session: Session, userId: string): Promise<TrialStatus | null> {
  try {
    const body = await http.request<{ data?: { trial?: TrialStatus } }>('/api/rpc/register_trial_started', {
      method: 'POST',
      silent: true,
      auth: false,
      headers: { Authorization: `Bearer ${session.access_token}` },
      json: { p_user_id: userId, p_trial_start_date: new Date().toISOString() },
    });
    return body.data?.trial ?? null;
  } catch {
    return null;
  }
}

/** Loads the profile for a fresh session; on failure the user is signed out (spec §4 Auth). */
async function enter(session: Session): Promise<SessionUser | null> {
  try {
    const user = await loadProfile(session);
    appStore.set(authAtom, { status: 'signedIn', user });
    return user;
  } catch {
    await endSessionLocally();
    return null;
  }
}

/** Follows supabase-js: a sign-out, or a refresh that ends without a session, clears the state. */
function subscribe(client: SupabaseClient): void {
  if (subscribed) return;
  subscribed = true;
  client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT' || (event === 'TOKEN_REFRESHED' && !session)) {
      if (appStore.get(authAtom).status !== 'signedOut') setSignedOut();
    }
  });
}

/**
 * Start-up (spec §2: a loading screen while authentication initialises). Without a stored session the
 * visitor is signed out at once and supabase-js is not even loaded; with one, the session is checked
 * (refreshed if needed) and the profile read.
 */
export async function initAuth(): Promise<void> {
  if (!hasStoredSession()) {
    setSignedOut();
    return;
  }
  appStore.set(authAtom, { status: 'loading', user: null });
  try {
    const client = await getAuthClient();
    subscribe(client);
    const { data } = await client.auth.getSession();
    if (!data.session) {
      setSignedOut();
      return;
    }
    await enter(data.session);
  } catch {
    setSignedOut();
  }
}

/** Sign-in with e-mail and password (spec §2 Login); 'Recordarme' decides where the session lives. */
export async function signIn(email: string, password: string, remember: boolean): Promise<FlowResult> {
  try {
    window.localStorage.setItem(REMEMBER_KEY, remember ? 'true' : 'false');
    const client = await getAuthClient();
    subscribe(client);
    const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (error || !data.session) return { ok: false, message: loginErrorMessage(authErrorLike(error)) };
    const user = await enter(data.session);
    return user ? { ok: true } : { ok: false, message: MESSAGES.login.fallback };
  } catch (error) {
    return { ok: false, message: loginErrorMessage(authErrorLike(error)) };
  }
}

/**
 * Sign-up (spec §4 Registration): with confirmation required no session comes back and the user must
 * confirm the e-mail; with a session the account is active at once and the user is signed in.
 */
export async function signUp(input: RegistrationInput): Promise<FlowResult<{ session: boolean }>> {
  try {
    window.localStorage.setItem(REMEMBER_KEY, 'true');
    const client = await getAuthClient();
    subscribe(client);
    const payload = toSignUpPayload(input);
    const { data, error } = await client.auth.signUp({
      ...payload,
      options: { ...payload.options, emailRedirectTo: `${window.location.origin}/auth/confirm` },
    });
    if (error) return { ok: false, message: registrationErrorMessage(translateAuthError(error)) };
    if (!data.session) return { ok: true, session: false };
    const user = await enter(data.session);
    return user ? { ok: true, session: true } : { ok: false, message: MESSAGES.registration.fallback };
  } catch (error) {
    return {
      ok: false,
      message: registrationErrorMessage(
        isNetworkError(error) ? MESSAGES.login.connection : (error as Error | null)?.message,
      ),
    };
  }
}

/**
 * Sign-out (spec §4, §9): global scope, a 403 session_not_found counts as success; local and session
 * storage keys of auth, trial and the product are cleared (keeping the trial-migration-done and date
 * flags), and the state goes back to signed out. The caller navigates to `/`.
 */
export async function signOut(): Promise<void> {
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.signOut({ scope: 'global' });
    if (!isLogoutSuccess(error as { status?: number; code?: string } | null)) {
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
    }
  } catch {
    // Offline: the local session is still dropped below.
  }
  clearProductStorage();
  setSignedOut();
}

/** Asks for a recovery e-mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<FlowResult> {
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/auth/confirm`,
    });
    if (error) return { ok: false, message: translateAuthError(error) ?? MESSAGES.login.fallback };
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: isNetworkError(error) ? MESSAGES.login.connection : MESSAGES.login.fallback,
    };
  }
}

/**
 * Sends the sign-up confirmation e-mail again (spec §7 'resend signup confirmation'), for an expired or
 * used link; the answer is the same whether or not the address has a pending account.
 */
export async function resendConfirmation(email: string): Promise<FlowResult> {
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: `${window.location.origin}/auth/confirm` },
    });
    if (error) return { ok: false, message: translateAuthError(error) ?? MESSAGES.login.fallback };
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: isNetworkError(error) ? MESSAGES.login.connection : MESSAGES.login.fallback,
    };
  }
}

/** Sets a new password for the signed-in (recovering) user. */
export async function updatePassword(password: string): Promise<FlowResult> {
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.updateUser({ password });
    if (error) return { ok: false, message: translateAuthError(error) ?? MESSAGES.login.fallback };
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: isNetworkError(error) ? MESSAGES.login.connection : MESSAGES.login.fallback,
    };
  }
}

/** Where an e-mail link landed: a confirmed sign-up, a password recovery, or a failure. */
export type LinkOutcome = { kind: 'signedIn' } | { kind: 'recovery' } | { kind: 'error'; message: string };

/** Spanish message for a link that failed (expired, used, or from another browser). */
export const LINK_ERROR_MESSAGE =
  'El enlace no es válido o ha caducado. Solicita uno nuevo o inicia sesión si ya confirmaste tu cuenta.';

/**
 * `/auth/confirm`: the e-mail link comes back with `?code=` (PKCE: exchanged for a session here), with
 * `#…&type=email_change` (an e-mail change: {@link completeEmailChange}), or with `error`/`error_code`
 * when the server refused it.
 */
export async function completeEmailLink(search: string, hash: string): Promise<LinkOutcome> {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (query.get('error') || fragment.get('error')) return { kind: 'error', message: LINK_ERROR_MESSAGE };
  const code = query.get('code');
  if (!code && fragment.get('type') === 'email_change') return completeEmailChange(fragment);
  if (!code) return { kind: 'error', message: LINK_ERROR_MESSAGE };
  try {
    const client = await getAuthClient();
    subscribe(client);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    if (error || !data.session) return { kind: 'error', message: LINK_ERROR_MESSAGE };
    const user = await enter(data.session);
    if (!user) return { kind: 'error', message: MESSAGES.login.fallback };
    // supabase-js marks a verifier stored by resetPasswordForEmail with '/recovery' and hands it back as
    // `redirectType` (not in its public types).
    const { redirectType } = data as { redirectType?: string | null };
    return redirectType === 'recovery' ? { kind: 'recovery' } : { kind: 'signedIn' };
  } catch (error) {
    return { kind: 'error', message: isNetworkError(error) ? MESSAGES.login.connection : LINK_ERROR_MESSAGE };
  }
}

/**
 * An e-mail change link (settings): the server switched the address and answers with a session in the
 * fragment (`#access_token=…&refresh_token=…&type=email_change`, GoTrue's implicit shape; no PKCE code,
 * because supabase-js drops the verifier `updateUser({email})` stored as soon as it returns).
 */
async function completeEmailChange(fragment: URLSearchParams): Promise<LinkOutcome> {
  const access_token = fragment.get('access_token');
  const refresh_token = fragment.get('refresh_token');
  if (!access_token || !refresh_token) return { kind: 'error', message: LINK_ERROR_MESSAGE };
  try {
    const client = await getAuthClient();
    subscribe(client);
    const { data, error } = await client.auth.setSession({ access_token, refresh_token });
    if (error || !data.session) return { kind: 'error', message: LINK_ERROR_MESSAGE };
    const user = await enter(data.session);
    return user ? { kind: 'signedIn' } : { kind: 'error', message: MESSAGES.login.fallback };
  } catch (error) {
    return { kind: 'error', message: isNetworkError(error) ? MESSAGES.login.connection : LINK_ERROR_MESSAGE };
  }
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 0;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return message.includes('fetch') || message.includes('network');
}

function authErrorLike(error: unknown): { message?: string; status?: number; code?: string } {
  if (!error || typeof error !== 'object') return {};
  const e = error as Partial<AuthError> & { message?: string };
  return { message: e.message, status: e.status, code: e.code };
}

/** Spanish text for the auth service's errors the registration and password screens can meet. */
export function translateAuthError(error: unknown): string | undefined {
  const e = authErrorLike(error);
  switch (e.code) {
    case 'weak_password':
      return 'La contraseña es demasiado débil o muy común. Elige otra de al menos 6 caracteres.';
    case 'same_password':
      return 'La nueva contraseña debe ser distinta de la anterior.';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return MESSAGES.login.tooManyRequests;
    case 'validation_failed':
    case 'email_address_invalid':
      return 'Introduce un email válido.';
    case 'signup_disabled':
      return 'El registro está desactivado temporalmente.';
    default:
      break;
  }
  if (e.status === 0 || isNetworkError(error)) return MESSAGES.login.connection;
  return e.message;
}
