/**
 * `GET /case-analysis/{caseId}/{userId}` (spec §7 Cases): the case analysis the report wizard shows.
 * No case analyses exist in the product yet, so the answer is honest: the user's own case gives
 * `{success: false, data: null, message: 'No hay análisis disponible'}` (200); an unknown or foreign
 * case 404; a `userId` other than the token's subject 403.
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
import { findOwnedCase } from '../cases/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';

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
    return c.json({ success: false, data: null, message: REPORT_MESSAGES.noAnalysis });
  });
  return router;
}
