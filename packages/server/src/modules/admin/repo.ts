/**
 * The administration's SQL (issue 14 item 5): the users list, the audit log with its filters, and the
 * system figures. Runs the same on PGlite and PostgreSQL 15.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { meteringPeriod } from '../plans/service.js';

/** Filters and page of the users list. */
export interface UserListQuery {
  /** Part of the e-mail, name or organization (case-insensitive). */
  q?: string | undefined;
  /** The profile's own plan. */
  plan?: string | undefined;
  page: number;
  perPage: number;
}

/** One row of `GET /api/admin/users`. */
export interface AdminUserRow {
  /** The auth user id (the id every other endpoint uses). */
  id: string;
  email: string;
  name: string;
  organization: string;
  plan: string;
  plan_expires_at: string | null;
  trial_end_date: string | null;
  is_active: boolean;
  role: 'user' | 'admin';
  created_at: string;
  /** Null for hosted-Supabase users (no `auth_users` row) and users who never signed in. */
  last_sign_in_at: string | null;
  /** Metered analyses this calendar month (UTC). */
  analyses_this_month: number;
  documents: number;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const like = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A page of users, newest first, and the total matching the filters. */
export async function listUsers(
  db: Kysely<Database>,
  query: UserListQuery,
  now: Date,
): Promise<{ users: AdminUserRow[]; total: number }> {
  const { start, end } = meteringPeriod(now);
  let base = db.selectFrom('users as u');
  if (query.q) {
    const pattern = like(query.q);
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb('u.organization', 'ilike', pattern),
      ]),
    );
  }
  if (query.plan) base = base.where('u.plan', '=', query.plan);
  const count = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('auth_users as a', 'a.id', 'u.auth_user_id')
    .select((eb) => [
      'u.auth_user_id as id',
      'u.email',
      'u.name',
      'u.organization',
      'u.plan',
      'u.plan_expires_at',
      'u.trial_end_date',
      'u.is_active',
      'u.role',
      'u.created_at',
      'a.last_sign_in_at',
      eb
        .selectFrom('usage_events as e')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('e.user_id', '=', 'u.auth_user_id')
        .where('e.created_at', '>=', start)
        .where('e.created_at', '<', end)
        .as('analyses'),
      eb
        .selectFrom('documents as owned')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('owned.user_id', '=', 'u.auth_user_id')
        .as('documents'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.auth_user_id')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    total: Number(count.n),
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      organization: r.organization,
      plan: r.plan,
      plan_expires_at: iso(r.plan_expires_at),
      trial_end_date: iso(r.trial_end_date),
      is_active: r.is_active,
      role: r.role,
      created_at: iso(r.created_at)!,
      last_sign_in_at: iso(r.last_sign_in_at),
      analyses_this_month: Number(r.analyses ?? 0),
      documents: Number(r.documents ?? 0),
    })),
  };
}

/** Filters of the audit log (dates are `YYYY-MM-DD`, UTC, both inclusive). */
export interface AuditQuery {
  userId?: string | undefined;
  /** Part of the user's e-mail (case-insensitive). */
  email?: string | undefined;
  action?: string | undefined;
  outcome?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** One row of the audit log, with the user's e-mail when the user still has a profile. */
export interface AuditRow {
  id: number;
  created_at: string;
  user_id: string | null;
  email: string | null;
  action: string;
  outcome: string;
  ip: string | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function auditBase(db: Kysely<Database>, f: AuditQuery) {
  let q = db.selectFrom('audit_log as l').leftJoin('users as u', 'u.auth_user_id', 'l.user_id');
  if (f.email) q = q.where('u.email', 'ilike', like(f.email));
  if (f.userId) q = q.where('l.user_id', '=', f.userId);
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.outcome) q = q.where('l.outcome', '=', f.outcome);
  if (f.dateFrom) q = q.where('l.created_at', '>=', new Date(`${f.dateFrom}T00:00:00Z`));
  if (f.dateTo) q = q.where('l.created_at', '<', nextDay(f.dateTo));
  return q;
}

const parseDetail = (v: unknown): Record<string, unknown> => {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
};

/** Audit rows matching `f`, newest first: `limit` from `offset`, and the total. */
export async function listAudit(
  db: Kysely<Database>,
  f: AuditQuery,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const base = auditBase(db, f);
  const count = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'l.id',
      'l.created_at',
      'l.user_id',
      'u.email',
      'l.action',
      'l.outcome',
      'l.ip',
      'l.request_id',
      'l.detail',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      created_at: iso(r.created_at)!,
      user_id: r.user_id,
      email: r.email,
      action: r.action,
      outcome: r.outcome,
      ip: r.ip,
      request_id: r.request_id,
      detail: parseDetail(r.detail),
    })),
  };
}

/** One day of a series: `YYYY-MM-DD` (UTC) and its count. */
export interface DayCount {
  date: string;
  count: number;
}

/** `GET /api/admin/figures`. */
export interface SystemFigures {
  users: { total: number; active: number; by_plan: Record<string, number> };
  documents: number;
  pages: number;
  chunks: number;
  /** Documents' sizes plus rendered PDF files. */
  storage_bytes: number;
  jobs: { queued: number; running: number; failed: number };
  /** Errors (client reports and server 5xx) received in the last 7 days; null without the errors module. */
  errors_this_week: number | null;
  /** The last 30 days, oldest first, today (UTC) last. */
  series: { signups: DayCount[]; analyses: DayCount[]; documents: DayCount[] };
}

const DAYS = 30;

/** The last {@link DAYS} days' counts per day of `table.created_at`, zeros included. */
async function perDay(
  db: Kysely<Database>,
  table: 'users' | 'usage_events' | 'documents',
  since: Date,
  days: string[],
): Promise<DayCount[]> {
  const rows = await db
    .selectFrom(table)
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<string>`count(*)`.as('n'),
    ])
    .where('created_at', '>=', since)
    .groupBy(sql`1`)
    .execute();
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/**
 * Errors the errors module received in the last week: its kept occurrences (`client_error_occurrences`,
 * client reports and server 5xx) created since; null while that table does not exist.
 */
async function errorsThisWeek(db: Kysely<Database>, now: Date): Promise<number | null> {
  const exists = await sql<{
    t: string | null;
  }>`select to_regclass('client_error_occurrences')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return null;
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const res = await sql<{
    n: string;
  }>`select count(*) as n from client_error_occurrences where created_at >= ${since}`.execute(db);
  return Number(res.rows[0]?.n ?? 0);
}

/** The figures of the 'Sistema' tab as of `now`. */
export async function systemFigures(db: Kysely<Database>, now: Date): Promise<SystemFigures> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DAYS - 1) * 86_400_000);
  const days = Array.from({ length: DAYS }, (_, i) =>
    new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
  const byPlan = await db
    .selectFrom('users')
    .select([
      'plan',
      sql<string>`count(*)`.as('n'),
      sql<string>`count(*) filter (where is_active)`.as('active'),
    ])
    .groupBy('plan')
    .execute();
  const docs = await db
    .selectFrom('documents')
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(pages), 0)`.as('pages'),
      sql<string>`coalesce(sum(size), 0)`.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  const chunks = await db
    .selectFrom('chunks')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const pdfs = await db
    .selectFrom('pdf_files')
    .select(sql<string>`coalesce(sum(size_bytes), 0)`.as('bytes'))
    .executeTakeFirstOrThrow();
  const jobs = await db
    .selectFrom('jobs')
    .select(['status', sql<string>`count(*)`.as('n')])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .groupBy('status')
    .execute();
  const jobCount = (s: string) => Number(jobs.find((j) => j.status === s)?.n ?? 0);
  return {
    users: {
      total: byPlan.reduce((sum, r) => sum + Number(r.n), 0),
      active: byPlan.reduce((sum, r) => sum + Number(r.active), 0),
      by_plan: Object.fromEntries(byPlan.map((r) => [r.plan, Number(r.n)])),
    },
    documents: Number(docs.n),
    pages: Number(docs.pages),
    chunks: Number(chunks.n),
    storage_bytes: Number(docs.bytes) + Number(pdfs.bytes),
    jobs: { queued: jobCount('queued'), running: jobCount('running'), failed: jobCount('failed') },
    errors_this_week: await errorsThisWeek(db, now),
    series: {
      signups: await perDay(db, 'users', since, days),
      analyses: await perDay(db, 'usage_events', since, days),
      documents: await perDay(db, 'documents', since, days),
    },
  };
}
