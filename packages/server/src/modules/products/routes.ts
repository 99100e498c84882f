/**
 * The specialised analysers (spec §7 `/{product}/analyze`, `/{product}/status`; issue 13 item 8; ADR
 * 0025), one router per product mounted at `/sentencias`, `/contratos`, `/pliegos` and `/laboral`
 * behind `requireUser`:
 *
 * - `POST /{product}/analyze` (form or JSON: document_filename, user_id, format_type `json` (default) |
 *   `texto` | `html`) → `{success, data: {product, format_type, document, analysis, report?, warnings}}`:
 *   the product's sections of the document's analysis, each item with its page; `report` is the
 *   plain-text report (`texto`) or escaped simple HTML (`html`); `warnings` says when the document does
 *   not look like what the product analyses ('Este documento parece un contrato, no una sentencia.').
 * - `GET /{product}/status` → `{success, product, name, description, available, engine, document_types,
 *   sections}`.
 *
 * `/{other}/analyze` and `/{other}/status` that no module answers → 404 listing the products
 * ({@link unknownProductRoutes}, mounted last before the web app).
 *
 * Errors: unknown or someone else's document 404 (audited), still processing or failed 409
 * (`resolveDocument`); bad format_type 400; no text 422; over the time limit 504.
 *
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import { AppError } from '../../errors.js';
import type { AppEnv } from '../../types.js';
import { ANALYSIS_MESSAGES, type AnalysisServiceDeps } from '../analysis/service.js';
import { requestMeta } from '../auth/audit.js';
import { withPlan } from '../plans/service.js';
import type { ProductId } from './catalogue.js';
import {
  analyseWithProduct,
  FORMAT_TYPES,
  PRODUCT_MESSAGES,
  productOrThrow,
  productStatus,
  type FormatType,
} from './service.js';

const FORMATS: Record<string, FormatType> = {
  json: 'json',
  texto: 'texto',
  text: 'texto',
  txt: 'texto',
  html: 'html',
};

/** `POST /{product}/analyze`. */
export const ProductAnalyzeSchema = z.object({
  document_filename: z
    .string({ error: ANALYSIS_MESSAGES.documentRequired })
    .trim()
    .min(1, ANALYSIS_MESSAGES.documentRequired)
    .max(500, ANALYSIS_MESSAGES.documentRequired),
  user_id: z.string().optional(),
  format_type: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const key = (v ?? '').trim().toLowerCase();
      const format = key === '' ? 'json' : FORMATS[key];
      if (!format || !FORMAT_TYPES.includes(format))
        ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.format });
      return format ?? 'json';
    }),
});

/** The router of one product, mounted at `/{product}`. */
export function productRoutes(deps: AnalysisServiceDeps, id: ProductId): Hono<AppEnv> {
  const product = productOrThrow(id);
  const router = new Hono<AppEnv>();
  router.get('/status', (c) => c.json(productStatus(product)));
  router.post('/analyze', validate('form', ProductAnalyzeSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const started = performance.now();
    // Products are views of a complete analysis (ADR 0025): the plan must include that depth.
    const data = await withPlan(deps.plans, user, 'product_analysis', ['depth_complete'], () =>
      analyseWithProduct(
        deps,
        requestMeta(c),
        user.id,
        product.id,
        input.document_filename,
        input.format_type,
      ),
    );
    c.get('log').info(
      {
        user_id: user.id,
        action: 'product_analyze',
        outcome: 'ok',
        product: product.id,
        format: input.format_type,
        misfit: data.warnings.length > 0,
        ms: Math.round(performance.now() - started),
      },
      'document analysed by a product',
    );
    return c.json({ success: true, data });
  });
  return router;
}

/**
 * `/{other}/analyze` and `/{other}/status` (one path segment) that no module answered: 404 with the list
 * of products. Mount it after every API module and before the web app.
 */
export function unknownProductRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const refuse = () => {
    throw new AppError(404, 'product_not_found', PRODUCT_MESSAGES.unknown);
  };
  router.post('/:product/analyze', refuse);
  router.get('/:product/status', refuse);
  return router;
}
