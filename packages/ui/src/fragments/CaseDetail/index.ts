export { CaseDetail } from './CaseDetail';
export type { CaseDetailProps, CaseDetailLabels } from './CaseDetail';
