export { CaseFormDialog, emptyCaseFormValues } from './CaseFormDialog';
export type {
  CaseFormDialogProps,
  CaseFormDialogLabels,
  CaseFormValues,
  CaseFormErrors,
} from './CaseFormDialog';
