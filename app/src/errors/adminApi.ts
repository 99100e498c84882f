import type { ErrorGroupItem, ErrorOccurrenceItem, ErrorSourceOption } from '@alegato/ui';
import { http } from '../api/http';

/**
 * The admin's 'Errores' tab data (issue 14 item 8) over `GET /api/admin/errors` and
 * `GET /api/admin/errors/{fingerprint}`, read into ErrorGroups' view models. Requests are silent: the
 * tab shows its own loading and error states.
 */

/** Groups per page. */
export const ERROR_GROUPS_PAGE_SIZE = 20;

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const source = (v: unknown): ErrorSourceOption => (v === 'server' ? 'server' : 'client');

/** The SWR key (and path) of a page of groups; '' = both origins. */
export function errorGroupsKey(origin: ErrorSourceOption | '', page: number): string {
  const q = new URLSearchParams();
  if (origin) q.set('source', origin);
  q.set('page', String(page));
  q.set('per_page', String(ERROR_GROUPS_PAGE_SIZE));
  return `/api/admin/errors?${q.toString()}`;
}

/** The SWR key (and path) of a group's occurrences. */
export function errorGroupKey(fingerprint: string): string {
  return `/api/admin/errors/${encodeURIComponent(fingerprint)}`;
}

/** A server group as ErrorGroups shows it; null without a fingerprint. Pure. */
export function toErrorGroup(raw: unknown): ErrorGroupItem | null {
  const g = record(raw);
  const id = str(g?.fingerprint);
  if (!g || !id) return null;
  return {
    id,
    name: str(g.name) ?? 'Error',
    message: str(g.message) ?? '',
    source: source(g.source),
    count: num(g.count),
    users: num(g.users_affected),
    lastSeen: str(g.last_seen) ?? '',
    firstSeen: str(g.first_seen) ?? str(g.last_seen) ?? '',
    page: str(g.last_page),
    critical: g.critical === true,
    alerted: typeof g.alerted_at === 'string',
  };
}

/** A page of groups: `{success, data: {groups, total}}` → the items and the total. Pure. */
export function toErrorGroupsPage(body: unknown): { groups: ErrorGroupItem[]; total: number } {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.groups)) throw new Error('unexpected errors answer');
  const groups = data.groups.map(toErrorGroup).filter((g): g is ErrorGroupItem => g !== null);
  return { groups, total: num(data.total) || groups.length };
}

/** A group and its occurrences: `{success, data: {group, occurrences}}`. Pure. */
export function toErrorGroupDetail(body: unknown): {
  group: ErrorGroupItem | null;
  occurrences: ErrorOccurrenceItem[];
} {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.occurrences)) throw new Error('unexpected error group answer');
  const occurrences = data.occurrences.flatMap((raw): ErrorOccurrenceItem[] => {
    const o = record(raw);
    const rec = record(o?.record);
    const error = record(rec?.error);
    const context = record(rec?.context);
    if (!o || !error) return [];
    const stack = str(error.stack);
    const userAgent = str(context?.userAgent);
    return [
      {
        id: String(o.id ?? ''),
        at: str(o.occurred_at) ?? str(o.received_at) ?? '',
        page: str(o.page),
        signedIn: o.signed_in === true,
        message: str(error.message) ?? '',
        ...(stack ? { stack } : {}),
        ...(userAgent ? { userAgent } : {}),
      },
    ];
  });
  return { group: toErrorGroup(data.group), occurrences };
}

/** SWR fetcher of a page of groups. */
export async function fetchErrorGroups(key: string) {
  return toErrorGroupsPage(await http.request(key, { silent: true }));
}

/** SWR fetcher of a group's occurrences. */
export async function fetchErrorGroup(key: string) {
  return toErrorGroupDetail(await http.request(key, { silent: true }));
}
