import { useRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { AlertDialog, type AlertDialogContentProps } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import type { Labels } from '../../i18n/labels';
import * as styles from './ErrorDialog.css';

/** Every string the dialog shows; defaults from `es.errorDialog` (spec §2 "Other"). */
export type ErrorDialogLabels = Record<keyof Labels['errorDialog'], string>;

/** Technical details for support, shown collapsed. */
export type ErrorDialogDetails = {
  /** The error's message, e.g. `TypeError: Cannot read properties of undefined`. */
  message: string;
  /** The id under which the error was logged, to quote to support. */
  errorId?: string;
};

export type ErrorDialogProps = {
  /** Whether the dialog is shown. Controlled only: the app opens it when an unexpected error occurs. */
  open: boolean;
  /** Called when the user presses 'Recargar'; the app reloads the page. */
  onReload: () => void;
  /** Optional technical details, in a collapsed 'Detalles técnicos' section. */
  details?: ErrorDialogDetails;
  /** Copy overrides. @default es.errorDialog */
  labels?: Partial<ErrorDialogLabels>;
} & Omit<AlertDialogContentProps, 'children' | 'title'>;

/**
 * The app-wide 'Error Inesperado' dialog (spec §2): a modal alert with one action, 'Recargar'. It cannot
 * be dismissed (Escape and outside clicks do nothing): reloading is the way out. Focus starts on the
 * button. Props other than these go to the dialog content.
 */
export function ErrorDialog({
  open,
  onReload,
  details,
  labels: labelOverrides,
  onOpenAutoFocus,
  ...rest
}: ErrorDialogProps) {
  const labels: ErrorDialogLabels = { ...es.errorDialog, ...labelOverrides };
  const reloadRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content
        data-slot="error-dialog"
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          // Radix focuses the cancel button, and there is none: focus the one action instead.
          event.preventDefault();
          reloadRef.current?.focus({ preventScroll: true });
        }}
        {...rest}
      >
        <AlertDialog.Header>
          <div className={styles.titleRow}>
            <Icon icon={CircleAlert} size="md" className={styles.icon} />
            <AlertDialog.Title>{labels.title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description>{labels.description}</AlertDialog.Description>
        </AlertDialog.Header>
        {details ? (
          <details data-slot="error-dialog-details" className={styles.details}>
            <summary className={styles.summary}>{labels.details}</summary>
            <dl className={styles.detailsBody}>
              <dt className={styles.term}>{labels.message}</dt>
              <dd className={styles.value}>{details.message}</dd>
              {details.errorId ? (
                <>
                  <dt className={styles.term}>{labels.errorId}</dt>
                  <dd className={styles.value}>{details.errorId}</dd>
                </>
              ) : null}
            </dl>
          </details>
        ) : null}
        <AlertDialog.Footer>
          <Button ref={reloadRef} data-slot="error-dialog-reload" onClick={() => onReload()}>
            {labels.reload}
          </Button>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
