export { ErrorDialog } from './ErrorDialog';
export type { ErrorDialogProps, ErrorDialogLabels, ErrorDialogDetails } from './ErrorDialog';
