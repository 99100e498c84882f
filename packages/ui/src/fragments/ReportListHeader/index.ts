export { ReportListHeader } from './ReportListHeader';
export type { ReportListHeaderProps, ReportListHeaderLabels, ReportListSummary } from './ReportListHeader';
