/**
 * The dashboard's charts (issue 14 item 9), mounted at `/api/dashboard` behind `requireUser`:
 *
 * - `GET /api/dashboard/activity?days=30` → `{success, data: DashboardActivity}`: per-day counts of the
 *   caller's documents uploaded, analyses (`usage_events`) and reports created over the last `days`
 *   Spanish calendar days (1–90, default 30), their latest ten with titles, and this month's analyses
 *   against the plan. Only the caller's own rows; a bad `days` → 400.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { dashboardActivity } from './service.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** The longest window of the activity charts, in days. */
export const MAX_ACTIVITY_DAYS = 90;

/** Spanish messages of the dashboard endpoint. */
export const DASHBOARD_MESSAGES = {
  days: `days debe ser un número de días entre 1 y ${MAX_ACTIVITY_DAYS}.`,
} as const;

const QuerySchema = z.object({
  days: z.coerce
    .number({ error: DASHBOARD_MESSAGES.days })
    .int(DASHBOARD_MESSAGES.days)
    .min(1, DASHBOARD_MESSAGES.days)
    .max(MAX_ACTIVITY_DAYS, DASHBOARD_MESSAGES.days)
    .optional(),
});

/** The dashboard router, mounted at `/api/dashboard`. */
export function dashboardRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  router.get('/activity', validate('query', QuerySchema), async (c) => {
    const { days = 30 } = c.req.valid('query');
    const data = await dashboardActivity(deps.db, c.get('user'), days, now());
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data });
  });
  return router;
}
