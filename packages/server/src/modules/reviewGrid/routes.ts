/**
 * The review grid (issue 13, item 9b), behind `requireUser` (see `service.ts`):
 *
 * - `POST /legal/review_grid` (form or JSON: caso_id, user_id, questions — 1..10 of at most 500
 *   characters, a JSON array or text with one question per line —, optional document_ids (array, or
 *   ids separated by commas or lines) to keep only some of the case's documents, format json (default)
 *   | csv) → `{success, data: {case: {id, title}, questions, documents: [{id, filename}], cells:
 *   [[{answer, found, citations: [{page, text}]}]]}}`, rows documents and columns questions; with
 *   `format=csv` the same grid as `text/csv` (see `reviewGridCsv`).
 * - `GET /legal/review_grid.csv?caso_id&questions&document_ids&user_id` → the CSV, as an attachment.
 *
 * Only ready documents are asked. Errors: unknown or foreign case, or a document not in the case, 404;
 * no ready document 409; missing case or bad questions 400 — all in Spanish. Nothing is stored.
 * Batch is a plan feature (spec §6): issue 14 enforces plans, this module does not.
 *
 * @module
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import { assertCapability, withPlan } from '../plans/service.js';
import {
  MAX_GRID_QUESTION_LENGTH,
  MAX_GRID_QUESTIONS,
  REVIEW_GRID_MESSAGES,
  reviewGridCsv,
  runReviewGrid,
  type ReviewGrid,
  type ReviewGridDeps,
} from './service.js';

const Uuid = z.uuid();
const M = REVIEW_GRID_MESSAGES;

/** Questions: an array, or text with one per line; blank ones dropped; 1..10 of at most 500 characters. */
const Questions = z
  .union([z.string(), z.array(z.string())], { error: M.questionsRequired })
  .transform((v, ctx) => {
    const list = (Array.isArray(v) ? v : v.split(/\r?\n/)).map((q) => q.trim()).filter((q) => q !== '');
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: M.questionsRequired });
    else if (list.length > MAX_GRID_QUESTIONS) ctx.addIssue({ code: 'custom', message: M.tooManyQuestions });
    else if (list.some((q) => q.length > MAX_GRID_QUESTION_LENGTH))
      ctx.addIssue({ code: 'custom', message: M.questionTooLong });
    return list;
  });

/** Document ids: an array, or ids separated by commas, spaces or lines. */
const DocumentIds = z
  .union([z.string(), z.array(z.string())], { error: M.documentIds })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const list = (Array.isArray(v) ? v : v.split(/[\s,]+/)).map((id) => id.trim()).filter((id) => id !== '');
    if (list.some((id) => !Uuid.safeParse(id).success))
      ctx.addIssue({ code: 'custom', message: M.documentIds });
    return list;
  });

/** A `caso_id` that is not a UUID names no case (`null`): 404 like an unknown case. */
const CaseId = z
  .string({ error: M.caseRequired })
  .trim()
  .min(1, M.caseRequired)
  .transform((id) => (Uuid.safeParse(id).success ? id : null));

/** `GET /legal/review_grid.csv`. */
export const ReviewGridQuerySchema = z.object({
  caso_id: CaseId,
  user_id: z.string().optional(),
  questions: Questions,
  document_ids: DocumentIds,
});

/** `POST /legal/review_grid`. */
export const ReviewGridSchema = ReviewGridQuerySchema.extend({
  format: z
    .enum(['json', 'csv', ''], { error: M.format })
    .optional()
    .transform((v) => (v === 'csv' ? 'csv' : 'json')),
});

type GridInput = z.output<typeof ReviewGridQuerySchema>;

async function grid(c: Context<AppEnv>, deps: ReviewGridDeps, input: GridInput): Promise<ReviewGrid> {
  assertSameUser(c, input.user_id);
  if (input.caso_id === null) throw AppError.notFound(REPORT_MESSAGES.caseNotFound);
  const user = c.get('user');
  const caseId = input.caso_id;
  const data = await withPlan(deps.plans, user, 'review_grid', [], async (plan) => {
    const result = await runReviewGrid(deps, user.id, caseId, input.questions, input.document_ids);
    // Several documents at once is batch analysis (spec §6): despacho and empresarial.
    if (plan && result.documents.length > 1) assertCapability(plan.plan, 'batch');
    return result;
  });
  c.get('log').info(
    {
      user_id: user.id,
      action: 'review_grid',
      outcome: 'ok',
      documents: data.documents.length,
      questions: data.questions.length,
    },
    'review grid',
  );
  return data;
}

function csvResponse(c: Context<AppEnv>, data: ReviewGrid): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', 'attachment; filename="cuadro-de-revision.csv"');
  c.header('Cache-Control', 'no-store');
  return c.body(reviewGridCsv(data));
}

/** The review-grid router, mounted at `/legal` (beside `/legal/case_analysis`). */
export function reviewGridRoutes(deps: ReviewGridDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/review_grid', validate('form', ReviewGridSchema), async (c) => {
    const input = c.req.valid('form');
    const data = await grid(c, deps, input);
    if (input.format === 'csv') return csvResponse(c, data);
    return c.json({ success: true, data });
  });
  router.get('/review_grid.csv', validate('query', ReviewGridQuerySchema), async (c) => {
    return csvResponse(c, await grid(c, deps, c.req.valid('query')));
  });
  return router;
}
