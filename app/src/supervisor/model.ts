import {
  AI_RUN_KINDS,
  AI_RUN_OUTCOMES,
  planDefinition,
  type AiRunDetail,
  type AiRunStats,
  type AiRunSummary,
  type McpStatus,
  type SmartCacheAnswer,
} from '@alegato/domain';
import type {
  AiRunDetailItem,
  AiRunFilters,
  AiRunItem,
  CacheCollectionItem,
  EnginesSummary,
  McpStatusView,
  SmartCacheResult,
  SupervisorDay,
  SupervisorTotals,
} from '@alegato/ui';

/**
 * The IA Supervisor's model (issue 15 item 2): the runs table's filters, page and open run in the
 * address (`/iasupervisor?tipo=…&resultado=…&desde=…&hasta=…&q=…&pagina=…&ejecucion=…`), the request
 * keys, and the server's answers read into the design system's view models. Pure (types only from
 * `@alegato/ui`, so Node tests need no ui runtime); tested in model.test.ts.
 */

/** Runs per page (the server's default). */
export const RUNS_PAGE_SIZE = 20;
/** Days of the charts. */
export const STATS_DAYS = 30;
/** The SWR key (and path) of the charts' figures. */
export const STATS_KEY = `/api/supervisor/stats?days=${STATS_DAYS}`;
/** The SWR key (and path) of the MCP server's status. */
export const MCP_STATUS_KEY = '/mcp/status';
/** The SWR key (and path) of the collections. */
export const COLLECTIONS_KEY = '/collections';
/** The path of the smart cache. */
export const SMART_CACHE_PATH = '/mcp/smart_cache';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the address holds: the filters, the page and the run whose detail is open. */
export type RunsUrlState = { filters: AiRunFilters; page: number; run: string | null };

const oneOf = <T extends string>(values: readonly T[], v: string): T | '' =>
  (values as readonly string[]).includes(v) ? (v as T) : '';

/** Reads the address: unknown kinds, outcomes, bad dates, pages and ids fall back to none. */
export function readRunsUrl(params: URLSearchParams): RunsUrlState {
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return ISO_DATE.test(v) ? v : '';
  };
  const page = Number(params.get('pagina'));
  const run = params.get('ejecucion') ?? '';
  return {
    filters: {
      kind: oneOf(AI_RUN_KINDS, params.get('tipo') ?? ''),
      outcome: oneOf(AI_RUN_OUTCOMES, params.get('resultado') ?? ''),
      dateFrom: date('desde'),
      dateTo: date('hasta'),
      q: params.get('q') ?? '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    run: UUID.test(run) ? run : null,
  };
}

/** The address's query string for `state`, defaults left out. */
export function runsUrlParams(state: RunsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (filters.kind) params.set('tipo', filters.kind);
  if (filters.outcome) params.set('resultado', filters.outcome);
  if (filters.dateFrom) params.set('desde', filters.dateFrom);
  if (filters.dateTo) params.set('hasta', filters.dateTo);
  if (filters.q.trim() !== '') params.set('q', filters.q.trim());
  if (state.page > 1) params.set('pagina', String(state.page));
  if (state.run) params.set('ejecucion', state.run);
  return params;
}

/** The SWR key (and path) of a page of runs: `GET /api/supervisor/runs?page&per_page&kind&outcome&from&to&q`. */
export function runsKey(filters: AiRunFilters, page: number): string {
  const q = new URLSearchParams({ page: String(page), per_page: String(RUNS_PAGE_SIZE) });
  if (filters.kind) q.set('kind', filters.kind);
  if (filters.outcome) q.set('outcome', filters.outcome);
  if (filters.dateFrom) q.set('from', filters.dateFrom);
  if (filters.dateTo) q.set('to', filters.dateTo);
  if (filters.q.trim() !== '') q.set('q', filters.q.trim());
  return `/api/supervisor/runs?${q.toString()}`;
}

/** The SWR key (and path) of one run. */
export function runKey(id: string): string {
  return `/api/supervisor/runs/${encodeURIComponent(id)}`;
}

/** A listed run as the table shows it. */
export function toAiRunItem(run: AiRunSummary): AiRunItem {
  return {
    id: run.id,
    kind: run.kind,
    createdAt: run.created_at,
    inputSummary: run.input_summary,
    engine: run.engine,
    durationMs: run.duration_ms,
    outcome: run.outcome,
    qualityScore: run.quality_score,
    passages: run.passages_count,
    citations: run.citations_count,
    citationsFailed: run.citations_failed,
    tool: run.tool,
    client: run.client,
    auth: run.auth,
  };
}

/** A run in full as the detail shows it. */
export function toAiRunDetailItem(run: AiRunDetail): AiRunDetailItem {
  const { passages: _passages, citations: _citations, ...summary } = toAiRunItem(run);
  return {
    ...summary,
    outputSummary: run.output_summary,
    error: run.error,
    documentName: run.document_name,
    cache: run.cache,
    citations: run.citations.map((c) => ({
      label: c.label,
      page: c.page,
      article: c.article,
      verified: c.verified,
    })),
    passages: run.passages.map((p) => ({ source: p.source, page: p.page, article: p.article, text: p.text })),
  };
}

/** The charts' days and totals. */
export function toSupervisorStats(stats: AiRunStats): { days: SupervisorDay[]; totals: SupervisorTotals } {
  return {
    days: stats.days.map((d) => ({
      date: d.date,
      runs: d.runs,
      errors: d.errors,
      p95Ms: d.p95_ms,
      cacheHits: d.cache_hits,
      cacheLookups: d.cache_lookups,
    })),
    totals: {
      runs: stats.totals.runs,
      errors: stats.totals.errors,
      citations: stats.totals.citations,
      citationsFailed: stats.totals.citations_failed,
      cacheHitRate: stats.totals.cache_hit_rate,
      p95Ms: stats.totals.p95_ms,
    },
  };
}

/** The MCP status with its endpoint made absolute: `base` (the API's base URL, or the page's origin) + path. */
export function toMcpStatusView(status: McpStatus, origin: string): McpStatusView {
  return {
    state: status.state,
    // As the HTTP client builds its URLs: the base (with any path prefix) then the path.
    endpointUrl: `${origin.replace(/\/+$/, '')}${status.endpoint.startsWith('/') ? '' : '/'}${status.endpoint}`,
    transport: status.transport,
    serverName: status.server.name,
    serverVersion: status.server.version,
    tools: status.tools.map((t) => ({ name: t.name, title: t.title, description: t.description })),
    recentClients: status.recent_clients.map((c) => ({
      name: c.name,
      version: c.version,
      lastSeen: c.last_seen,
      calls: c.calls,
      auth: c.auth,
    })),
    apiAccess: status.api_access,
  };
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The name the smart cache takes for every collection. */
export const ALL_COLLECTIONS = 'all';

/**
 * `GET /collections` → the collections to choose from: every collection (`all`, labelled `allLabel`)
 * first, then the public ones, then the user's; nameless ones left out.
 */
export function toCacheCollections(body: unknown, allLabel: string): CacheCollectionItem[] {
  const list = record(record(body).data).collections;
  const items = (Array.isArray(list) ? list : []).flatMap((c) => {
    const name = str(record(c).name);
    return name && name !== ALL_COLLECTIONS ? [{ name, public: record(c).public === true }] : [];
  });
  return [
    { name: ALL_COLLECTIONS, public: false, label: allLabel },
    ...items.filter((c) => c.public),
    ...items.filter((c) => !c.public),
  ];
}

/** The collection chosen when the user has chosen none: the first (every collection). */
export function defaultCollection(collections: readonly CacheCollectionItem[]): string {
  return collections[0]?.name ?? '';
}

/** Copy the engines summary needs (from `es.supervisor.cache`). */
export type EnginesCopy = {
  limitPlan: string;
  limitAnalyses: string;
  limitUpload: string;
  limitSearch: string;
  unlimited: string;
};

/** '52428800' → '50 MB'. */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * `GET /system/capabilities` → the engines and limits: the search engine, the AI provider and model
 * (`embedded` without one), the OCR's languages (null when off), the user's plan and its monthly
 * analyses (from the plan table, or the domain's when the server sends none), the upload size and the
 * search rate.
 */
export function toEnginesSummary(body: unknown, planId: string | null, copy: EnginesCopy): EnginesSummary {
  const data = record(record(body).data);
  const engines = record(data.engines);
  const search = str(engines.search) ?? str(record(data.search).engine) ?? '—';
  const ai = record(engines.ai).provider ? record(engines.ai) : record(data.ai);
  const provider = str(ai.provider) ?? 'embedded';
  const model = str(ai.model);
  const ocr = record(engines.ocr).languages ? record(engines.ocr) : record(data.ocr);
  const languages = Array.isArray(ocr.languages) ? ocr.languages.filter((l) => typeof l === 'string') : [];
  const plan = planDefinition(planId);
  const row = Array.isArray(data.plans) ? data.plans.map(record).find((p) => p.id === plan.id) : undefined;
  const analyses = row
    ? num(row.analyses_per_month)
    : plan.analyses_per_month < 0
      ? null
      : plan.analyses_per_month;
  const limits = record(data.limits);
  const upload = num(limits.upload_max_bytes);
  const searchRate = record(record(limits.rate_limits).search);
  const perWindow = num(searchRate.per_window);
  const windowSeconds = num(searchRate.window_seconds);
  const versions = record(data.versions);
  return {
    searchEngine: search,
    aiProvider: model ? `${provider} · ${model}` : provider,
    ocrLanguages: ocr.enabled === false || languages.length === 0 ? null : languages,
    limits: [
      { key: 'plan', label: copy.limitPlan, value: str(row?.label) ?? plan.label },
      {
        key: 'analyses',
        label: copy.limitAnalyses,
        value: analyses === null ? copy.unlimited : String(analyses),
      },
      ...(upload === null ? [] : [{ key: 'upload', label: copy.limitUpload, value: megabytes(upload) }]),
      ...(perWindow === null || windowSeconds === null || windowSeconds <= 0
        ? []
        : [
            {
              key: 'search',
              label: copy.limitSearch,
              value: String(Math.round((perWindow * 60) / windowSeconds)),
            },
          ]),
    ],
    version: str(versions.server) ?? str(data.version),
  };
}

/** How many passages a cached `/query/mixed` answer holds (`chunks`, else `fuentes`). */
export function answerResultCount(answer: Record<string, unknown>): number {
  if (Array.isArray(answer.chunks)) return answer.chunks.length;
  if (Array.isArray(answer.fuentes)) return answer.fuentes.length;
  return 0;
}

/** The smart cache's answer as the panel shows it. */
export function toSmartCacheResult(answer: SmartCacheAnswer): SmartCacheResult {
  return {
    cache: answer.cache,
    ageSeconds: answer.age_seconds,
    resultCount: answerResultCount(answer.answer),
  };
}
