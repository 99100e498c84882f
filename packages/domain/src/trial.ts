import { DAY_MS, LIMITS } from './constants.js';
import type { Trial } from './entities/subscription.js';

/** Starts a 30-day trial at `now`. */
export function startTrial(now: Date): Trial {
  return {
    isInTrial: true,
    trialStartDate: now.toISOString(),
    trialEndDate: new Date(now.getTime() + LIMITS.trialDays * DAY_MS).toISOString(),
    trialDays: LIMITS.trialDays,
  };
}

/** True when the trial's end date has been reached at `now` (the end instant itself counts as ended). */
export function isTrialExpired(trial: Pick<Trial, 'trialEndDate'>, now: Date): boolean {
  return now.getTime() >= Date.parse(trial.trialEndDate);
}

/** The trial as of `now`: `isInTrial` turns false once the end date has passed; otherwise unchanged. */
export function trialStatus(trial: Trial, now: Date): Trial {
  return trial.isInTrial && isTrialExpired(trial, now) ? { ...trial, isInTrial: false } : trial;
}

/** Whole days left: ceil((end − now) / 1 day), never below 0. */
export function trialRemainingDays(trial: Pick<Trial, 'trialEndDate'>, now: Date): number {
  const left = Math.ceil((Date.parse(trial.trialEndDate) - now.getTime()) / DAY_MS);
  return Math.max(0, left);
}

/** The profile's plan expiry set at registration: 30 days after `now`, ISO. */
export function planExpiryFrom(now: Date): string {
  return new Date(now.getTime() + LIMITS.planExpiryDays * DAY_MS).toISOString();
}
