/**
 * SQL of the IA Supervisor (Kysely): the runs of `ai_runs` and the answers of `smart_cache`, always
 * filtered by their owner. The same SQL runs on PGlite and PostgreSQL.
 *
 * @module
 */
import type { AiRunDetail, AiRunKind, AiRunOutcome, AiRunStats, AiRunSummary } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Filters of the runs list. */
export interface RunFilters {
  kind?: AiRunKind;
  outcome?: AiRunOutcome;
  /** Inclusive start (ISO date or date-time). */
  from?: Date;
  /** Exclusive end. */
  to?: Date;
  /** Words in the input summary. */
  q?: string;
}

const parse = <T>(v: unknown, fallback: T): T => {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  }
  return (v ?? fallback) as T;
};

function runsQuery(db: Kysely<Database>, userId: string, f: RunFilters) {
  let q = db
    .selectFrom('ai_runs as r')
    .leftJoin('documents as rd', 'rd.id', 'r.document_id')
    .where('r.user_id', '=', userId);
  if (f.kind) q = q.where('r.kind', '=', f.kind);
  if (f.outcome) q = q.where('r.outcome', '=', f.outcome);
  if (f.from) q = q.where('r.created_at', '>=', f.from);
  if (f.to) q = q.where('r.created_at', '<', f.to);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where(sql<boolean>`r.input_summary ilike ${like}`);
  }
  return q;
}

const SUMMARY_COLUMNS = [
  'r.id',
  'r.kind',
  'r.created_at',
  'r.input_summary',
  'r.engine',
  'r.duration_ms',
  'r.outcome',
  'r.quality_score',
  'r.passages',
  'r.citations_count',
  'r.citations_failed',
  'r.tool',
  'r.client',
  'r.auth',
  'r.document_id',
  'rd.filename as document_name',
  'r.case_id',
  'r.cache',
] as const;

type SummaryRow = {
  id: string;
  kind: AiRunKind;
  created_at: Date;
  input_summary: string;
  engine: string;
  duration_ms: number;
  outcome: AiRunOutcome;
  quality_score: number | null;
  passages: unknown;
  citations_count: number;
  citations_failed: number;
  tool: string | null;
  client: string | null;
  auth: 'token' | 'api_key';
  document_id: string | null;
  document_name: string | null;
  case_id: string | null;
  cache: 'hit' | 'miss' | null;
};

function toSummary(r: SummaryRow): AiRunSummary {
  return {
    id: r.id,
    kind: r.kind,
    created_at: new Date(r.created_at).toISOString(),
    input_summary: r.input_summary,
    engine: r.engine,
    duration_ms: Number(r.duration_ms),
    outcome: r.outcome,
    quality_score: r.quality_score === null ? null : Number(r.quality_score),
    passages_count: parse<unknown[]>(r.passages, []).length,
    citations_count: Number(r.citations_count),
    citations_failed: Number(r.citations_failed),
    tool: r.tool,
    client: r.client,
    auth: r.auth,
    document_id: r.document_id,
    document_name: r.document_name ?? null,
    case_id: r.case_id,
    cache: r.cache,
  };
}

/** A page of the user's runs, newest first, and how many match. */
export async function listRuns(
  db: Kysely<Database>,
  userId: string,
  filters: RunFilters,
  page: number,
  perPage: number,
): Promise<{ runs: AiRunSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    runsQuery(db, userId, filters)
      .select([...SUMMARY_COLUMNS])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    runsQuery(db, userId, filters)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { runs: rows.map((r) => toSummary(r as SummaryRow)), total: Number(count.n) };
}

/** One run of the user, or undefined (unknown or someone else's). */
export async function findRun(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<AiRunDetail | undefined> {
  const row = await db
    .selectFrom('ai_runs as r')
    .leftJoin('documents as rd', 'rd.id', 'r.document_id')
    .select([...SUMMARY_COLUMNS, 'r.output_summary', 'r.citations', 'r.error'])
    .where('r.user_id', '=', userId)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row as SummaryRow),
    output_summary: row.output_summary,
    passages: parse(row.passages, []),
    citations: parse(row.citations, []),
    error: row.error,
  };
}

/** `YYYY-MM-DD` of a date in UTC. */
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The user's runs per day (UTC) over the last `days` days, oldest first, days without runs with zeros:
 * runs, errors, p95 of the duration, cache hits and lookups; and the period's totals.
 */
export async function runStats(
  db: Kysely<Database>,
  userId: string,
  days: number,
  now: Date = new Date(),
): Promise<AiRunStats> {
  const last = day(now);
  const first = day(new Date(now.getTime() - (days - 1) * 86_400_000));
  const since = new Date(`${first}T00:00:00.000Z`);
  const perDay = await sql<{
    date: string;
    runs: number;
    errors: number;
    p95_ms: number | null;
    cache_hits: number;
    cache_lookups: number;
  }>`
    with days as (
      select (generate_series(${first}::date, ${last}::date, interval '1 day'))::date as day
    ), runs as (
      select (created_at at time zone 'UTC')::date as day, duration_ms, outcome, cache
      from ai_runs
      where user_id = ${userId} and created_at >= ${since}
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      count(runs.day)::int as runs,
      (count(*) filter (where runs.outcome = 'error'))::int as errors,
      percentile_cont(0.95) within group (order by runs.duration_ms) as p95_ms,
      (count(*) filter (where runs.cache = 'hit'))::int as cache_hits,
      count(runs.cache)::int as cache_lookups
    from days left join runs on runs.day = days.day
    group by days.day
    order by days.day`.execute(db);
  const totals = await sql<{
    runs: number;
    errors: number;
    citations: number;
    citations_failed: number;
    cache_hits: number;
    cache_lookups: number;
    p95_ms: number | null;
  }>`
    select count(*)::int as runs,
      (count(*) filter (where outcome = 'error'))::int as errors,
      coalesce(sum(citations_count), 0)::int as citations,
      coalesce(sum(citations_failed), 0)::int as citations_failed,
      (count(*) filter (where cache = 'hit'))::int as cache_hits,
      count(cache)::int as cache_lookups,
      percentile_cont(0.95) within group (order by duration_ms) as p95_ms
    from ai_runs
    where user_id = ${userId} and created_at >= ${since}`.execute(db);
  const t = totals.rows[0];
  const lookups = Number(t?.cache_lookups ?? 0);
  const p95 = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    days: perDay.rows.map((r) => ({
      date: r.date,
      runs: Number(r.runs),
      errors: Number(r.errors),
      p95_ms: p95(r.p95_ms),
      cache_hits: Number(r.cache_hits),
      cache_lookups: Number(r.cache_lookups),
    })),
    totals: {
      runs: Number(t?.runs ?? 0),
      errors: Number(t?.errors ?? 0),
      citations: Number(t?.citations ?? 0),
      citations_failed: Number(t?.citations_failed ?? 0),
      cache_hit_rate: lookups === 0 ? null : Number(t?.cache_hits ?? 0) / lookups,
      p95_ms: p95(t?.p95_ms),
    },
  };
}

/**
 * The fingerprint of the documents a user's search reads (their own and the public ones): how many,
 * and the newest creation and change. Any upload, deletion, reprocessing or import changes it.
 */
export async function documentsVersion(db: Kysely<Database>, userId: string): Promise<string> {
  const { rows } = await sql<{ n: number; created: string | null; updated: string | null }>`
    select count(*)::int as n,
      to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created,
      to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as updated
    from documents
    where user_id = ${userId} or is_public`.execute(db);
  const r = rows[0];
  return `${Number(r?.n ?? 0)}|${r?.created ?? ''}|${r?.updated ?? ''}`;
}
