/**
 * Upcoming plazos (issue 13 item 5, the dashboard's 'Próximos plazos'), mounted at `/api/deadlines`
 * behind `requireUser`:
 *
 * - `GET /api/deadlines?user_id&days=60` → `{success, data: {today, days, deadlines: [{due, written, from,
 *   case: {id, title} | null, document: {id, filename}, page, assumed_start}]}}`: the caller's plazos due
 *   from today (Spanish calendar) to today + `days` (1–366, default 60), soonest first, from the newest
 *   analysis of each case and of each document no case analysis covers. A `user_id` other than the
 *   token's → 403; a bad `days` → 400.
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
import { todayInSpain, upcomingDeadlines } from './service.js';

/** Spanish messages of the deadlines endpoint. */
export const DEADLINE_MESSAGES = {
  days: 'days debe ser un número de días entre 1 y 366.',
} as const;

const QuerySchema = z.object({
  user_id: z.string().optional(),
  days: z.coerce
    .number({ error: DEADLINE_MESSAGES.days })
    .int(DEADLINE_MESSAGES.days)
    .min(1, DEADLINE_MESSAGES.days)
    .max(366, DEADLINE_MESSAGES.days)
    .optional(),
});

/** The deadlines router, mounted at `/api/deadlines`. */
export function deadlineRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', validate('query', QuerySchema), async (c) => {
    const input = c.req.valid('query');
    assertSameUser(c, input.user_id);
    const today = todayInSpain();
    const days = input.days ?? 60;
    const deadlines = await upcomingDeadlines(deps.db, c.get('user').id, today, days);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: { today, days, deadlines } });
  });
  return router;
}
