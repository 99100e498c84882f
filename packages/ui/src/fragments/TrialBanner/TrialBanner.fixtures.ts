import type { TrialBannerProps } from './TrialBanner';

/**
 * Trials as of the stories `FIXED_NOW` (22 Nov 2026, 10:00 Madrid). ISO strings are written out so
 * the ui build needs no runtime import; each is FIXED_NOW plus or minus whole days.
 */
export const trialFixtures = {
  /** Started today: 30 days left, ends 22 Dec 2026. */
  fresh: { isInTrial: true, remainingDays: 30, trialEndDate: '2026-12-22T09:00:00.000Z', plan: 'Estudiante' },
  /** Mid-way: 12 days left. */
  active: {
    isInTrial: true,
    remainingDays: 12,
    trialEndDate: '2026-12-04T09:00:00.000Z',
    plan: 'Estudiante',
  },
  /** Last days: 3 left (warning). */
  ending: { isInTrial: true, remainingDays: 3, trialEndDate: '2026-11-25T09:00:00.000Z', plan: 'Estudiante' },
  /** One day left (singular). */
  lastDay: {
    isInTrial: true,
    remainingDays: 1,
    trialEndDate: '2026-11-23T09:00:00.000Z',
    plan: 'Estudiante',
  },
  /** Ended two days ago. */
  expired: {
    isInTrial: false,
    remainingDays: 0,
    trialEndDate: '2026-11-20T09:00:00.000Z',
    plan: 'Estudiante',
  },
} satisfies Record<string, TrialBannerProps>;
