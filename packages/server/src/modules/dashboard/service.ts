/**
 * The dashboard's activity (issue 14 item 9): per-day counts of the caller's documents, analyses and
 * reports, and the latest of them. Days are Spanish calendar days (Europe/Madrid), as the plazos are.
 *
 * @module
 */
import type { PlanStatus } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthenticatedUser } from '../../types.js';
import { addDays, todayInSpain } from '../deadlines/service.js';
import { planStatus } from '../plans/service.js';

/** One day of activity. */
export interface ActivityDay {
  /** `YYYY-MM-DD` (Spanish calendar). */
  date: string;
  /** Documents uploaded that day. */
  documents: number;
  /** Metered analyses (`usage_events`) that day. */
  analyses: number;
  /** Reports created that day. */
  reports: number;
}

/** What a recent item is about, for the app to link to. */
export type ActivityTarget = { type: 'document' | 'case' | 'report'; id: string } | null;

/** One of the latest things the user did. */
export interface RecentActivity {
  /** What it was. */
  type: 'document' | 'report' | 'analysis';
  /** Stable key (the row's id, prefixed by its source). */
  id: string;
  /** Its title: the file name, the report's title, the analysed document's or case's name. */
  title: string;
  /** For analyses, which kind (`document_analysis`, `case_analysis`, `draft`…); else null. */
  kind: string | null;
  /** What to open. */
  target: ActivityTarget;
  /** When (ISO 8601). */
  at: string;
}

/** `GET /api/dashboard/activity`. */
export interface DashboardActivity {
  /** Today in Spain, the last day of `series`. */
  today: string;
  /** How many days `series` covers. */
  days: number;
  /** One entry per day, oldest first, zeros included. */
  series: ActivityDay[];
  /** Sums over `series`. */
  totals: { documents: number; analyses: number; reports: number };
  /** The latest ten documents, reports and analyses, newest first. */
  recent: RecentActivity[];
  /** This month's analyses against the plan (as `GET /api/plan`'s `usage`), and the plan in effect. */
  usage: PlanStatus['usage'] & { plan: PlanStatus['plan'] };
}

/** How many recent items the dashboard lists. */
export const RECENT_LIMIT = 10;

/** A timestamp column's Spanish calendar day, `YYYY-MM-DD`. */
const spanishDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`;

const iso = (v: Date | string) => new Date(v).toISOString();

/** Per-day counts of `table` rows of `userId` created since `since`, by Spanish day. */
async function countsByDay(
  db: Kysely<Database>,
  table: 'documents' | 'usage_events' | 'reports',
  userId: string,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select([spanishDay('created_at').as('day'), sql<string>`count(*)`.as('n')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** The latest documents, reports and analyses of `userId`, newest first. */
async function recentActivity(db: Kysely<Database>, userId: string): Promise<RecentActivity[]> {
  const [documents, reports, documentAnalyses, caseAnalyses, otherAnalyses] = await Promise.all([
    db
      .selectFrom('documents')
      .select(['id', 'filename', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('reports')
      .select(['id', 'title', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('document_analyses')
      .innerJoin('documents', 'documents.id', 'document_analyses.document_id')
      .select([
        'document_analyses.id as id',
        'document_analyses.kind as kind',
        'documents.id as document_id',
        'documents.filename as filename',
        'document_analyses.created_at as created_at',
      ])
      .where('document_analyses.user_id', '=', userId)
      .orderBy('document_analyses.created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('case_analyses')
      .innerJoin('cases', 'cases.id', 'case_analyses.case_id')
      .select([
        'case_analyses.id as id',
        'cases.id as case_id',
        'cases.title as title',
        'case_analyses.created_at as created_at',
      ])
      .where('case_analyses.user_id', '=', userId)
      .orderBy('case_analyses.created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    // Metered analyses no table keeps with a subject: drafts, review grids, the specialised analysers.
    db
      .selectFrom('usage_events')
      .select(['id', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .where('kind', 'not in', ['document_analysis', 'comprehensive_analysis', 'case_analysis'])
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
  ]);
  const items: RecentActivity[] = [
    ...documents.map((d) => ({
      type: 'document' as const,
      id: `document:${d.id}`,
      title: d.filename,
      kind: null,
      target: { type: 'document' as const, id: d.id },
      at: iso(d.created_at),
    })),
    ...reports.map((r) => ({
      type: 'report' as const,
      id: `report:${r.id}`,
      title: r.title,
      kind: null,
      target: { type: 'report' as const, id: r.id },
      at: iso(r.created_at),
    })),
    ...documentAnalyses.map((a) => ({
      type: 'analysis' as const,
      id: `document_analysis:${a.id}`,
      title: a.filename,
      kind: a.kind === 'comprehensive' ? 'comprehensive_analysis' : 'document_analysis',
      target: { type: 'document' as const, id: a.document_id },
      at: iso(a.created_at),
    })),
    ...caseAnalyses.map((a) => ({
      type: 'analysis' as const,
      id: `case_analysis:${a.id}`,
      title: a.title,
      kind: 'case_analysis',
      target: { type: 'case' as const, id: a.case_id },
      at: iso(a.created_at),
    })),
    ...otherAnalyses.map((u) => ({
      type: 'analysis' as const,
      id: `usage:${u.id}`,
      title: '',
      kind: u.kind,
      target: null,
      at: iso(u.created_at),
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_LIMIT);
}

/** The caller's activity over the last `days` days (today included) as of `now`. */
export async function dashboardActivity(
  db: Kysely<Database>,
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  days: number,
  now: Date = new Date(),
): Promise<DashboardActivity> {
  const today = todayInSpain(now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  // A day more than the window in UTC terms covers its first Spanish day whatever the offset; the
  // days outside the window are dropped below.
  const since = new Date(`${addDays(dates[0]!, -1)}T00:00:00Z`);
  const [documents, analyses, reports, recent, plan] = await Promise.all([
    countsByDay(db, 'documents', user.id, since),
    countsByDay(db, 'usage_events', user.id, since),
    countsByDay(db, 'reports', user.id, since),
    recentActivity(db, user.id),
    planStatus(db, user, now),
  ]);
  const series = dates.map((date) => ({
    date,
    documents: documents.get(date) ?? 0,
    analyses: analyses.get(date) ?? 0,
    reports: reports.get(date) ?? 0,
  }));
  const sum = (key: 'documents' | 'analyses' | 'reports') => series.reduce((n, d) => n + d[key], 0);
  return {
    today,
    days,
    series,
    totals: { documents: sum('documents'), analyses: sum('analyses'), reports: sum('reports') },
    recent,
    usage: { ...plan.usage, plan: plan.plan },
  };
}
