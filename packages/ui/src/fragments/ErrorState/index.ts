export { ErrorState, errorStateHeadingLevels } from './ErrorState';
export type { ErrorStateProps, ErrorStateLabels } from './ErrorState';
