import { Hono } from 'hono';
import type { AppEnv } from '../../types.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { planStatus } from './service.js';

/** `GET /api/plan` → `{success:true, data: PlanStatus}` (domain `PlanStatusSchema`). Mount at `/api/plan`. */
export function planRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => c.json({ success: true, data: await planStatus(deps.db, c.get('user')) }));
  return router;
}
