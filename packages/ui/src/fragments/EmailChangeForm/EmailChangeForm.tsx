import { useId, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './EmailChangeForm.css';

/** Where the form is: editing, sending the link, link sent, or refused by the server. */
export const emailChangeFormStates = ['idle', 'saving', 'saved', 'error'] as const;
export type EmailChangeFormState = (typeof emailChangeFormStates)[number];

/** Copy of the EmailChangeForm; defaults from `es.settings.email`. */
export type EmailChangeFormLabels = {
  /** @default 'Email de la cuenta' */
  title: string;
  /** How the change works (a link to the new address). */
  description: string;
  /** @default 'Email actual' */
  current: string;
  /** @default 'Nuevo email' */
  next: string;
  /** @default 'Cambiar email' */
  submit: string;
  /** The button while the request runs. @default 'Enviando…' */
  saving: string;
  /** Announced once the link is sent, with the new address. */
  sent: (email: string) => string;
  /** A change waiting for its link, with the new address. */
  pending: (email: string) => string;
};

export type EmailChangeFormProps = {
  /** The account's address now. */
  currentEmail: string;
  /** The new address typed (controlled). */
  value: string;
  /** Called with the next text on every edit. */
  onValueChange: (next: string) => void;
  /** Called with the new address on 'Cambiar email' (button or Enter); not called while saving. */
  onSubmit: (email: string) => void;
  /** A change waiting for its confirmation link (the server's `new_email`). @default null */
  pendingEmail?: string | null;
  /** @default 'idle' */
  state?: EmailChangeFormState;
  /** Validation or the server's refusal about the address (taken, invalid), on the field. @default null */
  fieldError?: string | null;
  /** Any other refusal, in an alert when `state` is 'error'. @default null */
  error?: string | null;
  /** Level of the card title in the page outline. @default 3 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<EmailChangeFormLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onSubmit'>;

/**
 * The e-mail card of the settings page's 'Seguridad': the current address, the new one, 'Cambiar email',
 * then 'Hemos enviado un enlace a …' — the address changes only when that link is opened — and a note
 * while a change is pending. Controlled only: the app calls supabase-js `updateUser({email})`.
 */
export function EmailChangeForm({
  currentEmail,
  value,
  onValueChange,
  onSubmit,
  pendingEmail = null,
  state = 'idle',
  fieldError = null,
  error = null,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: EmailChangeFormProps) {
  const labels: EmailChangeFormLabels = { ...es.settings.email, ...labelOverrides };
  const titleId = useId();
  const saving = state === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(value.trim());
  };
  return (
    <Card.Root
      asChild
      data-slot="email-change-form"
      data-state={state}
      className={cx(styles.root, className)}
    >
      <section aria-labelledby={titleId} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
          <Card.Description>{labels.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <form noValidate className={styles.form} onSubmit={submit} aria-busy={saving || undefined}>
            <TextField
              label={labels.current}
              type="email"
              value={currentEmail}
              readOnly
              name="current-email"
            />
            <TextField
              label={labels.next}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={value}
              onValueChange={onValueChange}
              error={fieldError || undefined}
              readOnly={saving}
            />
            {pendingEmail && state !== 'saved' ? (
              <p className={styles.note} data-slot="email-change-pending">
                {labels.pending(pendingEmail)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                data-slot="email-change-submit"
                aria-disabled={saving || undefined}
                startIcon={
                  saving ? (
                    <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                  ) : undefined
                }
              >
                {saving ? labels.saving : labels.submit}
              </Button>
              <p role="status" className={styles.status} data-slot="email-change-sent">
                {state === 'saved' && pendingEmail ? labels.sent(pendingEmail) : ''}
              </p>
              <p role="alert" className={styles.status} data-tone="critical" data-slot="email-change-error">
                {state === 'error' ? (error ?? '') : ''}
              </p>
            </div>
          </form>
        </Card.Body>
      </section>
    </Card.Root>
  );
}
