export { CaseList } from './CaseList';
export type { CaseListProps, CaseListLabels } from './CaseList';
