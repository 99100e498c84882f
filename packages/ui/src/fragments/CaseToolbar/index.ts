export { CaseToolbar, emptyCaseFilters, hasActiveCaseFilters } from './CaseToolbar';
export type { CaseToolbarProps, CaseToolbarLabels, CaseFilters } from './CaseToolbar';
