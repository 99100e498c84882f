/**
 * Case analysis (spec §7, issue 13 item 7), behind `requireUser`:
 *
 * - `GET /case-analysis/{caseId}/{userId}`: the newest analysis of the user's case, `{success: true,
 *   data: {id, analysis_type, documents_analyzed, total_chars, created_at, summary, analysis}}` — what the
 *   report wizard shows; a case never analysed gives `{success: false, data: null, message: 'No hay
 *   análisis disponible'}` (200); an unknown or foreign case 404; a `userId` other than the token's 403.
 * - `POST /legal/case_analysis` (form or JSON: caso_id, user_id, analysis_type basic | complete (default)
 *   | expert) analyses every ready document of the case and stores the case analysis: 201 with the same
 *   `data`; 404 unknown case, 409 a case without ready documents, 400 another analysis_type.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import { AppError } from '../../errors.js';
import type { AppEnv } from '../../types.js';
import { ANALYSIS_DEPTHS, type AnalysisDepth } from '@alegato/legal-nlp';
import { requestMeta } from '../auth/audit.js';
import { depthCapability } from '@alegato/domain';
import { depthFor, withPlan } from '../plans/service.js';
import { findOwnedCase } from '../cases/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import {
  CASE_ANALYSIS_MESSAGES,
  newestCaseAnalysis,
  runCaseAnalysis,
  type CaseAnalysisDeps,
} from './service.js';

const Uuid = z.uuid();

/** A `caseId` that is not a UUID names no case (`null`): the same 404 answer as an unknown case. */
const ParamsSchema = z.object({
  caseId: z.string().transform((id) => (Uuid.safeParse(id).success ? id : null)),
  userId: z.string(),
});

/** The case-analysis router, mounted at `/case-analysis` behind `requireUser`. */
export function caseAnalysisRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/:caseId/:userId', validate('param', ParamsSchema), async (c) => {
    const { caseId, userId } = c.req.valid('param');
    assertSameUser(c, userId);
    const found = caseId !== null && (await findOwnedCase(deps.db, c.get('user').id, caseId));
    if (!found) {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: false, data: null, message: REPORT_MESSAGES.caseNotFound }, 404);
    }
    const analysis = await newestCaseAnalysis(deps.db, c.get('user').id, caseId);
    if (!analysis) return c.json({ success: false, data: null, message: REPORT_MESSAGES.noAnalysis });
    return c.json({ success: true, data: analysis });
  });
  return router;
}

/** Spanish and English names of the depths ('completo', 'complete'). */
const DEPTHS: Record<string, AnalysisDepth> = {
  basic: 'basic',
  basico: 'basic',
  complete: 'complete',
  completo: 'complete',
  expert: 'expert',
  experto: 'expert',
};

const CaseAnalysisSchema = z.object({
  caso_id: z.string().transform((id) => (Uuid.safeParse(id.trim()).success ? id.trim() : null)),
  user_id: z.string().optional(),
  analysis_type: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const key = (v ?? '').trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
      // Not given: the plan's depth up to complete (`depthFor`).
      if (key === '') return undefined;
      const depth = DEPTHS[key];
      if (!depth || !ANALYSIS_DEPTHS.includes(depth))
        ctx.addIssue({ code: 'custom', message: CASE_ANALYSIS_MESSAGES.depth });
      return depth ?? 'complete';
    }),
});

/** `POST /legal/case_analysis`, mounted at `/legal`. */
export function legalRoutes(deps: CaseAnalysisDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/case_analysis', validate('form', CaseAnalysisSchema), async (c) => {
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    if (input.caso_id === null) throw new AppError(404, 'not_found', REPORT_MESSAGES.caseNotFound);
    const user = c.get('user');
    const caseId = input.caso_id;
    const requested = input.analysis_type;
    const capabilities = requested ? [depthCapability(requested)] : [];
    const data = await withPlan(deps.plans, user, 'case_analysis', capabilities, (plan) =>
      runCaseAnalysis(deps, requestMeta(c), user.id, caseId, depthFor(plan, requested)),
    );
    c.get('log').info(
      { user_id: user.id, action: 'case_analysis', outcome: 'ok', documents: data.documents_analyzed },
      'case analysed',
    );
    return c.json({ success: true, data }, 201);
  });
  return router;
}
