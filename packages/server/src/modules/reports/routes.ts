/**
 * Reports API (spec §7 Reports backend, ADR 0011), mounted at `/api/reports` behind the bearer-token
 * middleware. Every answer is `{success: true, data}`; errors `{code, message}` in Spanish.
 *
 * - `POST /create` → 201 `data` = the report (with `enhance_with_ai` enhanced at once; with
 *   `generate_pdf` the PDF queued after the enhancement).
 * - `GET /list` → `ReportListResponse`; `GET /search?q` → plus `highlighted_results`.
 * - `GET /templates` → `{templates, total}`; `GET /stats` → `ReportStats`.
 * - `POST /cache/invalidate` → `{invalidated: true}` (no server cache exists); `GET /health`.
 * - `GET /:id`, `PUT /:id` (partial fields or the editor save) → the report; `DELETE /:id` →
 *   `{deleted: true}`.
 * - `GET /:id/docx` → the report as a Word document (`docx.ts`).
 * - `POST /enhance/:id` → `{report, quality_score}`; `POST /generate-pdf/:id` → 202 `{queued, job_id,
 *   report}`; `GET /download-pdf/:id` → `{download_url}`. A refused status change answers 409.
 *
 * Another user's report is 404, like an unknown one. Static paths come before `/:id`.
 *
 * @module
 */
import { planAllows } from '@alegato/domain';
import type { PlanEnforcer } from '../plans/service.js';
import { createEmbeddedEnhancer } from '../ai/enhancer.js';
import type { AuthenticatedUser } from '../../types.js';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { docxRoutes } from './docx.js';
import { REPORT_MESSAGES as M } from './messages.js';
import {
  countTemplates,
  createReportListStatements,
  listTemplates,
  reportStats,
  searchReports,
} from './repo.js';
import { CreateSchema, ListQuerySchema, PutSchema, SearchQuerySchema } from './schema.js';
import {
  createReport,
  downloadUrl,
  getReport,
  queuePdf,
  removeReport,
  runEnhancement,
  saveEditorHtml,
  updateReportFields,
  type ReportsDeps,
} from './service.js';
import { ensureTemplates } from './templates.js';
import { jsonTextResponse } from '../../http/json-text.js';

/** A path id that is not a UUID cannot name a report: 404 like any other unknown report. */
const reportParam = validate('param', z.object({ id: z.uuid().transform((id) => id.toLowerCase()) }), {
  notFound: M.notFound,
});

function page<T>(items: T[], total: number, q: { page: number; per_page: number }) {
  return {
    reports: items,
    total,
    page: q.page,
    per_page: q.per_page,
    has_next: q.page * q.per_page < total,
    has_prev: q.page > 1,
  };
}

/** What the reports router needs beyond the service's deps. */
export interface ReportRoutesOptions {
  /**
   * Plan enforcement: on plans without an external AI model (spec §6: estudiante) the report is
   * enhanced by the embedded composer even when a provider is configured (ADR 0026). @default none
   */
  plans?: PlanEnforcer;
}

/** The reports router; `deps.enhancer` and `deps.pdf` enable enhancement and PDFs. */
export function reportRoutes(deps: ReportsDeps, options: ReportRoutesOptions = {}): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  const embedded = createEmbeddedEnhancer();
  const listStatements = createReportListStatements();
  /** The deps for `user`: the embedded enhancer when the plan has no AI model and a provider is set. */
  const forPlan = async (user: AuthenticatedUser): Promise<ReportsDeps> => {
    if (!options.plans || !deps.enhancer || deps.enhancer.provider === 'embedded') return deps;
    const { plan } = await options.plans.context(user);
    return planAllows(plan, 'ai_model') ? deps : { ...deps, enhancer: embedded };
  };

  router.post('/create', validate('json', CreateSchema), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const report = await createReport(body.enhance_with_ai ? await forPlan(user) : deps, user.id, body);
    c.get('log').info({ user_id: user.id, action: 'report_create', outcome: 'ok' }, 'report created');
    return c.json({ success: true, data: report }, 201);
  });

  // The page's items arrive as the JSON text the database joined (ADR 0036) and are sent as they
  // are, inside the same envelope `page()` gives (same keys, same order).
  router.get('/list', validate('query', ListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { json, total } = await listStatements.list(db, c.get('user').id, q);
    const { reports: _items, ...rest } = page([], total, q);
    return jsonTextResponse(c, 'reports', json, rest);
  });

  router.get('/search', validate('query', SearchQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const sortExplicit = c.req.query('sort_by') !== undefined;
    const result = await searchReports(db, c.get('user').id, q, q.q, sortExplicit);
    return c.json({
      success: true,
      data: {
        ...page(result.reports, result.total, q),
        highlighted_results: result.reports.map((r) => ({
          report_id: r.id,
          highlights: result.highlights.get(r.id) ?? {},
        })),
      },
    });
  });

  router.get('/templates', async (c) => {
    await ensureTemplates(db);
    const templates = await listTemplates(db);
    return c.json({ success: true, data: { templates, total: templates.length } });
  });

  router.get('/stats', async (c) => {
    return c.json({ success: true, data: await reportStats(db, c.get('user').id) });
  });

  // There is no server-side cache of reports (every answer reads the database): nothing to drop.
  router.post('/cache/invalidate', (c) => c.json({ success: true, data: { invalidated: true } }));

  router.get('/health', async (c) => {
    await ensureTemplates(db);
    return c.json({
      success: true,
      data: {
        status: 'ok',
        templates: await countTemplates(db),
        ai_enhancement: deps.enhancer !== undefined,
        pdf_generation: deps.pdf !== undefined,
      },
    });
  });

  router.post('/enhance/:id', reportParam, async (c) => {
    const user = c.get('user');
    const report = await getReport(deps, user.id, c.req.valid('param').id);
    const result = await runEnhancement(await forPlan(user), user.id, report, c.req.raw.signal);
    c.get('log').info({ user_id: user.id, action: 'report_enhance', outcome: 'ok' }, 'report enhanced');
    return c.json({ success: true, data: result });
  });

  router.post('/generate-pdf/:id', reportParam, async (c) => {
    const user = c.get('user');
    const report = await getReport(deps, user.id, c.req.valid('param').id);
    const jobId = await queuePdf(deps, user.id, report);
    return c.json({ success: true, data: { queued: true, job_id: jobId, report } }, 202);
  });

  router.get('/download-pdf/:id', reportParam, async (c) => {
    const user = c.get('user');
    const report = await getReport(deps, user.id, c.req.valid('param').id);
    return c.json({ success: true, data: { download_url: await downloadUrl(deps, user.id, report) } });
  });

  router.route('/', docxRoutes(deps));

  router.get('/:id', reportParam, async (c) => {
    const report = await getReport(deps, c.get('user').id, c.req.valid('param').id);
    return c.json({ success: true, data: report });
  });

  router.put('/:id', reportParam, validate('json', PutSchema), async (c) => {
    const user = c.get('user');
    const id = c.req.valid('param').id;
    const put = c.req.valid('json');
    const report =
      put.kind === 'editor'
        ? await saveEditorHtml(deps, user.id, id, put.body)
        : await updateReportFields(deps, user.id, id, put.body);
    return c.json({ success: true, data: report });
  });

  router.delete('/:id', reportParam, async (c) => {
    const user = c.get('user');
    const id = c.req.valid('param').id;
    await removeReport(deps, user.id, id);
    c.get('log').info({ user_id: user.id, action: 'report_delete', outcome: 'ok' }, 'report deleted');
    return c.json({ success: true, data: { deleted: true } });
  });

  return router;
}
