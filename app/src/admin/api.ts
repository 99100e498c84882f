import { PLAN_IDS, PLANS, isPlanId } from '@alegato/domain';
import type {
  AdminPlanOption,
  AdminUserItem,
  AuditEntryItem,
  AuditFilters,
  SystemFiguresData,
  SystemFiguresDay,
} from '@alegato/ui';
import { http } from '../api/http';

/**
 * The admin screen's data (issue 14 item 5) over `/api/admin/users`, `/api/admin/audit(.csv)` and
 * `/api/admin/figures`, read into the design system's view models. Every request is silent: the page
 * shows its own states (a non-admin's 403 included) and toasts a failed change itself.
 */

/** Users per page of the users tab. */
export const USERS_PAGE_SIZE = 25;
/** Events per page of the audit tab. */
export const AUDIT_PAGE_SIZE = 50;

/** The plans for the filter and the 'Cambiar plan' dialog, cheapest first, with their Spanish names. */
export const adminPlanOptions: AdminPlanOption[] = PLAN_IDS.map((id) => ({
  value: id,
  label: PLANS[id].label,
}));

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** `URLSearchParams` of the non-empty values. */
function query(params: Record<string, string | number>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The SWR key (and path) of a users page. */
export function usersKey(q: string, plan: string, page: number): string {
  return `/api/admin/users${query({ q: q.trim(), plan, page, per_page: USERS_PAGE_SIZE })}`;
}

/** The audit filters as query parameters (the user box is part of an e-mail). */
function auditParams(f: AuditFilters): Record<string, string> {
  return {
    email: f.user.trim(),
    action: f.action,
    outcome: f.outcome,
    date_from: f.dateFrom,
    date_to: f.dateTo,
  };
}

/** The SWR key (and path) of an audit page. */
export function auditKey(f: AuditFilters, page: number): string {
  return `/api/admin/audit${query({ ...auditParams(f), page, per_page: AUDIT_PAGE_SIZE })}`;
}

/** The path of the audit CSV of the filters. */
export function auditCsvPath(f: AuditFilters): string {
  return `/api/admin/audit.csv${query(auditParams(f))}`;
}

/** The SWR key (and path) of the system figures. */
export const FIGURES_KEY = '/api/admin/figures';

/** A users page as the table shows it. */
export type UsersPage = { users: AdminUserItem[]; total: number };

/**
 * `GET /api/admin/users` → the table's rows; a row without an id or e-mail is left out.
 *
 * @throws {Error} when the answer has no `data.users` list
 */
export function toUsersPage(body: unknown): UsersPage {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.users)) throw new Error('Respuesta de usuarios no válida');
  const users: AdminUserItem[] = [];
  for (const raw of data.users) {
    const u = record(raw);
    const id = str(u?.id);
    const email = str(u?.email);
    if (!u || !id || !email) continue;
    users.push({
      id,
      email,
      name: str(u.name) ?? '',
      organization: str(u.organization) ?? '',
      plan: str(u.plan) ?? '',
      planExpiresAt: str(u.plan_expires_at),
      trialEndsAt: str(u.trial_end_date),
      isActive: u.is_active !== false,
      isAdmin: u.role === 'admin',
      createdAt: str(u.created_at) ?? '',
      lastSignInAt: str(u.last_sign_in_at),
      analysesThisMonth: num(u.analyses_this_month),
      documents: num(u.documents),
    });
  }
  return { users, total: typeof data.total === 'number' ? data.total : users.length };
}

/** An audit detail in one line: 'reason: Convenio · from: estudiante'; ids of the actors left out. */
export function detailLine(detail: unknown): string {
  const d = record(detail);
  if (!d) return '';
  return Object.entries(d)
    .filter(([k]) => k !== 'admin_id' && k !== 'target_id')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}

/** An audit page as the table shows it. */
export type AuditPage = { entries: AuditEntryItem[]; total: number };

/**
 * `GET /api/admin/audit` → the table's rows.
 *
 * @throws {Error} when the answer has no `data.entries` list
 */
export function toAuditPage(body: unknown): AuditPage {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.entries)) throw new Error('Respuesta de auditoría no válida');
  const entries: AuditEntryItem[] = [];
  for (const raw of data.entries) {
    const e = record(raw);
    const at = str(e?.created_at);
    const action = str(e?.action);
    if (!e || !at || !action) continue;
    entries.push({
      id: String(e.id ?? `${at}:${action}`),
      at,
      user: str(e.email) ?? str(e.user_id),
      action,
      outcome: str(e.outcome) ?? '',
      ip: str(e.ip),
      detail: detailLine(e.detail),
    });
  }
  return { entries, total: typeof data.total === 'number' ? data.total : entries.length };
}

const series = (v: unknown): { date: string; count: number }[] =>
  Array.isArray(v)
    ? v.flatMap((d) => {
        const r = record(d);
        const date = str(r?.date);
        return date ? [{ date, count: num(r?.count) }] : [];
      })
    : [];

/**
 * `GET /api/admin/figures` → the SystemFigures' data: users per plan with the plans' names (the known
 * plans first, cheapest first), and the three series joined by day.
 *
 * @throws {Error} when the answer has no `data.users`
 */
export function toSystemFigures(body: unknown): SystemFiguresData {
  const data = record(record(body)?.data);
  const users = record(data?.users);
  if (!data || !users) throw new Error('Respuesta de cifras no válida');
  const byPlan = record(users.by_plan) ?? {};
  const planKeys = [
    ...PLAN_IDS.filter((p) => p in byPlan),
    ...Object.keys(byPlan).filter((p) => !isPlanId(p)),
  ];
  const s = record(data.series) ?? {};
  const days = new Map<string, SystemFiguresDay>();
  const add = (key: 'signups' | 'analyses' | 'documents', list: { date: string; count: number }[]) => {
    for (const { date, count } of list) {
      const day = days.get(date) ?? { date, signups: 0, analyses: 0, documents: 0 };
      day[key] = count;
      days.set(date, day);
    }
  };
  add('signups', series(s.signups));
  add('analyses', series(s.analyses));
  add('documents', series(s.documents));
  const jobs = record(data.jobs) ?? {};
  return {
    users: { total: num(users.total), active: num(users.active) },
    usersByPlan: planKeys.map((p) => ({
      key: p,
      label: isPlanId(p) ? PLANS[p].label : p,
      value: num(byPlan[p]),
    })),
    documents: num(data.documents),
    pages: num(data.pages),
    chunks: num(data.chunks),
    storageBytes: num(data.storage_bytes),
    jobs: { queued: num(jobs.queued), running: num(jobs.running), failed: num(jobs.failed) },
    errorsThisWeek: typeof data.errors_this_week === 'number' ? data.errors_this_week : null,
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** `GET` a users page. */
export async function fetchUsers(key: string): Promise<UsersPage> {
  return toUsersPage(await http.request(key, { silent: true }));
}

/** `GET` an audit page. */
export async function fetchAudit(key: string): Promise<AuditPage> {
  return toAuditPage(await http.request(key, { silent: true }));
}

/** `GET` the system figures. */
export async function fetchFigures(key: string): Promise<SystemFiguresData> {
  return toSystemFigures(await http.request(key, { silent: true }));
}

/** `PATCH /api/admin/users/:id` with a plan or the active switch and the reason (toasts a failure). */
export async function changeUser(
  id: string,
  change: { plan?: string; is_active?: boolean; reason: string },
): Promise<void> {
  await http.request(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: change });
}

/**
 * Downloads the audit CSV of the filters as `auditoria-<date>.csv` (the bearer token goes with the
 * request, so it is fetched and saved from a Blob rather than opened as a link).
 */
export async function downloadAuditCsv(f: AuditFilters, today: string): Promise<void> {
  const text = await http.request<string>(auditCsvPath(f));
  // The BOM tells Excel the file is UTF-8; the fetch's text decoding drops it.
  const blob = new Blob([`\uFEFF${(text ?? '').replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `auditoria-${today}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
