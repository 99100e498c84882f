import type { ReportStatsValues } from './ReportStats';

/** The statistics of a small practice. */
export const sampleReportStats: ReportStatsValues = {
  total: 12,
  aiEnhanced: 5,
  draft: 4,
  completed: 3,
  generated: 3,
  sent: 1,
};

/** A new account: all zero. */
export const emptyReportStats: ReportStatsValues = {
  total: 0,
  aiEnhanced: 0,
  draft: 0,
  completed: 0,
  generated: 0,
  sent: 0,
};

/** Large numbers (thousands separators). */
export const largeReportStats: ReportStatsValues = {
  total: 12840,
  aiEnhanced: 9312,
  draft: 1204,
  completed: 4410,
  generated: 5120,
  sent: 2106,
};
