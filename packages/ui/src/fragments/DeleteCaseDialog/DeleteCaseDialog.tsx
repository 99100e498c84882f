import type { ComponentProps } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import * as styles from './DeleteCaseDialog.css';

/** What happens to a deleted case's documents (ADR 0010 `documents=keep|delete`). */
export const caseDocumentsActions = ['keep', 'delete'] as const;
/** What happens to a deleted case's documents. */
export type CaseDocumentsAction = (typeof caseDocumentsActions)[number];

/** Copy of the DeleteCaseDialog; defaults from `es.cases.deleteDialog`. */
export type DeleteCaseDialogLabels = (typeof es.cases)['deleteDialog'] & {
  /** @default 'Cancelar' */
  cancel: string;
};

export type DeleteCaseDialogProps = {
  /** Whether the confirmation is open. */
  open: boolean;
  /** Called with the next open state ('Cancelar', Escape). Ignored while deleting. */
  onOpenChange: (open: boolean) => void;
  /** Title of the case, quoted in the description. */
  caseTitle: string;
  /** Documents filed under the case; with none, the question about them is not asked. */
  documentsCount: number;
  /** The choice for the documents (controlled). 'keep' is the safe default. */
  documentsAction: CaseDocumentsAction;
  /** Called with the next choice. */
  onDocumentsActionChange: (next: CaseDocumentsAction) => void;
  /** Called with the documents choice by 'Eliminar caso'; not while deleting. */
  onConfirm: (documentsAction: CaseDocumentsAction) => void;
  /** The request runs: spinner, 'Eliminando…', the dialog cannot be dismissed. @default false */
  deleting?: boolean;
  /** Why the deletion failed, announced above the buttons. @default null */
  error?: string | null;
  /** Copy overrides. */
  labels?: Partial<DeleteCaseDialogLabels>;
} & Omit<ComponentProps<typeof AlertDialog.Content>, 'children' | 'title'>;

/**
 * The confirmation before deleting a case (role `alertdialog`): names the case, and when it has
 * documents asks what to do with them — 'Conservar los documentos (quedan sin caso)' (the default) or
 * 'Eliminar también los documentos'. The confirm button is critical. Controlled only.
 */
export function DeleteCaseDialog({
  open,
  onOpenChange,
  caseTitle,
  documentsCount,
  documentsAction,
  onDocumentsActionChange,
  onConfirm,
  deleting = false,
  error = null,
  labels: labelOverrides,
  onEscapeKeyDown,
  ...rest
}: DeleteCaseDialogProps) {
  const labels: DeleteCaseDialogLabels = {
    ...es.cases.deleteDialog,
    cancel: es.common.cancel,
    ...labelOverrides,
  };
  const action: CaseDocumentsAction = documentsCount > 0 ? documentsAction : 'keep';
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
    >
      <AlertDialog.Content
        data-slot="delete-case-dialog"
        data-tone="critical"
        data-documents={action}
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
            {labels.description(caseTitle)}
          </AlertDialog.Description>
        </AlertDialog.Header>
        {documentsCount > 0 || error ? (
          <AlertDialog.Body className={styles.body}>
            {documentsCount > 0 ? (
              <RadioGroup
                label={labels.documentsQuestion(documentsCount)}
                name="documents"
                value={documentsAction}
                onValueChange={(next) => onDocumentsActionChange(next as CaseDocumentsAction)}
                disabled={deleting}
                options={[
                  { value: 'keep', label: labels.keep, description: labels.keepHint },
                  { value: 'delete', label: labels.delete, description: labels.deleteHint },
                ]}
                data-slot="delete-case-documents"
              />
            ) : null}
            {error ? (
              <p role="alert" className={styles.error} data-slot="delete-case-error">
                {error}
              </p>
            ) : null}
          </AlertDialog.Body>
        ) : null}
        <AlertDialog.Footer>
          <AlertDialog.Cancel disabled={deleting}>{labels.cancel}</AlertDialog.Cancel>
          <Button
            tone="critical"
            data-slot="delete-case-confirm"
            data-state={deleting ? 'deleting' : 'idle'}
            aria-disabled={deleting || undefined}
            startIcon={deleting ? <Spinner size="sm" tone="inherit" aria-hidden /> : undefined}
            onClick={() => {
              if (!deleting) onConfirm(action);
            }}
          >
            {deleting ? labels.deleting : labels.confirm}
          </Button>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
