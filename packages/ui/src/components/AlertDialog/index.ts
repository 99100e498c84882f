export { AlertDialog, alertDialogTones } from './AlertDialog';
export type {
  AlertDialogProps,
  AlertDialogRootProps,
  AlertDialogTriggerProps,
  AlertDialogContentProps,
  AlertDialogHeaderProps,
  AlertDialogTitleProps,
  AlertDialogDescriptionProps,
  AlertDialogBodyProps,
  AlertDialogFooterProps,
  AlertDialogCancelProps,
  AlertDialogActionProps,
} from './AlertDialog';
