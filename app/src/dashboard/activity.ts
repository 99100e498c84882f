import type { ActivityDay, ActivityUsage, RecentActivityItem } from '@alegato/ui';
import { PLANS, UNLIMITED, type PlanStatus } from '@alegato/domain';
import { http } from '../api/http';
import { caseHref } from '../cases/model';
import { documentHref } from '../search/toViewModel';

/**
 * The dashboard's activity (issue 14 item 9): `GET /api/dashboard/activity?days` read into the
 * ActivityCharts' view models, and the plan status's usage (`usePlanStatus`) read into its meter. Dates and times are
 * Spanish (Europe/Madrid), as the server counts the days.
 */

/** How many days the charts cover. */
export const ACTIVITY_DAYS = 30;

/** The SWR key (and path) of the activity; null without a user (nothing is fetched signed out). */
export function activityKey(userId: string | null, days = ACTIVITY_DAYS): string | null {
  return userId ? `/api/dashboard/activity?days=${days}` : null;
}

/** The charts' view of the activity. */
export type ActivityView = { days: ActivityDay[]; recent: RecentActivityItem[] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

const spanishDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const spanishTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's day and time in Spain: `{date: 'YYYY-MM-DD', time: 'HH:MM'}`; null when unreadable. */
export function spanishDateTime(iso: string): { date: string; time: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return { date: spanishDay.format(at), time: spanishTime.format(at) };
}

/** Where a recent item opens, from the server's `target`. */
function targetHref(target: Record<string, unknown> | null): string | undefined {
  const id = text(target?.id);
  if (!id) return undefined;
  switch (target?.type) {
    case 'document':
      return documentHref(id);
    case 'case':
      return caseHref(id);
    case 'report':
      return `/reports/${encodeURIComponent(id)}`;
    default:
      return undefined;
  }
}

/**
 * The charts' days and recent items from the server's answer, read defensively: a day without a date
 * or an item without a known type or time is left out; counts that are not positive numbers are 0.
 * An analysis keeps its kind (the fragment names it; a draft or a review grid has no other title).
 *
 * @throws {Error} when the answer has no `data.series` list
 */
export function toActivityView(body: unknown): ActivityView {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.series)) throw new Error('Respuesta de actividad no válida');
  const days: ActivityDay[] = [];
  for (const raw of data.series) {
    const d = record(raw);
    const date = text(d?.date);
    if (!d || !date || !ISO_DATE.test(date)) continue;
    days.push({
      date,
      documents: count(d.documents),
      analyses: count(d.analyses),
      reports: count(d.reports),
    });
  }
  const recent: RecentActivityItem[] = [];
  for (const raw of Array.isArray(data.recent) ? data.recent : []) {
    const r = record(raw);
    const type = r?.type;
    const when = spanishDateTime(text(r?.at) ?? '');
    const id = text(r?.id);
    if (!r || !id || !when || (type !== 'document' && type !== 'report' && type !== 'analysis')) continue;
    const kind = text(r.kind);
    const href = targetHref(record(r.target));
    recent.push({
      id,
      type,
      title: text(r.title) ?? '',
      ...(kind ? { kind } : {}),
      ...(href ? { href } : {}),
      date: when.date,
      time: when.time,
    });
  }
  return { days, recent };
}

/** `GET /api/dashboard/activity`: the user's activity as the charts' view models. */
export async function fetchActivity(key: string): Promise<ActivityView> {
  return toActivityView(await http.request(key, { silent: true }));
}

/**
 * The meter's usage from `GET /api/plan`: the month's analyses, the limit (null when unlimited), the
 * plan's name and the day the counter starts again (the period's end, in Spain).
 */
export function toActivityUsage(status: Pick<PlanStatus, 'plan' | 'usage'>): ActivityUsage {
  const { used, limit, period_end } = status.usage;
  const resetsOn = spanishDateTime(period_end)?.date;
  return {
    used,
    limit: limit === UNLIMITED || limit < 0 ? null : limit,
    planLabel: PLANS[status.plan].label,
    ...(resetsOn ? { resetsOn } : {}),
  };
}
