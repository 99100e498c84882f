export { ReportCard } from './ReportCard';
export type { ReportCardProps, ReportCardLabels } from './ReportCard';
export { DeleteReportDialog } from './DeleteReportDialog';
export type { DeleteReportDialogProps, DeleteReportDialogLabels } from './DeleteReportDialog';
export { reportStatuses, reportStatusTones, isReportStatusValue, listReportStatus } from './reportModel';
export type { ReportCardItem, ReportCardActions, ReportStatusValue } from './reportModel';
