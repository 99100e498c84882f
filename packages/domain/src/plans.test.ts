import { describe, expect, it } from 'vitest';
import type { AnalysisDepth } from './entities/subscription.js';
import { PlanFeaturesSchema } from './entities/subscription.js';
import {
  PLANS,
  PlanCapabilityError,
  allowedDepths,
  assertPlanCapability,
  canUseDepth,
  checkPlanCapability,
  hasAnalysesLeft,
  planDefinition,
  planFeatures,
  resolvePlanId,
} from './plans.js';

describe('PLANS table (spec §6)', () => {
  it.each([
    ['estudiante', 0, 5, 'basic', false, false, false, false, false, 30_000, 1],
    ['individual', 99, 50, 'complete', true, true, false, false, false, 90_000, 3],
    ['despacho', 299, 200, 'complete', true, true, true, false, true, 90_000, 3],
    ['empresarial', 599, -1, 'expert', true, true, true, true, true, 120_000, 5],
  ] as const)(
    '%s: €%d, %d analyses, %s depth',
    (id, price, analyses, depth, ai, pdf, batch, api, support, timeout, retries) => {
      const p = PLANS[id];
      expect(p).toMatchObject({
        id,
        price_eur: price,
        analyses_per_month: analyses,
        analysis_depth: depth,
        claude_enabled: ai,
        pdf_generation: pdf,
        batch_analysis: batch,
        api_access: api,
        priority_support: support,
        max_timeout: timeout,
        max_retries: retries,
      });
    },
  );
});

describe('resolvePlanId / planFeatures fallback', () => {
  it.each([
    ['estudiante', 'estudiante'],
    ['empresarial', 'empresarial'],
    ['despacho', 'despacho'],
    ['premium', 'individual'],
    ['ESTUDIANTE', 'individual'],
    ['', 'individual'],
    [null, 'individual'],
    [undefined, 'individual'],
  ] as const)('%j → %s', (plan, expected) => {
    expect(resolvePlanId(plan)).toBe(expected);
    expect(planDefinition(plan).id).toBe(expected);
  });

  it('returns exactly the PlanFeatures fields and they parse', () => {
    const f = planFeatures('despacho');
    expect(Object.keys(f).sort()).toEqual(Object.keys(PlanFeaturesSchema.shape).sort());
    expect(PlanFeaturesSchema.parse(f)).toEqual(f);
    expect(f.analyses_per_month).toBe(200);
  });

  it('falls back to individual features for an unknown plan', () => {
    expect(planFeatures('gold')).toEqual(planFeatures('individual'));
  });
});

describe('plan capability (spec §5)', () => {
  it.each<[string | null | undefined, AnalysisDepth, boolean]>([
    ['estudiante', 'basic', true],
    ['estudiante', 'complete', false],
    ['estudiante', 'expert', false],
    ['individual', 'basic', true],
    ['individual', 'complete', true],
    ['individual', 'expert', false],
    ['despacho', 'complete', true],
    ['despacho', 'expert', false],
    ['empresarial', 'basic', true],
    ['empresarial', 'complete', true],
    ['empresarial', 'expert', true],
    ['unknown', 'basic', false],
    [undefined, 'basic', false],
    [null, 'basic', false],
  ])('canUseDepth(%j, %s) = %s', (plan, depth, ok) => {
    expect(canUseDepth(plan, depth)).toBe(ok);
  });

  it.each([
    ['unknown', 'basic', 'unknown_plan', 'Plan desconocido: unknown'],
    [undefined, 'basic', 'unknown_plan', 'Plan desconocido: '],
    [
      'estudiante',
      'complete',
      'depth_not_allowed',
      'El plan estudiante no permite el análisis de profundidad complete',
    ],
    [
      'despacho',
      'expert',
      'depth_not_allowed',
      'El plan despacho no permite el análisis de profundidad expert',
    ],
  ] as const)('checkPlanCapability(%j, %s) fails with %s', (plan, depth, code, message) => {
    expect(checkPlanCapability(plan, depth)).toEqual({ ok: false, code, message });
    expect(() => assertPlanCapability(plan, depth)).toThrow(PlanCapabilityError);
    try {
      assertPlanCapability(plan, depth);
    } catch (e) {
      expect((e as PlanCapabilityError).code).toBe(code);
      expect((e as PlanCapabilityError).message).toBe(message);
    }
  });

  it('assertPlanCapability returns the plan when allowed', () => {
    expect(assertPlanCapability('empresarial', 'expert')).toBe('empresarial');
  });

  it.each([
    ['estudiante', ['basic']],
    ['individual', ['basic', 'complete']],
    ['despacho', ['basic', 'complete']],
    ['empresarial', ['basic', 'complete', 'expert']],
  ] as const)('allowedDepths(%s)', (plan, depths) => {
    expect(allowedDepths(plan)).toEqual(depths);
  });
});

describe('hasAnalysesLeft', () => {
  it.each([
    ['estudiante', 4, true],
    ['estudiante', 5, false],
    ['individual', 49, true],
    ['individual', 50, false],
    ['empresarial', 1_000_000, true],
    ['weird', 50, false],
  ] as const)('%s with %d used → %s', (plan, used, expected) => {
    expect(hasAnalysesLeft(plan, used)).toBe(expected);
  });
});
