/**
 * Document analysis (spec §7 Queries and documents, issue 13 item 3, ADR 0024), behind `requireUser`,
 * mounted at `/document`. Bodies are form-encoded or JSON.
 *
 * - `POST /document/analyze` (document_filename, user_id, analysis_type `general` | `entidades` |
 *   `resumen` | `riesgos` | `citas` (default general), similarity_threshold 0..1 (default 0: summary
 *   sentences scoring under this share of the best one are left out)) → `{success, data: {analysis_id,
 *   source, analysis}}`, at `complete` depth, with only the sections the type asks for.
 * - `POST /document/comprehensive_legal_analysis` (document_filename, user_id, analysis_depth `basic` |
 *   `complete` | `expert` (default complete), include_claude (accepted; with no provider the embedded
 *   engine answers and `source` says `alegato-nlp`), language (`es` only)) → the same shape, every
 *   section of the depth.
 * - `GET /document/analysis/{document}?user_id` → `{success, source, analysis, data: {analysis_id,
 *   source, analysis, kind, depth, created_at}}`: the newest stored analysis; 404 when there is none.
 *
 * Errors: unknown or someone else's document 404 (audited), still processing or failed 409
 * (`resolveDocument`); bad depth, type, threshold or language 400; no text 422; over the time limit
 * 504. Nothing is stored when the analysis fails.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { requestMeta } from '../auth/audit.js';
import { depthCapability } from '@alegato/domain';
import { depthFor, timeoutFor, withPlan, type PlanContext, type PlanEnforcer } from '../plans/service.js';
import type { LegislationSearch } from '../search/engine.js';
import { createAnalysisEngine, type AnalysisEngine } from './engine.js';
import {
  ANALYSIS_MESSAGES,
  ANALYSIS_TYPES,
  latestAnalysis,
  runAnalysis,
  type AnalysisType,
} from './service.js';

/** What the analysis routes need. */
export interface AnalysisDeps {
  db: Kysely<Database>;
  /** The public legislation's index (cited norms, related legislation at expert depth). */
  legislation: LegislationSearch;
  /** The engine's thread. @default a new one, started on the first analysis */
  engine?: AnalysisEngine;
  /** Longest an analysis may take, in milliseconds. @default the plan's, else 120000 (spec §9) */
  timeoutMs?: number;
  /** Plan enforcement (ADR 0026): each analysis is metered; depth and AI model checked. @default none */
  plans?: PlanEnforcer;
}

const DocumentRef = z
  .string({ error: ANALYSIS_MESSAGES.documentRequired })
  .trim()
  .min(1, ANALYSIS_MESSAGES.documentRequired)
  .max(500, ANALYSIS_MESSAGES.documentRequired);

const Bool = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const fold = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** `POST /document/analyze`. */
export const AnalyzeSchema = z.object({
  document_filename: DocumentRef,
  user_id: z.string().optional(),
  analysis_type: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const type = fold(v ?? '') || 'general';
      if (!(ANALYSIS_TYPES as readonly string[]).includes(type))
        ctx.addIssue({ code: 'custom', message: ANALYSIS_MESSAGES.type });
      return type as AnalysisType;
    }),
  similarity_threshold: z.coerce
    .number({ error: ANALYSIS_MESSAGES.threshold })
    .min(0, ANALYSIS_MESSAGES.threshold)
    .max(1, ANALYSIS_MESSAGES.threshold)
    .optional(),
});

/** `POST /document/comprehensive_legal_analysis`. */
export const ComprehensiveSchema = z.object({
  document_filename: DocumentRef,
  user_id: z.string().optional(),
  analysis_depth: z
    .string()
    .optional()
    .transform((v, ctx) => {
      // Not given: the plan's depth up to complete (`depthFor`).
      const depth = fold(v ?? '');
      if (depth === '') return undefined;
      if (depth !== 'basic' && depth !== 'complete' && depth !== 'expert')
        ctx.addIssue({ code: 'custom', message: ANALYSIS_MESSAGES.depth });
      return depth as 'basic' | 'complete' | 'expert';
    }),
  include_claude: Bool.optional(),
  language: z
    .string()
    .optional()
    .refine((v) => ['', 'es', 'es-es', 'spa', 'espanol'].includes(fold(v ?? '')), ANALYSIS_MESSAGES.language),
});

/** The service deps with the plan's timeout (the router's own when it sets one). */
function withTimeout<T extends { timeoutMs?: number }>(service: T, plan: PlanContext | null): T {
  const timeoutMs = service.timeoutMs ?? timeoutFor(plan);
  return timeoutMs === undefined ? service : { ...service, timeoutMs };
}

/** The analysis router, mounted at `/document`. */
export function documentAnalysisRoutes(deps: AnalysisDeps): Hono<AppEnv> {
  const { db } = deps;
  const service = {
    db,
    legislation: deps.legislation,
    engine: deps.engine ?? createAnalysisEngine({ idleMs: 30_000 }),
    ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
  };
  const router = new Hono<AppEnv>();

  router.post('/analyze', validate('form', AnalyzeSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const started = performance.now();
    // At the plan's depth up to complete (an estudiante's analysis is basic).
    const data = await withPlan(deps.plans, user, 'document_analysis', [], (plan) =>
      runAnalysis(withTimeout(service, plan), requestMeta(c), user.id, {
        document: input.document_filename,
        kind: 'analyze',
        depth: depthFor(plan, undefined),
        analysisType: input.analysis_type,
        ...(input.similarity_threshold !== undefined ? { summaryThreshold: input.similarity_threshold } : {}),
      }),
    );
    c.get('log').info(
      {
        user_id: user.id,
        action: 'document_analyze',
        outcome: 'ok',
        type: input.analysis_type,
        ms: Math.round(performance.now() - started),
      },
      'document analysed',
    );
    return c.json({ success: true, data });
  });

  router.post('/comprehensive_legal_analysis', validate('form', ComprehensiveSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const started = performance.now();
    const capabilities = [
      ...(input.analysis_depth ? [depthCapability(input.analysis_depth)] : []),
      ...(input.include_claude ? (['ai_model'] as const) : []),
    ];
    const data = await withPlan(deps.plans, user, 'comprehensive_analysis', capabilities, (plan) =>
      runAnalysis(withTimeout(service, plan), requestMeta(c), user.id, {
        document: input.document_filename,
        kind: 'comprehensive',
        depth: depthFor(plan, input.analysis_depth),
        includeClaude: input.include_claude ?? false,
      }),
    );
    c.get('log').info(
      {
        user_id: user.id,
        action: 'document_analyze',
        outcome: 'ok',
        depth: input.analysis_depth,
        ms: Math.round(performance.now() - started),
      },
      'document analysed',
    );
    return c.json({ success: true, data });
  });

  router.get(
    '/analysis/:document',
    validate('query', z.object({ user_id: z.string().optional() })),
    async (c) => {
      const user = c.get('user');
      assertSameUser(c, c.req.valid('query').user_id);
      const stored = await latestAnalysis(db, requestMeta(c), user.id, c.req.param('document'));
      return c.json({ success: true, source: stored.source, analysis: stored.analysis, data: stored });
    },
  );

  return router;
}
