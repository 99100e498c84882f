import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** Reserved: live checks of the running system (item 7); mount at /api/admin/checks behind requireAdmin. */
export function systemCheckRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
