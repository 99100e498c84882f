import { MESSAGES, type Case, type CasePriority, type CaseStatus } from '@alegato/domain';
import type { CaseCardItem, CaseDetailItem, CaseFilters, CaseFormErrors, CaseFormValues } from '@alegato/ui';

/**
 * The cases screen's pure logic: view models for the ui fragments (HOUSE-STYLE §3), the client-side
 * search and filters, the form ↔ request mapping, and the list reducers the optimistic updates use
 * (spec §4). No React, no clock, no network: tested in model.test.ts.
 */

/** Prefix of the temporary ids of cases created locally and not yet confirmed by the server. */
export const TEMP_ID_PREFIX = 'temp-';

/** Whether a case is an optimistic one still waiting for the server. */
export function isTempId(id: string): boolean {
  return id.startsWith(TEMP_ID_PREFIX);
}

/** The search param that selects a case on /cases (`/cases?caso=<id>`). */
export const CASE_PARAM = 'caso';

/** The detail link of a case. */
export function caseHref(id: string): string {
  return `/cases?${CASE_PARAM}=${encodeURIComponent(id)}`;
}

// Dates ---------------------------------------------------------------------------------------------

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day ('aaaa-mm-dd') of an instant in `timeZone`. */
export function dayIn(date: Date, timeZone = 'Europe/Madrid'): string {
  // en-CA formats as aaaa-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The calendar day of a due date, whether a plain date or an instant; null when unreadable. */
export function dueDay(dueDate: string, timeZone = 'Europe/Madrid'): string | null {
  if (DATE_ONLY.test(dueDate)) return dueDate;
  const date = new Date(dueDate);
  return Number.isNaN(date.getTime()) ? null : dayIn(date, timeZone);
}

/** A due date before today (in Madrid) on a case still open (pending or active). */
export function isOverdue(
  item: Pick<Case, 'dueDate' | 'status'>,
  now: Date,
  timeZone = 'Europe/Madrid',
): boolean {
  if (!item.dueDate || (item.status !== 'pending' && item.status !== 'active')) return false;
  const due = dueDay(item.dueDate, timeZone);
  return due !== null && due < dayIn(now, timeZone);
}

// View models ---------------------------------------------------------------------------------------

/** A case as a card shows it. */
export function toCaseCardItem(item: Case, now: Date): CaseCardItem {
  const pending = isTempId(item.id);
  return {
    id: item.id,
    title: item.title,
    clientName: item.clientName,
    status: item.status,
    priority: item.priority,
    tags: item.tags,
    documentsCount: item.documentsCount,
    dueDate: item.dueDate,
    overdue: isOverdue(item, now),
    updatedAt: item.updatedAt,
    ...(pending ? { pending: true } : { href: caseHref(item.id) }),
  };
}

/** A case as the detail shows it. */
export function toCaseDetailItem(item: Case, now: Date): CaseDetailItem {
  return {
    ...toCaseCardItem(item, now),
    clientEmail: item.clientEmail,
    clientPhone: item.clientPhone,
    description: item.description,
    caseType: item.caseType,
    court: item.court,
    judge: item.judge,
    notes: item.notes,
    createdAt: item.createdAt,
  };
}

// Search and filters --------------------------------------------------------------------------------

/** Lower case without accents: 'Gómez' and 'gomez' match. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * The cases that pass the filters: every word of the search (accent- and case-insensitive) appears in
 * the title, client, description or tags; status and priority match; every chosen tag is present.
 */
export function filterCases(cases: readonly Case[], filters: CaseFilters): Case[] {
  const words = normalizeText(filters.query).split(/\s+/).filter(Boolean);
  const wanted = filters.tags.map(normalizeText);
  return cases.filter((item) => {
    if (filters.status !== 'all' && item.status !== filters.status) return false;
    if (filters.priority !== 'all' && item.priority !== filters.priority) return false;
    const tags = item.tags.map(normalizeText);
    if (!wanted.every((tag) => tags.includes(tag))) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(
      [item.title, item.clientName ?? '', item.description, ...item.tags].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The tags present in the cases, once each (ignoring case and accents), sorted in Spanish order. */
export function collectTags(cases: readonly Case[]): string[] {
  const byKey = new Map<string, string>();
  for (const item of cases) {
    for (const tag of item.tags) {
      const key = normalizeText(tag.trim());
      if (key !== '' && !byKey.has(key)) byKey.set(key, tag.trim());
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

/** Drops chosen tags no case carries any more (after a deletion or an edit). */
export function pruneFilterTags(filters: CaseFilters, available: readonly string[]): CaseFilters {
  const keys = new Set(available.map(normalizeText));
  const tags = filters.tags.filter((tag) => keys.has(normalizeText(tag)));
  return tags.length === filters.tags.length ? filters : { ...filters, tags };
}

// Form ----------------------------------------------------------------------------------------------

/** Splits comma-separated tags: trimmed, blanks and repeats (ignoring case) dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('es');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The edit form's values for a case. */
export function caseToFormValues(item: Case): CaseFormValues {
  return {
    title: item.title,
    clientName: item.clientName ?? '',
    clientEmail: item.clientEmail ?? '',
    clientPhone: item.clientPhone ?? '',
    description: item.description,
    status: item.status,
    priority: item.priority,
    dueDate: item.dueDate ? (dueDay(item.dueDate) ?? '') : '',
    tags: item.tags.join(', '),
    caseType: item.caseType ?? '',
    court: item.court ?? '',
    judge: item.judge ?? '',
    notes: item.notes ?? '',
  };
}

/** Only the title is required (spec §5: no other case validation is shown). */
export function validateCaseForm(values: CaseFormValues): CaseFormErrors {
  return values.title.trim() === '' ? { title: MESSAGES.editForm.titleRequired } : {};
}

/** A case's fields as the backend names them (snake_case), every one optional. */
export type CasePatch = Partial<{
  title: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  description: string;
  status: CaseStatus;
  priority: CasePriority;
  due_date: string | null;
  tags: string[];
  case_type: string | null;
  court: string | null;
  judge: string | null;
  notes: string | null;
}>;

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** Every field of the form as the backend names it, trimmed; blanks become null (the client name its default). */
export function formToFields(values: CaseFormValues): Required<CasePatch> {
  return {
    title: values.title.trim(),
    client_name: values.clientName.trim() || MESSAGES.cases.defaultClientName,
    client_email: orNull(values.clientEmail),
    client_phone: orNull(values.clientPhone),
    description: values.description.trim(),
    status: values.status,
    priority: values.priority,
    due_date: orNull(values.dueDate),
    tags: parseTags(values.tags),
    case_type: orNull(values.caseType),
    court: orNull(values.court),
    judge: orNull(values.judge),
    notes: orNull(values.notes),
  };
}

/**
 * The `POST /cases` form body (spec §7, ADR 0010): title, client_name ('Cliente por definir' when
 * empty), user_id, description, status, priority, and each other field when filled; tags as repeated
 * fields.
 */
export function toCreateForm(values: CaseFormValues, userId: string): URLSearchParams {
  const fields = formToFields(values);
  const form = new URLSearchParams();
  form.set('title', fields.title);
  form.set('client_name', fields.client_name);
  form.set('user_id', userId);
  form.set('description', fields.description);
  form.set('status', fields.status);
  form.set('priority', fields.priority);
  for (const key of [
    'client_email',
    'client_phone',
    'due_date',
    'case_type',
    'court',
    'judge',
    'notes',
  ] as const) {
    const value = fields[key];
    if (value !== null) form.set(key, value);
  }
  for (const tag of fields.tags) form.append('tags', tag);
  return form;
}

/** The fields of a case as `formToFields` would produce them, to compare with the form. */
function caseFields(item: Case): Required<CasePatch> {
  return formToFields(caseToFormValues(item));
}

/** The `PUT /cases/{id}` JSON body: only the fields the form changed (spec §7). Empty when nothing changed. */
export function changedFields(original: Case, values: CaseFormValues): CasePatch {
  const before = caseFields(original);
  const after = formToFields(values);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CasePatch)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) patch[key] = after[key];
  }
  return patch as CasePatch;
}

/** A case with a patch applied, for the optimistic update; `updatedAt` is set to `now`. */
export function applyCasePatch(item: Case, patch: CasePatch, now: Date): Case {
  return {
    ...item,
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.client_name !== undefined && { clientName: patch.client_name }),
    ...(patch.client_email !== undefined && { clientEmail: patch.client_email }),
    ...(patch.client_phone !== undefined && { clientPhone: patch.client_phone }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.status !== undefined && { status: patch.status }),
    ...(patch.priority !== undefined && { priority: patch.priority }),
    ...(patch.due_date !== undefined && { dueDate: patch.due_date }),
    ...(patch.tags !== undefined && { tags: patch.tags }),
    ...(patch.case_type !== undefined && { caseType: patch.case_type }),
    ...(patch.court !== undefined && { court: patch.court }),
    ...(patch.judge !== undefined && { judge: patch.judge }),
    ...(patch.notes !== undefined && { notes: patch.notes }),
    updatedAt: now.toISOString(),
  };
}

/**
 * The temporary case shown while a creation runs: `createOptimisticCase`'s (pending, medium, 0
 * documents) with the client, contacts, dates, tags and court data the user typed.
 */
export function withFormDetails(temp: Case, values: CaseFormValues): Case {
  const fields = formToFields(values);
  return {
    ...temp,
    clientName: fields.client_name,
    clientEmail: fields.client_email,
    clientPhone: fields.client_phone,
    dueDate: fields.due_date,
    tags: fields.tags,
    caseType: fields.case_type,
    court: fields.court,
    judge: fields.judge,
    notes: fields.notes,
  };
}

// List reducers (optimistic updates) -----------------------------------------------------------------

/** Adds a case at the top (newest first). */
export function addCase(list: readonly Case[] | undefined, item: Case): Case[] {
  return [item, ...(list ?? []).filter((c) => c.id !== item.id)];
}

/** Replaces the case with id `id` by `next` (the server's case replacing a temporary one, a rollback…). */
export function replaceCase(list: readonly Case[] | undefined, id: string, next: Case): Case[] {
  const current = list ?? [];
  // The server case may already be there (a revalidation ran first): drop the temporary one then.
  if (id !== next.id && current.some((c) => c.id === next.id)) return current.filter((c) => c.id !== id);
  return current.map((c) => (c.id === id ? next : c));
}

/** Removes a case. */
export function removeCase(list: readonly Case[] | undefined, id: string): Case[] {
  return (list ?? []).filter((c) => c.id !== id);
}

/** Puts a case back at `index` (a failed deletion), unless it is already there. */
export function restoreCase(list: readonly Case[] | undefined, item: Case, index: number): Case[] {
  const current = [...(list ?? [])];
  if (current.some((c) => c.id === item.id)) return current;
  current.splice(Math.max(0, Math.min(index, current.length)), 0, item);
  return current;
}
