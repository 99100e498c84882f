export {
  NO_REPORT_CASE,
  ReportCaseSelect,
  ReportClientField,
  ReportDescriptionField,
  ReportFormDialog,
  ReportFormFooter,
  ReportTitleField,
} from './ReportFields';
export type {
  ReportCaseItem,
  ReportFieldValues,
  ReportFormErrors,
  ReportFormProps,
  ReportTemplateItem,
} from './ReportFields';
