import { PLANS, planFeatures, type PlanStatus } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { toBillingInfo } from './billing';
import { toPlanCardPlan, toUsageMeter } from './toViewModel';

const status = (over: Partial<PlanStatus> = {}): PlanStatus => ({
  plan: 'estudiante',
  own_plan: 'estudiante',
  features: planFeatures('estudiante'),
  max_retries: 1,
  price_eur: 0,
  expires_at: '2026-12-22T09:00:00.000Z',
  usage: {
    used: 4,
    limit: 5,
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
  },
  override: null,
  ...over,
});

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('subscription view models', () => {
  it('maps a plan of the billing answer to a card', () => {
    const card = toPlanCardPlan({
      id: 'despacho',
      label: PLANS.despacho.label,
      price_eur: 299,
      max_retries: 3,
      features: planFeatures('despacho'),
    });
    expect(card).toEqual({
      id: 'despacho',
      name: 'Despacho',
      priceEur: 299,
      analysesPerMonth: 200,
      depth: 'complete',
      aiModel: true,
      pdf: true,
      batch: true,
      api: false,
      prioritySupport: true,
      timeoutSeconds: 90,
      retries: 3,
    });
  });

  it('gives the meter the trial end, a renewal, or the end of a lapsed plan', () => {
    expect(toUsageMeter(status(), NOW)).toEqual({
      used: 4,
      limit: 5,
      planName: 'Estudiante',
      endsAt: '2026-12-22T09:00:00.000Z',
      endKind: 'trial',
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
    const paid = status({
      plan: 'individual',
      own_plan: 'individual',
      expires_at: '2026-12-15T00:00:00.000Z',
    });
    expect(toUsageMeter(paid, NOW)).toMatchObject({ planName: 'Individual', endKind: 'renewal' });
    const lapsed = status({ expires_at: '2026-11-02T00:00:00.000Z' });
    expect(toUsageMeter(lapsed, NOW).endKind).toBe('ended');
    // An admin's simulation: the meter names the plan in effect.
    const simulated = status({
      plan: 'empresarial',
      usage: { ...status().usage, limit: -1 },
      override: { plan: 'empresarial', original_plan: 'estudiante', expires_at: '2026-11-27T12:00:00.000Z' },
    });
    expect(toUsageMeter(simulated, NOW)).toMatchObject({ planName: 'Empresarial', limit: -1 });
  });

  it('reads the billing answer, leaving out a plan that does not read', () => {
    const info = toBillingInfo({
      success: true,
      data: {
        provider: 'demo',
        portal: false,
        plans: [
          {
            id: 'estudiante',
            label: 'Estudiante',
            price_eur: 0,
            max_retries: 1,
            features: planFeatures('estudiante'),
          },
          {
            id: 'platino',
            label: 'Platino',
            price_eur: 1,
            max_retries: 1,
            features: planFeatures('individual'),
          },
        ],
      },
    });
    expect(info.provider).toBe('demo');
    expect(info.plans.map((p) => p.id)).toEqual(['estudiante']);
    expect(() => toBillingInfo({ success: true, data: { provider: 'paypal', plans: [] } })).toThrow();
    expect(() => toBillingInfo({})).toThrow();
  });
});
