import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import { checkHealth } from './service.js';

/** Dependencies of {@link healthRoutes}. */
export interface HealthRoutesDeps {
  db: Kysely<Database>;
  version: string;
}

/**
 * `GET /health` → 200 `{status:'ok', db:'ok', version}` after a real `select 1`, or 503
 * `{status:'degraded', db:'error', version}` when the database fails. Mount at `/health`.
 */
export function healthRoutes(deps: HealthRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    const result = await checkHealth({ db: deps.db, version: deps.version, log: c.get('log') });
    return c.json(result, result.status === 'ok' ? 200 : 503);
  });
  return router;
}
