import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv, AuthenticatedUser } from '../../types.js';
import type { PlanEnforcer } from '../plans/service.js';

/** Deps of {@link createApiKeyAuth}. */
export interface ApiKeyAuthDeps {
  db: Kysely<Database>;
  config: Config;
  plans: PlanEnforcer;
}

/** How `requireUser` authenticates a bearer that is an API key (issue 15 item 3). */
export interface ApiKeyAuth {
  /**
   * The caller a bearer API key stands for, or `null` when `token` is not an API key (then the JWT
   * verifier runs). Throws an `AppError` (401 invalid, revoked or expired; 403 plan; 429 rate) otherwise.
   */
  authenticate(token: string, c: Context<AppEnv>): Promise<AuthenticatedUser | null>;
}

/** STUB (groundwork): recognises no API key yet; the apiKeys module fills it in. */
export function createApiKeyAuth(_deps: ApiKeyAuthDeps): ApiKeyAuth {
  return { authenticate: () => Promise.resolve(null) };
}
