/**
 * SQL of the reports module: rows as the API sends them, the list and search queries (one indexed
 * page query plus one count), statistics computed in SQL and the template table.
 *
 * @module
 */
import {
  CompiledQuery,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { ReportListQuery, ReportStats, ReportStatus, ReportTemplate } from '@alegato/domain';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A report as the API sends it (`ReportSchema` of `@alegato/domain` plus owner, provider and error). */
export interface ReportRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  template_id: string;
  template_name: string | null;
  content: Record<string, string> | string;
  case_id: string | null;
  client_name: string;
  status: ReportStatus;
  ai_enhanced: boolean;
  ai_quality_score: number | null;
  ai_processed_at: string | null;
  ai_provider: string | null;
  generated_html: string | null;
  generated_pdf_path: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
}

/** Every column the API sends (never `tsv`). */
const COLUMNS = [
  'r.id',
  'r.user_id',
  'r.title',
  'r.description',
  'r.template_id',
  'r.template_name',
  'r.content',
  'r.case_id',
  'r.client_name',
  'r.status',
  'r.ai_enhanced',
  'r.ai_quality_score',
  'r.ai_processed_at',
  'r.ai_provider',
  'r.generated_html',
  'r.generated_pdf_path',
  'r.error_message',
  'r.created_at',
  'r.updated_at',
] as const;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toRow(r: Record<string, unknown>): ReportRow {
  const row = r as unknown as ReportRow & {
    created_at: Date | string;
    updated_at: Date | string;
    ai_processed_at: Date | string | null;
  };
  return {
    ...row,
    ai_quality_score: row.ai_quality_score === null ? null : Number(row.ai_quality_score),
    ai_processed_at: iso(row.ai_processed_at),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

/** One of the user's reports, or undefined (another user's report is not found either). */
export async function findReport(db: Db, userId: string, id: string): Promise<ReportRow | undefined> {
  const row = await db
    .selectFrom('reports as r')
    .select(COLUMNS)
    .where('r.user_id', '=', userId)
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Columns a service may write. */
export interface ReportWrite {
  title?: string;
  description?: string;
  template_id?: string;
  template_name?: string | null;
  content?: Record<string, string> | string;
  case_id?: string | null;
  client_name?: string;
  status?: ReportStatus;
  ai_enhanced?: boolean;
  ai_quality_score?: number | null;
  ai_processed_at?: Date | null;
  ai_provider?: string | null;
  generated_html?: string | null;
  generated_pdf_path?: string | null;
  error_message?: string | null;
}

function columns(w: ReportWrite) {
  const { content, ...rest } = w;
  return content === undefined ? rest : { ...rest, content: JSON.stringify(content) };
}

/** Inserts a draft report owned by `userId`; returns its id. */
export async function insertReport(
  db: Db,
  userId: string,
  values: ReportWrite & { title: string; template_id: string },
): Promise<string> {
  const { id } = await db
    .insertInto('reports')
    .values({
      ...columns(values),
      content: JSON.stringify(values.content ?? {}),
      title: values.title,
      template_id: values.template_id,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Applies `changes` to one of the user's reports and stamps `updated_at`. With `expectStatus`, only
 * while the report is still in that status (a concurrent change makes it a no-op). False when nothing
 * was updated.
 */
export async function updateReport(
  db: Db,
  userId: string,
  id: string,
  changes: ReportWrite,
  expectStatus?: ReportStatus,
): Promise<boolean> {
  let q = db
    .updateTable('reports')
    .set({ ...columns(changes), updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id);
  if (expectStatus) q = q.where('status', '=', expectStatus);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of the user's reports; false when there was none. */
export async function deleteReport(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('reports')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Deletes one of the user's reports and the rows of the PDFs rendered from it, in one transaction;
 * returns the PDFs' file keys, or null when there was no such report.
 */
export async function deleteReportAndPdfRows(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await deleteReport(trx, userId, id))) return null;
    const pdfs = await trx
      .deleteFrom('pdf_files')
      .where('user_id', '=', userId)
      .where('report_id', '=', id)
      .returning('file_key')
      .execute();
    return pdfs.map((p) => p.file_key);
  });
}

/**
 * Refreshes the planner's statistics of `reports` (with `vacuum`, a `VACUUM (ANALYZE)`: dead rows
 * reclaimed and the visibility map set, so the list's page ids are read from the index alone) and
 * returns its estimated row count.
 */
export async function analyzeReports(db: Kysely<Database>, { vacuum = false } = {}): Promise<number> {
  await (vacuum ? sql`vacuum (analyze) reports` : sql`analyze reports`).execute(db);
  const { rows } = await sql<{ n: number }>`
    select reltuples::int as n from pg_class where relname = 'reports'`.execute(db);
  return Math.max(0, Number(rows[0]?.n ?? 0));
}

/** The filters shared by list and search. */
function filters(
  eb: ExpressionBuilder<Database & { r: Database['reports'] }, 'r'>,
  userId: string,
  q: ReportListQuery,
): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [eb('r.user_id', '=', userId)];
  if (q.status_filter) and.push(eb('r.status', '=', q.status_filter));
  if (q.template_filter) and.push(eb('r.template_id', '=', q.template_filter));
  // Calendar days in Madrid time, both ends inclusive, on the creation date.
  if (q.date_from)
    and.push(
      eb('r.created_at', '>=', sql<Date>`(${q.date_from}::date)::timestamp at time zone 'Europe/Madrid'`),
    );
  if (q.date_to)
    and.push(
      eb('r.created_at', '<', sql<Date>`(${q.date_to}::date + 1)::timestamp at time zone 'Europe/Madrid'`),
    );
  if (q.ai_enhanced !== 'all') and.push(eb('r.ai_enhanced', '=', q.ai_enhanced === 'true'));
  return eb.and(and);
}

/** Whether `q` filters the list (else its total is the user's number of reports, `report_counts`). */
function filtered(q: ReportListQuery): boolean {
  return Boolean(q.status_filter || q.template_filter || q.date_from || q.date_to || q.ai_enhanced !== 'all');
}

/** The ORDER BY key of a sort field: titles case-insensitively (the `lower(title)` index). */
function sortKey(field: ReportListQuery['sort_by']) {
  return field === 'title' ? sql`lower(r.title)` : sql.ref(`r.${field}`);
}

/**
 * A report as the list and search send it: every column but `generated_html` (the detail route has
 * it), with `summary` (the report's plain text, first {@link SUMMARY_LENGTH} characters, whitespace
 * collapsed) and `has_generated_html` (what the card's 'PDF' rule needs from the HTML).
 */
export type ReportListRow = Omit<ReportRow, 'generated_html'> & {
  summary: string;
  has_generated_html: boolean;
};

/** Characters of a list item's `summary` (the generated column of migration 0023 cuts there). */
export const SUMMARY_LENGTH = 240;

/**
 * The list's columns: {@link COLUMNS} without `generated_html`, plus the summary and the HTML flag —
 * generated columns of `reports` (migration 0023: the HTML without tags and the common entities,
 * or the content's values, whitespace collapsed, cut at {@link SUMMARY_LENGTH}), kept by the
 * database on every write, so a list never reads the HTML nor runs a regular expression.
 */
const LIST_COLUMNS = [
  ...COLUMNS.filter((c) => c !== 'r.generated_html'),
  'r.summary',
  'r.has_generated_html',
] as const;

/** A page of reports and the total. */
export interface ReportPage {
  reports: ReportListRow[];
  total: number;
}

/**
 * The one statement of {@link listReports}: `(total, reports)`, the page as JSON array text. The
 * page's ids are read first, in order, from the `(user_id, <sort key>, id)` index alone; then each
 * id's stored `list_item` (migration 0024: the list item as JSON text, kept by the database on every
 * write) is read by primary key and the 20 texts are joined in the page's order (the order the
 * ids arrive in, as `json_agg` relied on before) — no item is built on a request, and
 * none for the rows an `offset` skips. The total comes in the same statement: the user's stored
 * count (`report_counts`, migration 0025) when `q` filters nothing, else a count of the filtered
 * rows through the same index. `reports` is `text`,
 * so neither engine's driver parses it. Exported so the `EXPLAIN` tests plan exactly what the list runs.
 */
export function listReportsQuery(db: Db, userId: string, q: ReportListQuery) {
  const pageIds = db
    .selectFrom('reports as r')
    .select('r.id')
    .where((eb) => filters(eb, userId, q))
    .orderBy(sortKey(q.sort_by), q.sort_order)
    .orderBy('r.id', q.sort_order)
    // The page size is written into the text (a validated integer): with it known, PostgreSQL settles
    // on one generic plan of a prepared statement instead of planning every page again (ADR 0036).
    .limit(sql.lit(q.per_page))
    .offset((q.page - 1) * q.per_page);
  // Unfiltered, the total is the user's stored count (migration 0025), one row instead of a count.
  const countQuery = filtered(q)
    ? db
        .selectFrom('reports as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .where((eb) => filters(eb, userId, q))
    : db.selectFrom('report_counts').select('n').where('user_id', '=', userId);
  return sql<{ total: number; reports: string }>`
    select coalesce((${countQuery}), 0) as total,
      coalesce((select '[' || string_agg(p.item, ',') || ']' from (
        select (select r.list_item from reports as r where r.id = k.id) as item
        from (${pageIds}) as k) as p), '[]') as reports`;
}

/** A page of the list as the database wrote it: the items as one JSON array text, and the total. */
export interface ReportPageJson {
  /** The page's {@link ReportListRow}s as a JSON array, sent as they are. */
  json: string;
  total: number;
}

/**
 * One page of the user's reports with the filters and sort of `q`, and the filtered total, in one
 * round trip ({@link listReportsQuery}), the items as the JSON array text the database joined: the
 * list route sends it as it is (ADR 0036). The route runs it through {@link createReportListStatements}.
 */
export async function listReportsJson(db: Db, userId: string, q: ReportListQuery): Promise<ReportPageJson> {
  return pageJson(await listReportsQuery(db, userId, q).execute(db));
}

function pageJson({ rows }: { rows: { total: number; reports: string }[] }): ReportPageJson {
  const row = rows[0];
  return { json: row?.reports ?? '[]', total: Number(row?.total ?? 0) };
}

/** Sentinel page of a shape's compilation: its offset, `(page - 1) × per_page`, stands for the offset. */
const SENTINEL_PAGE = 1_000_003;

/** What varies between two lists of one shape, each with the sentinel that stands for it. */
const VARYING = [
  ['\u0000user', (userId: string) => userId],
  ['\u0000status', (_: string, q: ReportListQuery) => q.status_filter],
  ['\u0000template', (_: string, q: ReportListQuery) => q.template_filter],
  ['\u0000from', (_: string, q: ReportListQuery) => q.date_from],
  ['\u0000to', (_: string, q: ReportListQuery) => q.date_to],
  ['\u0000offset', (_: string, q: ReportListQuery) => (q.page - 1) * q.per_page],
] as const;

/** Index in {@link VARYING} of the offset, whose sentinel depends on the shape's page size. */
const OFFSET = VARYING.length - 1;

/**
 * {@link listReportsJson} without building and compiling the statement on every request: the
 * statement of each shape of list (sort, order, which filters, `ai_enhanced`, page size) is compiled
 * once, with sentinels for the values that vary (user, filter values, offset), and later lists of that
 * shape put their values in the sentinels' places — the same SQL text, the same parameters as
 * {@link listReportsQuery} gives. One per router (no module-level state).
 */
export function createReportListStatements() {
  const compiled = new Map<string, { sql: string; slots: { index?: number; value?: unknown }[] }>();
  return {
    async list(db: Db, userId: string, q: ReportListQuery): Promise<ReportPageJson> {
      const key = [
        q.sort_by,
        q.sort_order,
        q.status_filter !== undefined,
        q.template_filter !== undefined,
        q.date_from !== undefined,
        q.date_to !== undefined,
        q.ai_enhanced,
        q.per_page,
      ].join('|');
      let statement = compiled.get(key);
      if (!statement) {
        const sentinels: ReportListQuery = {
          ...q,
          status_filter:
            q.status_filter === undefined ? undefined : ('\u0000status' as typeof q.status_filter),
          template_filter: q.template_filter === undefined ? undefined : '\u0000template',
          date_from: q.date_from === undefined ? undefined : '\u0000from',
          date_to: q.date_to === undefined ? undefined : '\u0000to',
          page: SENTINEL_PAGE,
        };
        const offset = (SENTINEL_PAGE - 1) * q.per_page;
        const c = listReportsQuery(db, '\u0000user', sentinels).compile(db);
        statement = {
          sql: c.sql,
          slots: c.parameters.map((value) => {
            const index = value === offset ? OFFSET : VARYING.findIndex(([sentinel]) => sentinel === value);
            return index < 0 ? { value } : { index };
          }),
        };
        if (compiled.size < 256) compiled.set(key, statement);
      }
      const parameters = statement.slots.map((slot) =>
        slot.index === undefined
          ? slot.value
          : (VARYING[slot.index] as (typeof VARYING)[number])[1](userId, q),
      );
      return pageJson(
        await db.executeQuery<{ total: number; reports: string }>(
          CompiledQuery.raw(statement.sql, parameters),
        ),
      );
    },
  };
}

/**
 * One page of the user's reports ({@link ReportListRow}: summaries, never the HTML) with the filters
 * and sort of `q`, and the filtered total: {@link listReportsJson} parsed.
 */
export async function listReports(db: Db, userId: string, q: ReportListQuery): Promise<ReportPage> {
  const { json, total } = await listReportsJson(db, userId, q);
  return { reports: JSON.parse(json) as ReportListRow[], total };
}

/**
 * The full-text query of a search text: each word (letters and digits) as a prefix term, all required,
 * stemmed and unaccented by `es_unaccent` (so 'arrendamiento' finds 'Arrendamiento' and
 * 'arrendamientos'). Null when the text has no word.
 */
export function searchTerms(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 16)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** Markers around matched words in `ts_headline`; never present in stored text (control characters). */
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** Field name → matched words of one search hit. */
export type Highlights = Record<string, string[]>;

/** A word between the markers. */
const MARKED = new RegExp(`${START}([^${STOP}]*)${STOP}`, 'g');

function termsIn(headline: string | null): string[] {
  if (!headline) return [];
  const out = new Set<string>();
  for (const m of headline.matchAll(MARKED)) if (m[1]) out.add(m[1]);
  return [...out];
}

/**
 * One page of the user's reports matching `text` (with the list filters), the total, and per hit the
 * matched words by field (`title`, `client_name`, `description`, `content`, `generated_html`). Ranked
 * by relevance unless `sortExplicit`, then in the list's sort.
 */
export async function searchReports(
  db: Db,
  userId: string,
  q: ReportListQuery,
  text: string,
  sortExplicit: boolean,
): Promise<ReportPage & { highlights: Map<string, Highlights> }> {
  const terms = searchTerms(text);
  if (!terms) return { reports: [], total: 0, highlights: new Map() };
  const tsq = sql`to_tsquery('es_unaccent'::regconfig, ${terms})`;
  let page = db
    .selectFrom('reports as r')
    .select(LIST_COLUMNS)
    .where((eb) => eb.and([filters(eb, userId, q), sql<SqlBool>`r.tsv @@ ${tsq}`]));
  page = sortExplicit
    ? page.orderBy(sortKey(q.sort_by), q.sort_order).orderBy('r.id', q.sort_order)
    : page
        .orderBy(sql`ts_rank_cd(r.tsv, ${tsq})`, 'desc')
        .orderBy('r.updated_at', 'desc')
        .orderBy('r.id');
  const [rows, total] = await Promise.all([
    page
      .limit(sql.lit(q.per_page))
      .offset((q.page - 1) * q.per_page)
      .execute(),
    db
      .selectFrom('reports as r')
      .select(sql<number>`count(*)::int`.as('n'))
      .where((eb) => eb.and([filters(eb, userId, q), sql<SqlBool>`r.tsv @@ ${tsq}`]))
      .executeTakeFirstOrThrow(),
  ]);
  const highlights = new Map<string, Highlights>();
  if (rows.length > 0) {
    const ids = rows.map((r) => r.id);
    const h = (expr: ReturnType<typeof sql>) =>
      sql<string | null>`ts_headline('es_unaccent'::regconfig, ${expr}, ${tsq}, ${HEADLINE_OPTIONS})`;
    const marked = await db
      .selectFrom('reports as r')
      .select([
        'r.id',
        h(sql`r.title`).as('title'),
        h(sql`r.client_name`).as('client_name'),
        h(sql`r.description`).as('description'),
        h(
          sql`(select coalesce(string_agg(v, ' '), '') from jsonb_each_text(case jsonb_typeof(r.content) when 'object' then r.content else jsonb_build_object('texto', r.content) end) as e(k, v))`,
        ).as('content'),
        h(sql`regexp_replace(coalesce(r.generated_html, ''), '<[^>]*>', ' ', 'g')`).as('generated_html'),
      ])
      .where('r.user_id', '=', userId)
      .where('r.id', 'in', ids)
      .execute();
    for (const m of marked) {
      const fields: Highlights = {};
      for (const f of ['title', 'client_name', 'description', 'content', 'generated_html'] as const) {
        const t = termsIn(m[f]);
        if (t.length > 0) fields[f] = t;
      }
      highlights.set(m.id, fields);
    }
  }
  return {
    reports: rows.map((r) => toRow(r) as unknown as ReportListRow),
    total: Number(total.n),
    highlights,
  };
}

/** Statistics of the user's reports (the semantics of `computeReportStats`, computed in SQL). */
export async function reportStats(db: Db, userId: string): Promise<ReportStats> {
  const [totals, templates] = await Promise.all([
    db
      .selectFrom('reports as r')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where r.status = 'draft'))::int`.as('draft'),
        sql<number>`(count(*) filter (where r.status = 'completed'))::int`.as('completed'),
        sql<number>`(count(*) filter (where r.status = 'generated'))::int`.as('generated'),
        sql<number>`(count(*) filter (where r.status = 'sent'))::int`.as('sent'),
        sql<number>`(count(*) filter (where r.ai_enhanced))::int`.as('ai'),
        sql<number>`(count(*) filter (where r.updated_at >= now() - interval '7 days'))::int`.as('recent'),
        sql<number>`(count(*) filter (where date_trunc('month', r.created_at at time zone 'Europe/Madrid') = date_trunc('month', now() at time zone 'Europe/Madrid')))::int`.as(
          'month',
        ),
      ])
      .where('r.user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reports as r')
      .select(['r.template_id', sql<number>`count(*)::int`.as('n')])
      .where('r.user_id', '=', userId)
      .groupBy('r.template_id')
      .orderBy('r.template_id')
      .execute(),
  ]);
  return {
    total_reports: Number(totals.total),
    by_status: {
      draft: Number(totals.draft),
      completed: Number(totals.completed),
      generated: Number(totals.generated),
      sent: Number(totals.sent),
    },
    by_template: Object.fromEntries(templates.map((t) => [t.template_id, Number(t.n)])),
    ai_enhanced_count: Number(totals.ai),
    recent_activity: Number(totals.recent),
    this_month: Number(totals.month),
  };
}

/** The stored templates in their order. */
export async function listTemplates(db: Db): Promise<ReportTemplate[]> {
  const rows = await db
    .selectFrom('report_templates')
    .select(['id', 'name', 'description', 'category', 'fields'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows as unknown as ReportTemplate[];
}

/** One stored template, or undefined. */
export async function findTemplate(db: Db, id: string): Promise<ReportTemplate | undefined> {
  const row = await db
    .selectFrom('report_templates')
    .select(['id', 'name', 'description', 'category', 'fields'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row as unknown as ReportTemplate | undefined;
}

/** How many report templates the database holds. */
export async function countTemplates(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('report_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
