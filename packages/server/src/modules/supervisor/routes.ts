/**
 * The IA Supervisor's API (issue 15 item 2, ADR 0033), behind `requireUser`:
 *
 * - `GET /api/supervisor/runs?page&per_page(20, ≤ 100)&kind&outcome&from&to&q` → `{success, data:
 *   AiRunPage}`: the caller's AI runs, newest first; `from`/`to` are ISO dates (inclusive) or date-times,
 *   `q` words of the input summary.
 * - `GET /api/supervisor/runs/{id}` → `{success, data: AiRunDetail}`; 404 for an unknown or foreign id.
 * - `GET /api/supervisor/stats?days=30 (1–90)` → `{success, data: AiRunStats}`: per UTC day, oldest
 *   first, days without runs with zeros.
 *
 * And, mounted at `/mcp` (spec §7), the smart cache:
 *
 * - `POST /mcp/smart_cache` (form or JSON: query, user_id, collection (`all`), force_refresh) →
 *   `{success, data: SmartCacheAnswer}`: the `/query/mixed` search, kept per user, collection and
 *   normalised query until the user's documents (or the public ones) change.
 * - `POST /mcp/enhanced_analysis` (caso_id, user_id, use_cache (true), analysis_type) → `{success, data:
 *   {analysis, cache, age_seconds, cached_at}}`: the newest stored analysis of the case when it is of
 *   the depth asked and newer than the case's documents (no analysis spent), else the case analysis
 *   run and stored as `POST /legal/case_analysis` does (metered). 404 unknown or foreign case.
 *
 * Both record an AI run (`search` / `case_analysis`, with `cache: hit | miss`).
 *
 * @module
 */
import { depthCapability, type AiRunPassage } from '@alegato/domain';
import { ANALYSIS_DEPTHS, type AnalysisDepth } from '@alegato/legal-nlp';
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { describeRoute, validate } from '../../middleware/validate.js';
import type { AppEnv, AuthenticatedUser } from '../../types.js';
import { requestMeta } from '../auth/audit.js';
import type { CaseAnalysisDeps, CaseAnalysisDto } from '../caseAnalysis/service.js';
import { CASE_ANALYSIS_MESSAGES, newestCaseAnalysis, runCaseAnalysis } from '../caseAnalysis/service.js';
import { findOwnedCase } from '../cases/service.js';
import { FormBool, SEARCH_MESSAGES } from '../documents/routes.js';
import { depthFor, withPlan, type PlanEnforcer } from '../plans/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import type { LegislationSearch } from '../search/engine.js';
import { mixedSearch, SearchCache, type MixedChunk } from '../search/service.js';
import { outcomeOf, passage } from './describe.js';
import { recordAiRun, type SupervisorDeps } from './record.js';
import { documentsVersion, findRun, listRuns, runStats } from './repo.js';
import { AI_RUN_KINDS, AI_RUN_OUTCOMES } from '@alegato/domain';

/** Spanish messages of the supervisor's endpoints. */
export const SUPERVISOR_MESSAGES = {
  runNotFound: 'No se ha encontrado esta ejecución de IA.',
  days: 'days debe ser un número entero entre 1 y 90.',
} as const;

const invalid = REPORT_MESSAGES.fieldInvalid;
const positiveInt = (field: string) =>
  z.coerce
    .number({ error: invalid(field) })
    .int(invalid(field))
    .positive(invalid(field));
const empty = z.literal('').transform(() => undefined);

/** A date (`2026-05-01`: from its start, or to its end) or a date-time. */
const dateOrTime = (field: string, end: boolean) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(v) && z.iso.date().safeParse(v).success) {
        const d = new Date(`${v}T00:00:00.000Z`);
        return end ? new Date(d.getTime() + 86_400_000) : d;
      }
      const d = new Date(v);
      if (!z.iso.datetime({ offset: true }).safeParse(v).success || Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: invalid(field) });
        return z.NEVER;
      }
      return end ? new Date(d.getTime() + 1) : d;
    });

/** `GET /api/supervisor/runs`. */
export const RunsQuerySchema = z.object({
  page: positiveInt('page').default(1),
  per_page: positiveInt('per_page').max(100, invalid('per_page')).default(20),
  kind: z
    .enum(AI_RUN_KINDS, { error: invalid('kind') })
    .optional()
    .or(empty),
  outcome: z
    .enum(AI_RUN_OUTCOMES, { error: invalid('outcome') })
    .optional()
    .or(empty),
  from: dateOrTime('from', false).optional(),
  to: dateOrTime('to', true).optional(),
  q: z.string().trim().max(200, invalid('q')).optional(),
});

/** `GET /api/supervisor/stats`. */
export const StatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: SUPERVISOR_MESSAGES.days })
    .int(SUPERVISOR_MESSAGES.days)
    .min(1, SUPERVISOR_MESSAGES.days)
    .max(90, SUPERVISOR_MESSAGES.days)
    .default(30),
});

const RunParamSchema = z.object({ id: z.uuid() });

/** `/api/supervisor` — runs (list, detail) and stats. */
export function supervisorRoutes(deps: SupervisorDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  router.get(
    '/runs',
    describeRoute({
      summary: 'Ejecuciones de IA del usuario',
      description:
        'Análisis, respuestas del chat, borradores, cuadros de revisión, mejoras de informes, búsquedas de la caché inteligente y llamadas MCP, de la más reciente a la más antigua; filtros por tipo, resultado, fechas y texto.',
      tags: ['supervisor'],
    }),
    validate('query', RunsQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const { runs, total } = await listRuns(
        db,
        c.get('user').id,
        {
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.outcome ? { outcome: q.outcome } : {}),
          ...(q.from ? { from: q.from } : {}),
          ...(q.to ? { to: q.to } : {}),
          ...(q.q ? { q: q.q } : {}),
        },
        q.page,
        q.per_page,
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: { runs, total, page: q.page, per_page: q.per_page } });
    },
  );
  router.get(
    '/runs/:id',
    describeRoute({
      summary: 'Una ejecución de IA',
      description: 'Con los pasajes que usó, las citas que hizo y si cada una pasó la comprobación.',
      tags: ['supervisor'],
      responses: { '200': 'La ejecución', '404': 'Desconocida o de otro usuario' },
    }),
    validate('param', RunParamSchema, { notFound: SUPERVISOR_MESSAGES.runNotFound }),
    async (c) => {
      const run = await findRun(db, c.get('user').id, c.req.valid('param').id);
      if (!run) throw AppError.notFound(SUPERVISOR_MESSAGES.runNotFound);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: run });
    },
  );
  router.get(
    '/stats',
    describeRoute({
      summary: 'Cifras de las ejecuciones de IA',
      description:
        'Por día (UTC), del más antiguo al más reciente: ejecuciones, errores, p95 de la duración y aciertos de la caché; y los totales del periodo.',
      tags: ['supervisor'],
    }),
    validate('query', StatsQuerySchema),
    async (c) => {
      const stats = await runStats(db, c.get('user').id, c.req.valid('query').days);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: stats });
    },
  );
  return router;
}

/** Deps of {@link smartCacheRoutes}. */
export interface SmartCacheDeps extends SupervisorDeps {
  legislation: LegislationSearch;
  analysis: CaseAnalysisDeps;
  plans: PlanEnforcer;
}

/** Collections that mean every one (as `/consulta/*` reads them). */
const ALL_COLLECTIONS = new Set(['', 'all', 'todas', 'todos']);

/** The cache key of a query: folded case and accents, single spaces. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `POST /mcp/smart_cache`. */
export const SmartCacheSchema = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.queryRequired)
    .max(1000, SEARCH_MESSAGES.queryTooLong),
  user_id: z.string().optional(),
  collection: z
    .string()
    .trim()
    .max(200, invalid('collection'))
    .optional()
    .transform((v) => (ALL_COLLECTIONS.has((v ?? '').toLowerCase()) ? 'all' : (v ?? 'all'))),
  force_refresh: FormBool.optional(),
});

const Uuid = z.uuid();

/** Spanish and English names of the depths ('completo', 'complete'), as `/legal/case_analysis` reads them. */
const DEPTHS: Record<string, AnalysisDepth> = {
  basic: 'basic',
  basico: 'basic',
  complete: 'complete',
  completo: 'complete',
  expert: 'expert',
  experto: 'expert',
};

/** `POST /mcp/enhanced_analysis`. */
export const EnhancedAnalysisSchema = z.object({
  caso_id: z
    .string()
    .optional()
    .transform((id) => (Uuid.safeParse((id ?? '').trim()).success ? (id ?? '').trim() : null)),
  user_id: z.string().optional(),
  use_cache: FormBool.optional(),
  analysis_type: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const key = (v ?? '').trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
      if (key === '') return undefined;
      const depth = DEPTHS[key];
      if (!depth || !ANALYSIS_DEPTHS.includes(depth))
        ctx.addIssue({ code: 'custom', message: CASE_ANALYSIS_MESSAGES.depth });
      return depth ?? 'complete';
    }),
});

const authOf = (user: AuthenticatedUser): 'api_key' | 'token' => (user.apiKeyId ? 'api_key' : 'token');

/** The status and Spanish message of a failure, as the error handler will answer it. */
function failure(err: unknown): { status: number; message: string } {
  if (err instanceof AppError) return { status: err.status, message: err.message };
  return { status: 500, message: err instanceof Error ? err.message : String(err) };
}

/** `/query/mixed`'s `fuentes`: each document found, with its pages. */
function sourcesOf(chunks: readonly MixedChunk[]) {
  const seen = new Map<string, { documento: string; document_id: string; paginas: number[] }>();
  for (const ch of chunks) {
    const entry = seen.get(ch.metadatos.document_id) ?? {
      documento: ch.fuente,
      document_id: ch.metadatos.document_id,
      paginas: [],
    };
    for (const p of ch.metadatos.pages) if (!entry.paginas.includes(p)) entry.paginas.push(p);
    seen.set(ch.metadatos.document_id, entry);
  }
  return [...seen.values()];
}

const secondsSince = (at: Date, now: number) => Math.max(0, Math.floor((now - at.getTime()) / 1000));

/** `/mcp/smart_cache` and `/mcp/enhanced_analysis` (spec §7), mounted at `/mcp`. */
export function smartCacheRoutes(deps: SmartCacheDeps): Hono<AppEnv> {
  const { db } = deps;
  const search = { db, legislation: deps.legislation, cache: new SearchCache(1) };
  const router = new Hono<AppEnv>();

  /** Runs `work`, recording the AI run whatever the outcome. */
  async function recorded<T>(
    c: Context<AppEnv>,
    run: { kind: 'search' | 'case_analysis'; inputSummary: string; caseId?: string | null },
    work: () => Promise<{
      result: T;
      cache: 'hit' | 'miss';
      outputSummary: string;
      passages: AiRunPassage[];
    }>,
  ): Promise<T> {
    const user = c.get('user');
    const started = performance.now();
    const base = {
      userId: user.id,
      kind: run.kind,
      inputSummary: run.inputSummary,
      engine: 'embedded',
      auth: authOf(user),
      caseId: run.caseId ?? null,
    };
    try {
      const done = await work();
      await recordAiRun(deps, {
        ...base,
        durationMs: performance.now() - started,
        outcome: 'ok',
        outputSummary: done.outputSummary,
        passages: done.passages,
        cache: done.cache,
      });
      return done.result;
    } catch (err) {
      const { status, message } = failure(err);
      await recordAiRun(deps, {
        ...base,
        durationMs: performance.now() - started,
        outcome: outcomeOf(status),
        error: message,
      });
      throw err;
    }
  }

  router.post(
    '/smart_cache',
    describeRoute({
      summary: 'Búsqueda con caché inteligente',
      description:
        'La búsqueda de `/query/mixed`, guardada por usuario, colección y consulta normalizada hasta que cambian los documentos del usuario (o los públicos); `force_refresh` la repite.',
      tags: ['mcp'],
    }),
    validate('form', SmartCacheSchema),
    async (c) => {
      const input = c.req.valid('form');
      assertSameUser(c, input.user_id);
      const user = c.get('user');
      const collection = input.collection;
      const key = normaliseQuery(input.query);
      const data = await recorded(
        c,
        {
          kind: 'search',
          inputSummary: collection === 'all' ? input.query : `${input.query} · ${collection}`,
        },
        async () => {
          const version = await documentsVersion(db, user.id);
          const now = Date.now();
          const stored = input.force_refresh
            ? undefined
            : await db
                .selectFrom('smart_cache')
                .select(['answer', 'documents_version', 'created_at'])
                .where('user_id', '=', user.id)
                .where('collection', '=', collection)
                .where('query_key', '=', key)
                .executeTakeFirst();
          let answer: Record<string, unknown>;
          let cachedAt: Date;
          let cache: 'hit' | 'miss';
          if (stored && stored.documents_version === version) {
            answer = (
              typeof stored.answer === 'string' ? JSON.parse(stored.answer) : stored.answer
            ) as Record<string, unknown>;
            cachedAt = new Date(stored.created_at);
            cache = 'hit';
          } else {
            const result = await mixedSearch(search, {
              userId: user.id,
              query: input.query,
              topK: 10,
              type: 'auto',
              includePublic: true,
              ranking: 'bm25f',
              // This cache is the cache: the search itself runs afresh.
              useCache: false,
            });
            let chunks = result.chunks;
            if (collection !== 'all') {
              const ids = [...new Set(chunks.map((ch) => ch.metadatos.document_id))];
              const inCollection = new Set(
                ids.length === 0
                  ? []
                  : (
                      await db
                        .selectFrom('documents')
                        .select('id')
                        .where('id', 'in', ids)
                        .where((eb) => eb.or([eb('collection', '=', collection), eb('is_public', '=', true)]))
                        .execute()
                    ).map((r) => r.id),
              );
              chunks = chunks.filter((ch) => inCollection.has(ch.metadatos.document_id));
            }
            const message = result.onlyStopWords
              ? SEARCH_MESSAGES.onlyStopWords
              : result.noWords
                ? SEARCH_MESSAGES.noWords
                : undefined;
            answer = { chunks, fuentes: sourcesOf(chunks), ...(message ? { message } : {}) };
            cachedAt = new Date(now);
            cache = 'miss';
            const row = {
              user_id: user.id,
              collection,
              query_key: key,
              query: input.query,
              answer: JSON.stringify(answer),
              documents_version: version,
              created_at: cachedAt,
            };
            await db
              .insertInto('smart_cache')
              .values(row)
              .onConflict((oc) =>
                oc.columns(['user_id', 'collection', 'query_key']).doUpdateSet({
                  query: row.query,
                  answer: row.answer,
                  documents_version: row.documents_version,
                  created_at: row.created_at,
                }),
              )
              .execute();
          }
          const chunks = (Array.isArray(answer.chunks) ? answer.chunks : []) as MixedChunk[];
          return {
            result: {
              query: input.query,
              collection,
              cache,
              age_seconds: cache === 'hit' ? secondsSince(cachedAt, now) : 0,
              cached_at: cachedAt.toISOString(),
              answer,
            },
            cache,
            outputSummary: `${chunks.length} fragmentos`,
            passages: chunks.map((ch) =>
              passage(ch.fuente, ch.metadatos.pages[0] ?? null, ch.texto, ch.metadatos.article ?? null),
            ),
          };
        },
      );
      return c.json({ success: true, data });
    },
  );

  router.post(
    '/enhanced_analysis',
    describeRoute({
      summary: 'Análisis del caso con caché',
      description:
        'El análisis guardado más reciente del caso si es de la profundidad pedida y posterior a sus documentos (no consume análisis del plan); si no, el análisis del caso como en `/legal/case_analysis`.',
      tags: ['mcp'],
      responses: {
        '200': 'El análisis, de la caché o recién hecho',
        '404': 'Caso desconocido o de otro usuario',
      },
    }),
    validate('form', EnhancedAnalysisSchema),
    async (c) => {
      const input = c.req.valid('form');
      assertSameUser(c, input.user_id);
      if (input.caso_id === null) throw AppError.notFound(REPORT_MESSAGES.caseNotFound);
      const user = c.get('user');
      const caseId = input.caso_id;
      const kase = await findOwnedCase(db, user.id, caseId);
      if (!kase) throw AppError.notFound(REPORT_MESSAGES.caseNotFound);
      const requested = input.analysis_type;
      const capabilities = requested ? [depthCapability(requested)] : [];
      const data = await recorded<{
        analysis: CaseAnalysisDto;
        cache: 'hit' | 'miss';
        age_seconds: number;
        cached_at: string;
      }>(
        c,
        { kind: 'case_analysis', inputSummary: [kase.title, requested].filter(Boolean).join(' · '), caseId },
        async () => {
          const now = Date.now();
          if (input.use_cache ?? true) {
            // The depth the analysis would run at; a depth the plan lacks is refused here too.
            const plan = await deps.plans.require(user, capabilities);
            const depth = depthFor(plan, requested);
            const stored = await newestCaseAnalysis(db, user.id, caseId);
            const { rows } = await sql<{ changed: Date | null; ready: number }>`
            select max(greatest(created_at, updated_at)) as changed,
              (count(*) filter (where status = 'ready'))::int as ready
            from documents where user_id = ${user.id} and case_id = ${caseId}`.execute(db);
            const docs = rows[0];
            const changed = docs?.changed ? new Date(docs.changed).getTime() : 0;
            if (
              stored &&
              stored.analysis_type === depth &&
              new Date(stored.created_at).getTime() >= changed &&
              Number(docs?.ready ?? 0) === stored.analysis.documents.length + stored.analysis.skipped.length
            ) {
              const cachedAt = new Date(stored.created_at);
              return {
                result: {
                  analysis: stored,
                  cache: 'hit' as const,
                  age_seconds: secondsSince(cachedAt, now),
                  cached_at: cachedAt.toISOString(),
                },
                cache: 'hit' as const,
                outputSummary: stored.summary,
                passages: [],
              };
            }
          }
          const analysis = await withPlan(deps.plans, user, 'case_analysis', capabilities, (plan) =>
            runCaseAnalysis(deps.analysis, requestMeta(c), user.id, caseId, depthFor(plan, requested)),
          );
          return {
            result: { analysis, cache: 'miss' as const, age_seconds: 0, cached_at: analysis.created_at },
            cache: 'miss' as const,
            outputSummary: analysis.summary,
            passages: analysis.analysis.decisions.map((d) => passage(d.document, d.page, d.passage)),
          };
        },
      );
      c.get('log').info(
        { user_id: user.id, action: 'enhanced_analysis', outcome: 'ok', cache: data.cache },
        'case analysis through the cache',
      );
      return c.json({ success: true, data });
    },
  );

  return router;
}
