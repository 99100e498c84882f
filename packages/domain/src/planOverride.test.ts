import { describe, expect, it } from 'vitest';
import { PlanOverrideSchema } from './entities/subscription.js';
import { effectivePlan, isPlanOverrideValid, startPlanOverride } from './planOverride.js';

const now = new Date('2025-01-15T10:00:00.000Z');
const override = startPlanOverride('estudiante', 'empresarial', now);

describe('plan override (spec §4)', () => {
  it('lasts 2 hours from now', () => {
    expect(override).toEqual({
      originalPlan: 'estudiante',
      currentPlan: 'empresarial',
      isActive: true,
      startTime: now.getTime(),
      expiresAt: now.getTime() + 7_200_000,
    });
    expect(PlanOverrideSchema.parse(override)).toEqual(override);
  });

  it.each([
    [override, 0, true, 'empresarial'],
    [override, 7_199_999, true, 'empresarial'],
    [override, 7_200_000, false, 'estudiante'],
    [{ ...override, isActive: false }, 0, false, 'estudiante'],
    [null, 0, false, 'estudiante'],
  ] as const)('%j after %d ms: valid=%s, plan %s', (o, after, valid, plan) => {
    const at = new Date(now.getTime() + after);
    expect(isPlanOverrideValid(o, at)).toBe(valid);
    expect(effectivePlan('estudiante', o, at)).toBe(plan);
  });
});
