/**
 * Drafts from a case (issue 13 item 6, ADR 0014), mounted at `/document` behind `requireUser`:
 *
 * - `POST /document/draft` (form or JSON: caso_id, user_id, document_type = a report template id,
 *   default `demanda-civil`; jurisdiction, free text; style formal | conciso, default formal; language
 *   es; max_chars 1.000..60.000, default 20.000) → 201 `{success, data: {report_id, title, html, chars,
 *   truncated, sources: [{document, page}], template_id}}`: the case's facts, from its newest case
 *   analysis, composed with the template and stored as a draft report of the user linked to the case.
 *   404 unknown or foreign case, 409 a case without ready documents, 400 unknown template, another
 *   style or language, or max_chars out of range.
 *
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { requestMeta } from '../auth/audit.js';
import { depthFor, withPlan } from '../plans/service.js';
import type { CaseAnalysisDeps } from '../caseAnalysis/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import {
  DEFAULT_DRAFT_TEMPLATE,
  DRAFT_MAX_CHARS,
  DRAFT_MESSAGES,
  DRAFT_STYLES,
  draftFromCase,
  type DraftStyle,
} from './service.js';

const Uuid = z.uuid();

/** A form field: trimmed text, '' when absent. */
const text = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim());

const DraftSchema = z.object({
  caso_id: z.string().transform((id) => (Uuid.safeParse(id.trim()).success ? id.trim().toLowerCase() : null)),
  user_id: z.string().optional(),
  document_type: text.transform((v) => v || DEFAULT_DRAFT_TEMPLATE),
  jurisdiction: text.pipe(z.string().max(300, DRAFT_MESSAGES.jurisdiction)),
  style: text
    .transform((v) => (v === '' ? 'formal' : v.toLowerCase()))
    .refine((v): v is DraftStyle => (DRAFT_STYLES as readonly string[]).includes(v), DRAFT_MESSAGES.style),
  language: text
    .transform((v) => (v === '' ? 'es' : v.toLowerCase()))
    .refine((v) => v === 'es' || v === 'es-es', DRAFT_MESSAGES.language),
  max_chars: z
    .union([z.string(), z.number()], { error: DRAFT_MESSAGES.maxChars })
    .optional()
    .transform((v, ctx) => {
      const raw = typeof v === 'string' ? v.trim() : v;
      const n = raw === undefined || raw === '' ? DRAFT_MAX_CHARS.default : Number(raw);
      if (!Number.isInteger(n) || n < DRAFT_MAX_CHARS.min || n > DRAFT_MAX_CHARS.max)
        ctx.addIssue({ code: 'custom', message: DRAFT_MESSAGES.maxChars });
      return n;
    }),
});

/** The drafts router, mounted at `/document` behind `requireUser`. */
export function draftRoutes(deps: CaseAnalysisDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/draft', validate('form', DraftSchema), async (c) => {
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    if (input.caso_id === null) throw new AppError(404, 'not_found', REPORT_MESSAGES.caseNotFound);
    const user = c.get('user');
    const caseId = input.caso_id;
    const data = await withPlan(deps.plans, user, 'draft', [], (plan) =>
      draftFromCase(deps, requestMeta(c), user.id, {
        caseId,
        templateId: input.document_type,
        jurisdiction: input.jurisdiction,
        style: input.style as DraftStyle,
        maxChars: input.max_chars,
        depth: depthFor(plan, undefined),
      }),
    );
    c.get('log').info(
      { user_id: user.id, action: 'document_draft', outcome: 'ok', template: data.template_id },
      'draft composed',
    );
    return c.json({ success: true, data }, 201);
  });
  return router;
}
