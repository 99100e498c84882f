import type { ProfileFormValues } from '@alegato/ui';
import { http, HttpError } from '../api/http';
import { getAuthClient } from '../auth/client';
import { translateAuthError } from '../auth/session';
import { MESSAGES } from '@alegato/domain';
import { historyEnabledFrom, toSessionItems } from './model';

/**
 * The settings page's requests (issue 14 item 4): the profile (`PATCH /api/settings/profile`), the
 * sessions (`GET`/`DELETE /api/settings/sessions`), the history switch (`/api/queries/history/settings`),
 * and, through supabase-js so that it updates its own session and works with hosted Supabase too, the
 * password (`updateUser({password, current_password})`) and the e-mail (`updateUser({email})`, confirmed
 * from a link sent to the new address).
 */

/** The SWR key (and path) of the user's sessions. */
export const SESSIONS_KEY = '/api/settings/sessions';
/** The SWR key (and path) of the history recording switch. */
export const HISTORY_SETTINGS_KEY = '/api/queries/history/settings';

/** A refusal: a field's message, or a message for the whole form. */
export type Refusal = { field?: string; message: string };

/** The profile as the server stored it. */
export async function saveProfile(value: ProfileFormValues): Promise<{ name: string; organization: string }> {
  const body = await http.request<{ data?: { profile?: { name?: string; organization?: string } } }>(
    '/api/settings/profile',
    {
      method: 'PATCH',
      json: { name: value.name.trim(), organization: value.organization.trim() },
      silent: true,
    },
  );
  const p = body.data?.profile;
  return { name: p?.name ?? value.name.trim(), organization: p?.organization ?? value.organization.trim() };
}

/** The field a `validation_error` names (`details[0].path`), if any. */
export function refusalOf(error: unknown, fallback: string): Refusal {
  if (error instanceof HttpError) {
    const details = (error.body as { details?: { path?: string }[] } | undefined)?.details;
    const field = details?.[0]?.path;
    return { field: typeof field === 'string' ? field : undefined, message: error.message || fallback };
  }
  return { message: fallback };
}

/** `GET /api/settings/sessions` as the list's items. */
export async function fetchSessions(key: string = SESSIONS_KEY) {
  return toSessionItems(await http.request<unknown>(key, { silent: true }));
}

/** Ends every session of the user (this one too); resolves with the server's message. */
export async function revokeAllSessions(): Promise<string | undefined> {
  const body = await http.request<{ message?: string }>(SESSIONS_KEY, { method: 'DELETE', silent: true });
  return body.message;
}

/** Whether the user's queries are recorded. */
export async function fetchHistoryEnabled(key: string = HISTORY_SETTINGS_KEY): Promise<boolean> {
  return historyEnabledFrom(await http.request<unknown>(key, { silent: true }));
}

/** Turns history recording on or off; resolves with the stored value. */
export async function putHistoryEnabled(enabled: boolean): Promise<boolean> {
  return historyEnabledFrom(
    await http.request<unknown>(HISTORY_SETTINGS_KEY, { method: 'PUT', json: { enabled }, silent: true }),
  );
}

/** Spanish text of a supabase-js failure (network, rate limit, weak password), else its own message. */
function authMessage(error: unknown): string {
  return translateAuthError(error) ?? MESSAGES.login.fallback;
}

/**
 * Changes the password: the current one is required by the server (400 `current_password_mismatch`
 * names that field); the others sessions end. Resolves with null, or the refusal.
 */
export async function changePassword(current: string, next: string): Promise<Refusal | null> {
  try {
    const client = await getAuthClient();
    const { error } = await client.auth.updateUser({ password: next, current_password: current });
    if (!error) return null;
    const code = (error as { code?: string }).code;
    if (code === 'current_password_mismatch' || code === 'current_password_required') {
      return { field: 'current', message: error.message };
    }
    if (code === 'weak_password' || code === 'same_password')
      return { field: 'next', message: authMessage(error) };
    return { message: authMessage(error) };
  } catch (error) {
    return { message: authMessage(error) };
  }
}

/** Where the e-mail change link lands: the e-mail link page, which exchanges its code for a session. */
export const emailChangeRedirect = () => `${window.location.origin}/auth/confirm`;

/**
 * Asks for an e-mail change: the server mails a link to the new address and keeps the old one until it
 * is opened. Resolves with the pending address, or the refusal (a taken address names the field).
 */
export async function requestEmailChange(email: string): Promise<{ pending: string } | Refusal> {
  try {
    const client = await getAuthClient();
    const { data, error } = await client.auth.updateUser(
      { email: email.trim() },
      { emailRedirectTo: emailChangeRedirect() },
    );
    if (error) {
      const code = (error as { code?: string }).code;
      if (code === 'email_exists') return { field: 'email', message: error.message };
      return { field: code === 'email_address_invalid' ? 'email' : undefined, message: authMessage(error) };
    }
    return { pending: data.user?.new_email ?? email.trim().toLowerCase() };
  } catch (error) {
    return { message: authMessage(error) };
  }
}

/** The address a pending e-mail change will switch to, read from the auth server (null when none). */
export async function pendingEmailChange(): Promise<string | null> {
  try {
    const client = await getAuthClient();
    const { data } = await client.auth.getUser();
    return data.user?.new_email ?? null;
  } catch {
    return null;
  }
}
