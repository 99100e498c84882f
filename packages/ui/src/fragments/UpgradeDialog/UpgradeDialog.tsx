import { AlertDialog } from '../../components/AlertDialog';
import * as es from '../../i18n/es';
import type { Labels } from '../../i18n/labels';

/** Every string the dialog shows; defaults from `es.upgradeDialog`. */
export type UpgradeDialogLabels = Record<keyof Labels['upgradeDialog'], string>;

/** Why the server refused: the month's analyses used up (402) or a capability the plan lacks (403). */
export const upgradeDialogKinds = ['limit', 'forbidden'] as const;

export type UpgradeDialogProps = {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** `limit`: the monthly analyses are used up; `forbidden`: the plan does not include the action. */
  kind: (typeof upgradeDialogKinds)[number];
  /** The server's Spanish message, which names the plan that allows the action. */
  message: string;
  /** 'Ver planes': the app opens /subscription. */
  onUpgrade: () => void;
  /** 'Ahora no', Escape. */
  onClose: () => void;
  /** Copy overrides. @default es.upgradeDialog */
  labels?: Partial<UpgradeDialogLabels>;
};

/**
 * What the user sees when the server refuses an action for their plan (ADR 0026): the reason in the
 * server's words (naming the plan that allows it) and the way to upgrade, 'Ver planes'. Shown by the app
 * for any 402 `plan_limit` or 403 `plan_forbidden` answer, instead of an error toast.
 */
export function UpgradeDialog({
  open,
  kind,
  message,
  onUpgrade,
  onClose,
  labels: overrides,
}: UpgradeDialogProps) {
  const labels: UpgradeDialogLabels = { ...es.upgradeDialog, ...overrides };
  return (
    <AlertDialog
      data-slot="upgrade-dialog"
      data-kind={kind}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={kind === 'limit' ? labels.titleLimit : labels.titleForbidden}
      description={message}
      actionLabel={labels.upgrade}
      cancelLabel={labels.close}
      onAction={onUpgrade}
      onCancel={onClose}
    />
  );
}
