import type { ComponentProps } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import { AuthCard } from '../AuthCard';

/** The new password and its confirmation (controlled by the app). */
export type ResetPasswordFormValues = {
  password: string;
  confirmPassword: string;
};

/** Field errors, already in Spanish (spec §5: at least 6 characters; passwords match). */
export type ResetPasswordFormErrors = {
  password?: string;
  confirmPassword?: string;
};

/** Copy of the ResetPasswordForm; defaults from `es.auth` and `es.auth.resetPassword`. */
export type ResetPasswordFormLabels = {
  /** @default 'Nueva contraseña' */
  title: string;
  /** Line under the title; '' hides it. */
  description: string;
  /** @default 'Nueva contraseña' */
  password: string;
  /** @default 'Mínimo 6 caracteres' */
  passwordHint: string;
  /** @default 'Confirmar contraseña' */
  confirmPassword: string;
  /** @default 'Guardar contraseña' */
  submit: string;
  /** @default 'Guardando…' */
  submitting: string;
  /** Title once done. @default 'Contraseña actualizada' */
  doneTitle: string;
  /** @default 'Tu contraseña se ha cambiado correctamente.' */
  doneMessage: string;
  /** The button once done. @default 'Ir al panel' */
  continue: string;
};

export type ResetPasswordFormProps = {
  /** The values (controlled). */
  values: ResetPasswordFormValues;
  /** Field errors to show. */
  errors: ResetPasswordFormErrors;
  /** Server error (e.g. an expired link), in an alert region above the button. @default null */
  formError?: string | null;
  /** The request is running. */
  submitting: boolean;
  /** The password was changed: the form gives way to a confirmation with 'Ir al panel'. */
  done: boolean;
  /** Whether both fields show plain text. */
  showPassword: boolean;
  /** Called by the show/hide toggle. */
  onToggleShowPassword: () => void;
  /** Called with the next values on every edit of either field. */
  onValuesChange: (next: ResetPasswordFormValues) => void;
  /** Called on submit (button or Enter). */
  onSubmit: () => void;
  /** Called by 'Ir al panel' once done. */
  onContinue: () => void;
  /** Product name in the card. @default 'Alegato' */
  productName?: string;
  /** Copy overrides. */
  labels?: Partial<ResetPasswordFormLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onSubmit'>;

/**
 * Password recovery, step two (after following the link in the e-mail): a new password and its
 * confirmation, then 'Contraseña actualizada' with 'Ir al panel'. Controlled only.
 */
export function ResetPasswordForm({
  values,
  errors,
  formError = null,
  submitting,
  done,
  showPassword,
  onToggleShowPassword,
  onValuesChange,
  onSubmit,
  onContinue,
  productName,
  labels: labelOverrides,
  ...rest
}: ResetPasswordFormProps) {
  const labels: ResetPasswordFormLabels = {
    passwordHint: es.auth.passwordHint,
    confirmPassword: es.auth.confirmPassword,
    ...es.auth.resetPassword,
    ...labelOverrides,
  };
  const set =
    <K extends keyof ResetPasswordFormValues>(key: K) =>
    (next: ResetPasswordFormValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  if (done) {
    return (
      <AuthCard
        data-slot="reset-password-form"
        data-state="done"
        title={labels.doneTitle}
        description={labels.doneMessage}
        icon={CircleCheck}
        tone="positive"
        productName={productName}
        focusTitleOnMount
        {...rest}
      >
        <Button fullWidth onClick={() => onContinue()}>
          {labels.continue}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      data-slot="reset-password-form"
      data-state="form"
      title={labels.title}
      description={labels.description || undefined}
      productName={productName}
      {...rest}
    >
      <AuthCard.Form onSubmit={onSubmit} submitting={submitting}>
        <PasswordField
          label={labels.password}
          description={labels.passwordHint}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          visible={showPassword}
          onVisibleChange={() => onToggleShowPassword()}
        />
        <TextField
          label={labels.confirmPassword}
          type={showPassword ? 'text' : 'password'}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <AuthCard.Alert message={formError} />
        <AuthCard.Submit submitting={submitting} submittingLabel={labels.submitting}>
          {labels.submit}
        </AuthCard.Submit>
      </AuthCard.Form>
    </AuthCard>
  );
}
