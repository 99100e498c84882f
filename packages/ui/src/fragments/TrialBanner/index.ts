export {
  TrialBanner,
  TRIAL_WARNING_DAYS,
  trialBannerStates,
  trialBannerState,
  formatTrialDate,
} from './TrialBanner';
export type { TrialBannerProps, TrialBannerLabels, TrialBannerState } from './TrialBanner';
