export { ReportViewer } from './ReportViewer';
export { PDF_HISTORY_LIMIT, formatKb } from './ReportPdfs';
export type {
  ReportViewerProps,
  ReportViewerLabels,
  ReportViewerItem,
  ReportViewerActions,
  ReportPdfItem,
  ReportSection,
} from './ReportViewer';
export { sanitizeReportHtml } from './sanitizeReportHtml';
