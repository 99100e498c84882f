import { useId, useRef, type ComponentProps, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PasswordField } from '../../components/PasswordField';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './AccountDataPanel.css';

/** Copy of the AccountDataPanel; defaults from `es.accountData`. */
export type AccountDataPanelLabels = {
  /** Card title. @default 'Tus datos' */
  title: string;
  /** Under the title. @default 'Descarga una copia de tus datos o elimina tu cuenta.' */
  description: string;
  /** @default 'Descargar mis datos' */
  exportTitle: string;
  /** What the export holds and why (GDPR arts. 15 and 20). */
  exportText: string;
  /** @default 'Descargar mis datos' */
  exportAction: string;
  /** Export button while the file is prepared. @default 'Preparando descarga…' */
  exporting: string;
  /** Heading of the danger zone. @default 'Eliminar cuenta' */
  deleteTitle: string;
  /** What deletion means (GDPR art. 17). */
  deleteText: string;
  /** The button that opens the confirmation. @default 'Eliminar cuenta' */
  deleteAction: string;
  /** @default '¿Eliminar tu cuenta?' */
  confirmTitle: string;
  /** Consequences: cases, documents, reports and PDFs deleted permanently. */
  confirmText: string;
  /** @default 'Contraseña' */
  password: string;
  /** @default 'Escribe tu contraseña para confirmar que eres tú.' */
  passwordHint: string;
  /** @default 'Eliminar definitivamente' */
  confirmAction: string;
  /** Confirm button while the request runs. @default 'Eliminando…' */
  deleting: string;
};

export type AccountDataPanelProps = {
  /** Called by 'Descargar mis datos' (the app downloads `GET /api/account/export`). */
  onExport: () => void;
  /** The export is being prepared: the button shows a spinner and ignores clicks. @default false */
  exporting?: boolean;
  /** Why the last export failed; announced under the button. @default null */
  exportError?: string | null;
  /** Whether the deletion confirmation is open. */
  confirmOpen: boolean;
  /** Called with the next open state ('Eliminar cuenta', 'Cancelar', Escape). Ignored while deleting. */
  onConfirmOpenChange: (open: boolean) => void;
  /** The password typed in the confirmation (controlled). */
  password: string;
  /** Called with the next password on every edit. */
  onPasswordChange: (next: string) => void;
  /** Called with the password when the user confirms (button or Enter). Not called while deleting. */
  onDelete: (password: string) => void;
  /** The deletion request runs: the confirm button shows a spinner, the dialog cannot be dismissed. @default false */
  deleting?: boolean;
  /** Why the deletion failed (e.g. 'La contraseña no es correcta.'), shown on the password field. @default null */
  deleteError?: string | null;
  /** Level of the card title in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<AccountDataPanelLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onChange'>;

/**
 * The 'Tus datos' card of the settings page (SECURITY 17, GDPR arts. 15, 17 and 20): 'Descargar mis
 * datos' and a danger zone whose 'Eliminar cuenta' opens a confirmation (role `alertdialog`) that says
 * cases, documents, reports and PDFs are deleted permanently and asks for the password. Controlled only:
 * the app owns the open state, the password, and the request states.
 */
export function AccountDataPanel({
  onExport,
  exporting = false,
  exportError = null,
  confirmOpen,
  onConfirmOpenChange,
  password,
  onPasswordChange,
  onDelete,
  deleting = false,
  deleteError = null,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: AccountDataPanelProps) {
  const labels: AccountDataPanelLabels = { ...es.accountData, ...labelOverrides };
  const titleId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deleting) onDelete(password);
  };
  const spinner = <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />;

  return (
    <Card.Root
      asChild
      data-slot="account-data-panel"
      data-state={deleting ? 'deleting' : exporting ? 'exporting' : 'idle'}
      className={cx(styles.root, className)}
    >
      <section aria-labelledby={titleId} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
          <Card.Description>{labels.description}</Card.Description>
        </Card.Header>
        <Card.Body className={styles.section} data-slot="account-data-export">
          <Section className={styles.sectionTitle}>{labels.exportTitle}</Section>
          <p className={styles.text}>{labels.exportText}</p>
          <Button
            variant="outline"
            tone="neutral"
            data-slot="account-data-export-button"
            data-state={exporting ? 'exporting' : 'idle'}
            aria-disabled={exporting || undefined}
            startIcon={exporting ? spinner : <Icon icon={Download} size="sm" />}
            onClick={() => {
              if (!exporting) onExport();
            }}
          >
            {exporting ? labels.exporting : labels.exportAction}
          </Button>
          <p role="alert" className={styles.error} data-slot="account-data-export-error">
            {exportError ?? ''}
          </p>
        </Card.Body>
        <div className={cx(styles.section, styles.danger)} data-slot="account-data-danger">
          <Section className={cx(styles.sectionTitle, styles.dangerTitle)}>{labels.deleteTitle}</Section>
          <p className={cx(styles.text, styles.dangerText)}>{labels.deleteText}</p>
          <AlertDialog.Root
            open={confirmOpen}
            onOpenChange={(next) => {
              if (!deleting) onConfirmOpenChange(next);
            }}
          >
            <AlertDialog.Trigger asChild>
              <Button
                variant="solid"
                tone="critical"
                data-slot="account-data-delete-button"
                startIcon={<Icon icon={Trash2} size="sm" />}
              >
                {labels.deleteAction}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content
              data-tone="critical"
              data-slot="account-data-confirm"
              aria-busy={deleting || undefined}
              // The password is what the user must do next; nothing destructive has focus.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                passwordRef.current?.focus();
              }}
              onEscapeKeyDown={(event) => {
                if (deleting) event.preventDefault();
              }}
            >
              <AlertDialog.Header>
                <AlertDialog.Title>{labels.confirmTitle}</AlertDialog.Title>
                <AlertDialog.Description>{labels.confirmText}</AlertDialog.Description>
              </AlertDialog.Header>
              <form noValidate className={styles.form} onSubmit={submit}>
                <AlertDialog.Body>
                  <PasswordField
                    label={labels.password}
                    description={labels.passwordHint}
                    ref={passwordRef}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onValueChange={onPasswordChange}
                    error={deleteError || undefined}
                    readOnly={deleting}
                  />
                </AlertDialog.Body>
                <AlertDialog.Footer>
                  <AlertDialog.Cancel disabled={deleting} />
                  <Button
                    type="submit"
                    tone="critical"
                    data-slot="account-data-confirm-button"
                    data-state={deleting ? 'deleting' : 'idle'}
                    aria-disabled={deleting || undefined}
                    startIcon={deleting ? spinner : undefined}
                  >
                    {deleting ? labels.deleting : labels.confirmAction}
                  </Button>
                </AlertDialog.Footer>
              </form>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </div>
      </section>
    </Card.Root>
  );
}
