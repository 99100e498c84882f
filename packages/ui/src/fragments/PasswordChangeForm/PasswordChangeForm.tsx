import { useId, type ComponentProps, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PasswordField } from '../../components/PasswordField';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './PasswordChangeForm.css';

/** Where the form is: editing, changing, just changed, or refused by the server. */
export const passwordChangeFormStates = ['idle', 'saving', 'saved', 'error'] as const;
export type PasswordChangeFormState = (typeof passwordChangeFormStates)[number];

/** The three passwords (controlled by the app). */
export type PasswordChangeFormValues = {
  current: string;
  next: string;
  confirm: string;
};

/** Field errors, already in Spanish (current required or wrong, new at least 6, passwords match). */
export type PasswordChangeFormErrors = Partial<Record<keyof PasswordChangeFormValues, string>>;

/** Copy of the PasswordChangeForm; defaults from `es.settings.password` and `es.auth`. */
export type PasswordChangeFormLabels = {
  /** @default 'Contraseña' */
  title: string;
  /** What a change needs and does (other sessions end). */
  description: string;
  /** @default 'Contraseña actual' */
  current: string;
  /** @default 'Nueva contraseña' */
  next: string;
  /** @default 'Mínimo 6 caracteres' */
  nextHint: string;
  /** @default 'Confirmar contraseña' */
  confirm: string;
  /** @default 'Cambiar contraseña' */
  submit: string;
  /** The button while the request runs. @default 'Cambiando…' */
  saving: string;
  /** Announced once changed. @default 'Contraseña cambiada. Las demás sesiones se han cerrado.' */
  saved: string;
};

export type PasswordChangeFormProps = {
  /** The values (controlled). */
  value: PasswordChangeFormValues;
  /** Called with the next values on every edit. */
  onValueChange: (next: PasswordChangeFormValues) => void;
  /** Called with the values on 'Cambiar contraseña' (button or Enter); not called while saving. */
  onSubmit: (value: PasswordChangeFormValues) => void;
  /** @default 'idle' */
  state?: PasswordChangeFormState;
  /** Field errors to show (validation, or the wrong current password). @default {} */
  errors?: PasswordChangeFormErrors;
  /** The server's refusal, shown in an alert when `state` is 'error'. @default null */
  error?: string | null;
  /** Level of the card title in the page outline. @default 3 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<PasswordChangeFormLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onSubmit'>;

/**
 * The password card of the settings page's 'Seguridad': current password (required: the server checks
 * it), new password and its confirmation, 'Cambiar contraseña', and the outcome. Controlled only: the app
 * validates and calls supabase-js `updateUser({password, current_password})`.
 */
export function PasswordChangeForm({
  value,
  onValueChange,
  onSubmit,
  state = 'idle',
  errors = {},
  error = null,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: PasswordChangeFormProps) {
  const labels: PasswordChangeFormLabels = {
    ...es.settings.password,
    next: es.auth.resetPassword.password,
    nextHint: es.auth.passwordHint,
    confirm: es.auth.confirmPassword,
    ...labelOverrides,
  };
  const titleId = useId();
  const saving = state === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit(value);
  };
  const field = (key: keyof PasswordChangeFormValues) => ({
    value: value[key],
    onValueChange: (next: string) => onValueChange({ ...value, [key]: next }),
    error: errors[key],
    readOnly: saving,
    required: true,
  });
  return (
    <Card.Root
      asChild
      data-slot="password-change-form"
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
            <PasswordField
              label={labels.current}
              name="current-password"
              autoComplete="current-password"
              {...field('current')}
            />
            <PasswordField
              label={labels.next}
              description={labels.nextHint}
              name="new-password"
              autoComplete="new-password"
              {...field('next')}
            />
            <PasswordField
              label={labels.confirm}
              name="confirm-password"
              autoComplete="new-password"
              {...field('confirm')}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                data-slot="password-change-submit"
                aria-disabled={saving || undefined}
                startIcon={
                  saving ? (
                    <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                  ) : undefined
                }
              >
                {saving ? labels.saving : labels.submit}
              </Button>
              <p role="status" className={styles.status} data-slot="password-change-saved">
                {state === 'saved' ? labels.saved : ''}
              </p>
              <p
                role="alert"
                className={styles.status}
                data-tone="critical"
                data-slot="password-change-error"
              >
                {state === 'error' ? (error ?? '') : ''}
              </p>
            </div>
          </form>
        </Card.Body>
      </section>
    </Card.Root>
  );
}
