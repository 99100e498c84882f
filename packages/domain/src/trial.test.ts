import { describe, expect, it } from 'vitest';
import { TrialSchema } from './entities/subscription.js';
import { isTrialExpired, planExpiryFrom, startTrial, trialRemainingDays, trialStatus } from './trial.js';

const start = new Date('2025-01-01T10:00:00.000Z');

describe('startTrial', () => {
  it('starts a 30-day trial at now', () => {
    const trial = startTrial(start);
    expect(trial).toEqual({
      isInTrial: true,
      trialStartDate: '2025-01-01T10:00:00.000Z',
      trialEndDate: '2025-01-31T10:00:00.000Z',
      trialDays: 30,
    });
    expect(TrialSchema.parse(trial)).toEqual(trial);
  });
});

describe('trial status and remaining days', () => {
  const trial = startTrial(start);
  it.each([
    ['2025-01-01T10:00:00.000Z', true, 30],
    ['2025-01-01T10:00:00.001Z', true, 30],
    ['2025-01-02T10:00:00.000Z', true, 29],
    ['2025-01-30T10:00:00.000Z', true, 1],
    ['2025-01-31T09:59:59.999Z', true, 1],
    ['2025-01-31T10:00:00.000Z', false, 0],
    ['2025-03-01T00:00:00.000Z', false, 0],
  ])('at %s in trial=%s, %d days left', (now, inTrial, days) => {
    expect(trialStatus(trial, new Date(now)).isInTrial).toBe(inTrial);
    expect(isTrialExpired(trial, new Date(now))).toBe(!inTrial);
    expect(trialRemainingDays(trial, new Date(now))).toBe(days);
  });

  it('returns the same object while the trial runs and never revives an ended trial', () => {
    expect(trialStatus(trial, start)).toBe(trial);
    const ended = { ...trial, isInTrial: false };
    expect(trialStatus(ended, start).isInTrial).toBe(false);
  });
});

describe('planExpiryFrom', () => {
  it('is 30 days after now', () => {
    expect(planExpiryFrom(start)).toBe('2025-01-31T10:00:00.000Z');
  });
});
