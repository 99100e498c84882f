import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import type { PlanEnforcer } from '../plans/service.js';

/** Deps of {@link apiKeyRoutes}. */
export interface ApiKeyRoutesDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  plans: PlanEnforcer;
}

/** STUB (groundwork): `/api/api-keys` — list, create, revoke the user's API keys. */
export function apiKeyRoutes(_deps: ApiKeyRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
