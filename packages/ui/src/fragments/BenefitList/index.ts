export { BenefitList, defaultBenefits } from './BenefitList';
export type { BenefitListProps, BenefitListLabels, Benefit } from './BenefitList';
