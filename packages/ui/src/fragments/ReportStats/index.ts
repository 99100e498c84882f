export { ReportStats, reportStatKeys } from './ReportStats';
export type { ReportStatsProps, ReportStatsLabels, ReportStatsValues, ReportStatKey } from './ReportStats';
