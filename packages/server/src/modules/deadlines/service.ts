/**
 * The user's upcoming plazos for the dashboard (issue 13 item 5): from the newest analysis of each of
 * their cases (`case_analyses.result.deadlines`, due dates already computed) and, for the documents no
 * case analysis covers (documents without a case, or in a case never analysed), from each document's
 * newest analysis, counted from the document's date with {@link deadlineDue}. Only the plazos due from
 * `today` to `today + days`, soonest first. Every plazo counted from a document's date says so
 * (`assumed_start`): the notification date is what counts.
 *
 * @module
 */
import type { Deadline } from '@alegato/legal-nlp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deadlineDue } from './due.js';

/** One upcoming plazo. */
export interface UpcomingDeadline {
  /** Last day, `YYYY-MM-DD`. */
  due: string;
  /** As written ('veinte días hábiles'). */
  written: string;
  /** What it runs from ('desde su notificación'); null when the text does not say. */
  from: string | null;
  case: { id: string; title: string } | null;
  document: { id: string; filename: string };
  page: number;
  /** The date it was counted from (the document's date), to be checked against the notification. */
  assumed_start: string | null;
}

/** A case analysis's stored deadline (`CaseAnalysisResult['deadlines'][number]`). */
interface CaseDeadline {
  document: string;
  page: number;
  written: string;
  from: string | null;
  due: string | null;
  assumed_start: string | null;
}

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Today in Spain (`YYYY-MM-DD`): plazos run by the Spanish calendar. */
export function todayInSpain(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);
}

/** The user's plazos due from `today` to `today + days`, soonest first. */
export async function upcomingDeadlines(
  db: Kysely<Database>,
  userId: string,
  today: string,
  days: number,
): Promise<UpcomingDeadline[]> {
  const until = addDays(today, days);
  const inWindow = (due: string | null): due is string => due !== null && due >= today && due <= until;
  const out: UpcomingDeadline[] = [];

  const cases = await db.selectFrom('cases').select(['id', 'title']).where('user_id', '=', userId).execute();
  const caseById = new Map(cases.map((c) => [c.id, c]));
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'filename', 'case_id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .execute();

  // The newest analysis of each case (rows newest first; the first of a case wins).
  const analysedCases = new Set<string>();
  const caseRows = await db
    .selectFrom('case_analyses')
    .select(['case_id', 'result'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of caseRows) {
    if (analysedCases.has(row.case_id)) continue;
    analysedCases.add(row.case_id);
    const kase = caseById.get(row.case_id);
    if (!kase) continue;
    const result = parse(row.result);
    const analysed = (result.documents ?? []) as { id: string; filename: string }[];
    for (const d of (result.deadlines ?? []) as CaseDeadline[]) {
      if (!inWindow(d.due)) continue;
      const doc =
        analysed.find((a) => a.filename === d.document) ??
        documents.find((a) => a.case_id === kase.id && a.filename === d.document);
      if (!doc) continue;
      out.push({
        due: d.due,
        written: d.written,
        from: d.from,
        case: { id: kase.id, title: kase.title },
        document: { id: doc.id, filename: doc.filename },
        page: d.page,
        assumed_start: d.assumed_start,
      });
    }
  }

  // Documents no case analysis covers: their own newest analysis.
  const uncovered = documents.filter((d) => !d.case_id || !analysedCases.has(d.case_id));
  if (uncovered.length > 0) {
    const rows = await db
      .selectFrom('document_analyses')
      .select(['document_id', 'result'])
      .where('user_id', '=', userId)
      .where(
        'document_id',
        'in',
        uncovered.map((d) => d.id),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.document_id)) continue;
      seen.add(row.document_id);
      const doc = uncovered.find((d) => d.id === row.document_id)!;
      const kase = doc.case_id ? caseById.get(doc.case_id) : undefined;
      const result = parse(row.result);
      const date = (result.date as { iso?: string } | null | undefined)?.iso;
      for (const d of (result.deadlines ?? []) as Deadline[]) {
        const { due, assumed_start } = deadlineDue(d, date);
        if (!inWindow(due)) continue;
        out.push({
          due,
          written: d.written,
          from: d.from,
          case: kase ? { id: kase.id, title: kase.title } : null,
          document: { id: doc.id, filename: doc.filename },
          page: d.page,
          assumed_start,
        });
      }
    }
  }
  return out.sort(
    (a, b) =>
      a.due.localeCompare(b.due) || a.document.filename.localeCompare(b.document.filename) || a.page - b.page,
  );
}
