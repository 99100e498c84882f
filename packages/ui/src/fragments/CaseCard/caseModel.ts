/**
 * The case view models shared by the case fragments (CaseCard, CaseList, CaseDetail, CaseFormDialog)
 * and their pure formatting helpers. Owned by ui (HOUSE-STYLE §3): the app maps `@alegato/domain`'s
 * `Case` to these in its own `toViewModel`. The lists, tag rules and relative time are domain's
 * vocabulary (ADR 0019): a status added there fails to compile here until every map below handles it.
 */
import * as vocabulary from '@alegato/domain/vocabulary';

/** Case statuses in display order (ADR 0010: pending is the default). */
export const caseStatuses = vocabulary.CASE_STATUSES;
/** A case status. */
export type CaseStatusValue = (typeof caseStatuses)[number];

/** Case priorities, lowest first. */
export const casePriorities = vocabulary.CASE_PRIORITIES;
/** A case priority. */
export type CasePriorityValue = (typeof casePriorities)[number];

/** Badge tone of each status. */
export const caseStatusTones = {
  pending: 'warning',
  active: 'accent',
  closed: 'positive',
  archived: 'neutral',
} as const satisfies Record<CaseStatusValue, string>;

/** Badge tone of each priority (`null`: no badge colour beyond neutral). */
export const casePriorityTones = {
  low: 'neutral',
  medium: 'info',
  high: 'orange',
  urgent: 'critical',
} as const satisfies Record<CasePriorityValue, string>;

/** One case as a card shows it. */
export type CaseCardItem = {
  /** Case id (a temporary id while a creation is in flight). */
  id: string;
  /** Case title. */
  title: string;
  /** Client name; `null` shows 'Sin cliente'. */
  clientName: string | null;
  status: CaseStatusValue;
  priority: CasePriorityValue;
  /** Tags, in order. */
  tags: readonly string[];
  /** Documents filed under the case. */
  documentsCount: number;
  /** Due date: a date ('2026-12-12') or an ISO instant; `null` when none. */
  dueDate: string | null;
  /** The due date has passed and the case is still open: shown as 'Vencido' in the critical tone. */
  overdue: boolean;
  /** Last update, ISO 8601; shown relative to `now` ('Actualizado hace 2 horas'). */
  updatedAt: string;
  /** Where the card's title links to (the case's detail); none while pending. */
  href?: string;
  /** An optimistic case the server has not confirmed yet: shown as saving, `aria-busy`, no actions. */
  pending?: boolean;
};

/** A case with every field, as the detail shows it. */
export type CaseDetailItem = CaseCardItem & {
  /** Client e-mail; a `mailto:` link. */
  clientEmail: string | null;
  /** Client phone; a `tel:` link. */
  clientPhone: string | null;
  /** Free text; '' when none. */
  description: string;
  /** E.g. 'Civil'. */
  caseType: string | null;
  /** 'Juzgado / tribunal'. */
  court: string | null;
  judge: string | null;
  notes: string | null;
  /** Creation, ISO 8601. */
  createdAt: string;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as 'dd/mm/aaaa' (es-ES). A plain date ('2026-12-12') is shown as written, never shifted by a
 * time zone; an instant is shown in `timeZone`. Anything unreadable is returned as is.
 */
export function formatCaseDate(value: string, timeZone = 'Europe/Madrid'): string {
  const plain = DATE_ONLY.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/**
 * How long ago `iso` was, seen from `now`, in Spanish as spec §9 says it everywhere ('hace 2 horas',
 * 'hace 1 día', then the date). Pure: the caller passes the clock. Unreadable input is returned as is.
 */
export function formatRelativeTime(iso: string, now: string | Date): string {
  const at = typeof now === 'string' ? new Date(now) : now;
  return vocabulary.formatRelativeTime(iso, at) || iso;
}

/** Splits comma-separated tags: trimmed, blanks dropped, repeats (ignoring case) dropped. */
export const splitTags: (text: string) => string[] = vocabulary.splitTags;
