import { LIMITS } from './constants.js';
import type { PlanId, PlanOverride } from './entities/subscription.js';

/** Starts an admin plan override at `now`, valid for 2 hours. */
export function startPlanOverride(originalPlan: PlanId, currentPlan: PlanId, now: Date): PlanOverride {
  const start = now.getTime();
  return {
    originalPlan,
    currentPlan,
    isActive: true,
    startTime: start,
    expiresAt: start + LIMITS.planOverrideMs,
  };
}

/** True when a stored override should be restored at load: active and not yet expired at `now`. */
export function isPlanOverrideValid(override: PlanOverride | null | undefined, now: Date): boolean {
  return !!override && override.isActive && now.getTime() < override.expiresAt;
}

/** The plan in effect: the override's while valid, else the user's own plan. */
export function effectivePlan(
  userPlan: PlanId,
  override: PlanOverride | null | undefined,
  now: Date,
): PlanId {
  return override && isPlanOverrideValid(override, now) ? override.currentPlan : userPlan;
}
