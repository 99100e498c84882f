import type { ComponentProps } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import * as styles from './DeleteReportDialog.css';

/** Copy of the DeleteReportDialog; defaults from `es.reportList.deleteDialog`. */
export type DeleteReportDialogLabels = (typeof es.reportList)['deleteDialog'] & {
  /** @default 'Cancelar' */
  cancel: string;
};

export type DeleteReportDialogProps = {
  /** Whether the confirmation is open. */
  open: boolean;
  /** Called with the next open state ('Cancelar', Escape). Ignored while deleting. */
  onOpenChange: (open: boolean) => void;
  /** Title of the report, quoted in the question. */
  reportTitle: string;
  /** Called by 'Eliminar'; not while deleting. */
  onConfirm: () => void;
  /** The request runs: spinner, 'Eliminando…', the dialog cannot be dismissed. @default false */
  deleting?: boolean;
  /** Why the deletion failed, announced above the buttons. @default null */
  error?: string | null;
  /** Copy overrides. */
  labels?: Partial<DeleteReportDialogLabels>;
} & Omit<ComponentProps<typeof AlertDialog.Content>, 'children' | 'title'>;

/**
 * The confirmation before deleting a report (role `alertdialog`, spec §2: deleting asks for
 * confirmation): 'Eliminar informe', '¿Seguro que quieres eliminar «{title}»? Esta acción no se puede
 * deshacer.', 'Cancelar' and a critical 'Eliminar'. Controlled only.
 */
export function DeleteReportDialog({
  open,
  onOpenChange,
  reportTitle,
  onConfirm,
  deleting = false,
  error = null,
  labels: labelOverrides,
  onEscapeKeyDown,
  ...rest
}: DeleteReportDialogProps) {
  const labels: DeleteReportDialogLabels = {
    ...es.reportList.deleteDialog,
    cancel: es.common.cancel,
    ...labelOverrides,
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
    >
      <AlertDialog.Content
        data-slot="delete-report-dialog"
        data-tone="critical"
        aria-busy={deleting || undefined}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (deleting) event.preventDefault();
        }}
        {...rest}
      >
        <AlertDialog.Header>
          <AlertDialog.Title>{labels.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {labels.description(reportTitle)}
          </AlertDialog.Description>
        </AlertDialog.Header>
        {error ? (
          <AlertDialog.Body>
            <p role="alert" className={styles.error} data-slot="delete-report-error">
              {error}
            </p>
          </AlertDialog.Body>
        ) : null}
        <AlertDialog.Footer>
          <AlertDialog.Cancel disabled={deleting}>{labels.cancel}</AlertDialog.Cancel>
          <Button
            tone="critical"
            data-slot="delete-report-confirm"
            data-state={deleting ? 'deleting' : 'idle'}
            aria-disabled={deleting || undefined}
            startIcon={deleting ? <Spinner size="sm" tone="inherit" aria-hidden /> : undefined}
            onClick={() => {
              if (!deleting) onConfirm();
            }}
          >
            {deleting ? labels.deleting : labels.confirm}
          </Button>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
