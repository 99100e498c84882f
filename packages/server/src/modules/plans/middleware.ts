import type { MiddlewareHandler } from 'hono';
import type { PlanCapability } from '@alegato/domain';
import type { AppEnv } from '../../types.js';
import type { PlanEnforcer } from './service.js';

/**
 * Refuses the route (403 `plan_forbidden`, naming the plan that allows it) unless the caller's plan has
 * `capability`; with `when`, only for requests it selects (it may read the JSON body, which Hono keeps
 * for the route's validator). Mount after authentication.
 */
export function requirePlan(
  plans: PlanEnforcer,
  capability: PlanCapability,
  when?: (body: unknown) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (when) {
      // A body that is not JSON is the validator's to refuse.
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!when(body)) return next();
    }
    await plans.require(c.get('user'), [capability]);
    return next();
  };
}
