import { describe, expect, it } from 'vitest';
import { PlanFeaturesSchema, PlanIdSchema, PlanOverrideSchema, TrialSchema } from './subscription.js';

const features = {
  analyses_per_month: -1,
  analysis_depth: 'expert',
  claude_enabled: true,
  pdf_generation: true,
  batch_analysis: true,
  api_access: true,
  priority_support: true,
  max_timeout: 120_000,
};

describe('PlanIdSchema', () => {
  it.each([
    ['estudiante', true],
    ['individual', true],
    ['despacho', true],
    ['empresarial', true],
    ['premium', false],
    ['', false],
  ])('%j valid=%s', (value, valid) => {
    expect(PlanIdSchema.safeParse(value).success).toBe(valid);
  });
});

describe('PlanFeaturesSchema', () => {
  it.each([
    [features, true],
    [{ ...features, analyses_per_month: 5 }, true],
    [{ ...features, analyses_per_month: -2 }, false],
    [{ ...features, analyses_per_month: 1.5 }, false],
    [{ ...features, analysis_depth: 'deep' }, false],
    [{ ...features, max_timeout: 0 }, false],
    [{ ...features, claude_enabled: 'yes' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(PlanFeaturesSchema.safeParse(value).success).toBe(valid);
  });
});

describe('TrialSchema', () => {
  const trial = {
    isInTrial: true,
    trialStartDate: '2025-01-01T00:00:00.000Z',
    trialEndDate: '2025-01-31T00:00:00.000Z',
  };
  it('defaults trialDays to 30', () => {
    expect(TrialSchema.parse(trial).trialDays).toBe(30);
  });
  it.each([
    [{ ...trial, trialDays: 30 }, true],
    [{ ...trial, trialEndDate: 'mañana' }, false],
    [{ ...trial, isInTrial: 'true' }, false],
    [{ ...trial, trialDays: 0 }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(TrialSchema.safeParse(value).success).toBe(valid);
  });
});

describe('PlanOverrideSchema', () => {
  const o = {
    originalPlan: 'estudiante',
    currentPlan: 'empresarial',
    isActive: true,
    startTime: 0,
    expiresAt: 7_200_000,
  };
  it.each([
    [o, true],
    [{ ...o, currentPlan: 'gold' }, false],
    [{ ...o, startTime: -1 }, false],
    [{ ...o, expiresAt: '2025-01-01' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(PlanOverrideSchema.safeParse(value).success).toBe(valid);
  });
});
