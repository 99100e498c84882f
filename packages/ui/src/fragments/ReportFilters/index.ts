export {
  ReportFilters,
  reportSortValues,
  reportAiFilterValues,
  defaultReportFilters,
  hasActiveReportFilters,
} from './ReportFilters';
export type {
  ReportFiltersProps,
  ReportFiltersLabels,
  ReportFiltersValue,
  ReportSortValue,
  ReportAiFilterValue,
} from './ReportFilters';
