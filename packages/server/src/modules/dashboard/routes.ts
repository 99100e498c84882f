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

/** Reserved: the dashboard's activity and usage charts (item 9); mount at /api/dashboard. */
export function dashboardRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
