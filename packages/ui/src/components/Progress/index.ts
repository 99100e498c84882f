export { Progress, progressTones, progressSizes } from './Progress';
export type { ProgressProps } from './Progress';
