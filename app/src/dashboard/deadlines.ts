import type { DeadlineItem } from '@alegato/ui';
import { http } from '../api/http';
import { caseHref } from '../cases/model';
import { documentHref } from '../search/toViewModel';

/**
 * The dashboard's upcoming plazos (issue 13 item 5): `GET /api/deadlines?user_id&days` read into the
 * DeadlinesWidget's items. The days left are counted from the server's `today` (the Spanish calendar
 * the plazos were computed by), so the widget agrees with the server whatever the browser's clock.
 */

/** How far ahead the dashboard looks, in days. */
export const DEADLINE_WINDOW_DAYS = 60;

/** The SWR key (and path) of the user's upcoming plazos; null without a user. */
export function deadlinesKey(userId: string | null, days = DEADLINE_WINDOW_DAYS): string | null {
  return userId ? `/api/deadlines?user_id=${encodeURIComponent(userId)}&days=${days}` : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const day = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!) / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * The widget's items from the server's answer, read defensively: an item without a due date, a
 * document or a page is left out; the list keeps the server's order (soonest first).
 *
 * @throws {Error} when the answer has no `data.deadlines` list
 */
export function toDeadlineItems(body: unknown): DeadlineItem[] {
  const data = record(record(body)?.data);
  if (!data || !Array.isArray(data.deadlines)) throw new Error('Respuesta de plazos no válida');
  const today = text(data.today);
  const items: DeadlineItem[] = [];
  data.deadlines.forEach((raw, index) => {
    const d = record(raw);
    const due = text(d?.due);
    const document = record(d?.document);
    const documentId = text(document?.id);
    const page = d?.page;
    if (!d || !due || !ISO_DATE.test(due) || !documentId || typeof page !== 'number') return;
    const kase = record(d.case);
    const caseId = text(kase?.id);
    const written = text(d.written) ?? '';
    const from = text(d.from);
    const assumed = text(d.assumed_start);
    items.push({
      id: `${documentId}:${page}:${due}:${index}`,
      due,
      daysLeft: today && ISO_DATE.test(today) ? Math.max(0, daysBetween(today, due)) : 0,
      description: from ? `${written} ${from}`.trim() : written,
      case: caseId ? { title: text(kase?.title) ?? '', href: caseHref(caseId) } : null,
      document: { name: text(document?.filename) ?? '', href: documentHref(documentId) },
      page,
      assumedStart: assumed && ISO_DATE.test(assumed) ? assumed : null,
    });
  });
  return items;
}

/** `GET /api/deadlines`: the user's upcoming plazos as the widget's items. */
export async function fetchDeadlines(key: string): Promise<DeadlineItem[]> {
  return toDeadlineItems(await http.request(key, { silent: true }));
}
