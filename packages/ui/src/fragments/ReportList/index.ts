export { ReportList } from './ReportList';
export type { ReportListProps, ReportListLabels, ReportListPagination } from './ReportList';
