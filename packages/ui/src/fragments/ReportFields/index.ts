export {
  NO_REPORT_CASE,
  ReportCaseSelect,
  ReportClientField,
  ReportDescriptionField,
  ReportTitleField,
} from './ReportFields';
export type { ReportCaseItem, ReportFieldValues } from './ReportFields';
