import { MESSAGES, PLANS, type PlanStatus } from '@alegato/domain';
import type {
  PasswordChangeFormErrors,
  PasswordChangeFormValues,
  PlanSummaryProps,
  ProfileFormErrors,
  ProfileFormValues,
  SessionItem,
} from '@alegato/ui';
import * as t from '../i18n';
import type { TrialStatus } from '../state/auth';

/**
 * The settings page's pure rules (issue 14 item 4): what each form checks before sending, and the
 * fragments' view models from the server's answers. The server checks everything again (lengths, the
 * current password, a taken e-mail); its messages are shown as they come.
 */

/** Profile: the name is required (trimmed). Lengths are the server's (its message is shown). */
export function validateProfile(value: ProfileFormValues): ProfileFormErrors {
  return value.name.trim() === '' ? { name: MESSAGES.registration.nameRequired } : {};
}

/** Password change: the current one typed, the new one of 6 or more characters, both new ones equal. */
export function validatePasswordChange(value: PasswordChangeFormValues): PasswordChangeFormErrors {
  const errors: PasswordChangeFormErrors = {};
  if (value.current === '') errors.current = t.settings.currentPasswordRequired;
  if ([...value.next].length < 6) errors.next = MESSAGES.registration.passwordTooShort;
  else if (value.next !== value.confirm) errors.confirm = MESSAGES.registration.passwordsDoNotMatch;
  return errors;
}

/** E-mail change: an address typed that is not the current one; null when it may be sent. */
export function validateNewEmail(next: string, current: string): string | null {
  const email = next.trim().toLowerCase();
  if (email === '') return MESSAGES.registration.emailRequired;
  if (email === current.trim().toLowerCase()) return t.settings.sameEmail;
  return null;
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The SessionsList's items from `GET /api/settings/sessions`, this browser's first, then by last
 * activity; an item without an id or dates is left out.
 *
 * @throws {Error} when the answer has no `data.sessions` list
 */
export function toSessionItems(body: unknown): SessionItem[] {
  const sessions = record(record(body)?.data)?.sessions;
  if (!Array.isArray(sessions)) throw new Error('Respuesta de sesiones no válida');
  const items: SessionItem[] = [];
  for (const raw of sessions) {
    const s = record(raw);
    const id = text(s?.id);
    const createdAt = text(s?.created_at);
    const lastActiveAt = text(s?.refreshed_at) ?? createdAt;
    if (!s || !id || !createdAt || !lastActiveAt) continue;
    items.push({
      id,
      method: text(s.amr_method) ?? 'password',
      createdAt,
      lastActiveAt,
      current: s.current === true,
    });
  }
  return items.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
  );
}

/** `{success, data:{enabled}}` of `/api/queries/history/settings`; recording is on unless it says false. */
export function historyEnabledFrom(body: unknown): boolean {
  return record(record(body)?.data)?.enabled !== false;
}

/**
 * The PlanSummary's props from `GET /api/plan` and the profile's trial: the plan's label, the month's
 * analyses, and the date — the trial's end while in the trial, the end when the plan is over, else the
 * renewal.
 */
export function toPlanSummary(
  status: PlanStatus,
  trial: TrialStatus | null,
  now: Date,
): Pick<PlanSummaryProps, 'planName' | 'used' | 'limit' | 'endsAt' | 'endKind'> {
  const endsAt = status.expires_at ?? (trial?.isInTrial ? trial.trialEndDate : null);
  const ended = endsAt !== null && new Date(endsAt).getTime() <= now.getTime();
  return {
    planName: PLANS[status.plan].label,
    used: status.usage.used,
    limit: status.usage.limit,
    endsAt,
    endKind: ended ? 'ended' : trial?.isInTrial && status.plan === status.own_plan ? 'trial' : 'renewal',
  };
}
