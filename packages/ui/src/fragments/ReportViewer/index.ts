export { ReportViewer, PDF_HISTORY_LIMIT, formatKb } from './ReportViewer';
export type {
  ReportViewerProps,
  ReportViewerLabels,
  ReportViewerItem,
  ReportViewerActions,
  ReportPdfItem,
  ReportSection,
} from './ReportViewer';
export { sanitizeReportHtml } from './sanitizeReportHtml';
