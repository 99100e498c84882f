import type { MiddlewareHandler } from 'hono';
import type { ModuleDeps } from './routes.js';
import type { AppEnv } from '../../types.js';

/**
 * Reserved: records each search, extraction query, analysis and chat question in the history (item 1).
 * Mounted after authentication on the paths it records.
 */
export function recordQueries(_deps: ModuleDeps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
  };
}
