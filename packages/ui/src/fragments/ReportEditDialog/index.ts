export { ReportEditDialog } from './ReportEditDialog';
export type {
  ReportEditDialogProps,
  ReportEditDialogLabels,
  ReportEditValues,
  ReportEditErrors,
} from './ReportEditDialog';
