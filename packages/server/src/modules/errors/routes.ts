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

/** Reserved: error reports from the app (item 8); mount at /api/public/client-errors. */
export function clientErrorRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

/** Reserved: the reported errors grouped for the admin (item 8); mount at /api/admin/errors behind requireAdmin. */
export function adminErrorRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
