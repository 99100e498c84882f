import type { ReportListSummary } from './ReportListHeader';

/** The statistics line of a small practice. */
export const sampleReportSummary: ReportListSummary = { total: 12, aiEnhanced: 5, thisMonth: 3 };

/** One report. */
export const singleReportSummary: ReportListSummary = { total: 1, aiEnhanced: 0, thisMonth: 1 };
