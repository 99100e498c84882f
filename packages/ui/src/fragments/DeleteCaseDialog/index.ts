export { DeleteCaseDialog, caseDocumentsActions } from './DeleteCaseDialog';
export type { DeleteCaseDialogProps, DeleteCaseDialogLabels, CaseDocumentsAction } from './DeleteCaseDialog';
