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

/** Reserved: GET/DELETE /api/queries/history (item 1); mount at /api/queries/history. */
export function historyRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
