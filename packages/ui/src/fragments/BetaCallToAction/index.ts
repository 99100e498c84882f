export { BetaCallToAction } from './BetaCallToAction';
export type { BetaCallToActionProps, BetaCallToActionLabels } from './BetaCallToAction';
