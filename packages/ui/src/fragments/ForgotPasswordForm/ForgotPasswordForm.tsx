import type { ComponentProps } from 'react';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import { AuthCard } from '../AuthCard';
import * as styles from './ForgotPasswordForm.css';

/** The recovery form's values (controlled by the app). */
export type ForgotPasswordFormValues = {
  email: string;
};

/** Copy of the ForgotPasswordForm; defaults from `es.auth` and `es.auth.forgotPassword`. */
export type ForgotPasswordFormLabels = {
  /** @default 'Recuperar contraseña' */
  title: string;
  /** Line under the title; '' hides it. */
  description: string;
  /** @default 'Correo electrónico' */
  email: string;
  /** @default 'nombre@despacho.es' */
  emailPlaceholder: string;
  /** @default 'Enviar enlace' */
  submit: string;
  /** @default 'Enviando…' */
  submitting: string;
  /** Title once sent. @default 'Revisa tu correo' */
  sentTitle: string;
  /** Before the address. @default 'Si existe una cuenta con' */
  sentBefore: string;
  /** After the address. @default 'te hemos enviado un correo con un enlace para restablecer tu contraseña.' */
  sentAfter: string;
  /** The button once sent. @default 'Volver al inicio de sesión' */
  backToLogin: string;
  /** @default 'Volver' (after a left arrow) */
  back: string;
};

export type ForgotPasswordFormProps = {
  /** The values (controlled); once sent, the confirmation names `values.email`. */
  values: ForgotPasswordFormValues;
  /** Error under the field, e.g. 'El email es requerido'. */
  error?: string;
  /** Server error, shown in an alert region above the button. @default null */
  formError?: string | null;
  /** The request is running. */
  submitting: boolean;
  /**
   * The request went through: the form gives way to a confirmation that, if an account exists, an
   * e-mail with a link was sent (it never reveals whether the account exists).
   */
  sent: boolean;
  /** Called with the next values on every edit. */
  onValuesChange: (next: ForgotPasswordFormValues) => void;
  /** Called on submit (button or Enter). */
  onSubmit: () => void;
  /** Called by '← Volver' and, once sent, by 'Volver al inicio de sesión'. */
  onBack: () => void;
  /** Product name in the card. @default 'Alegato' */
  productName?: string;
  /** Copy overrides. */
  labels?: Partial<ForgotPasswordFormLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onSubmit'>;

/**
 * Password recovery, step one: the user's e-mail, then a neutral confirmation ('Si existe una cuenta
 * con {email}, te hemos enviado…'). Controlled only.
 */
export function ForgotPasswordForm({
  values,
  error,
  formError = null,
  submitting,
  sent,
  onValuesChange,
  onSubmit,
  onBack,
  productName,
  labels: labelOverrides,
  ...rest
}: ForgotPasswordFormProps) {
  const labels: ForgotPasswordFormLabels = {
    email: es.auth.email,
    emailPlaceholder: es.auth.emailPlaceholder,
    back: es.auth.back,
    ...es.auth.forgotPassword,
    ...labelOverrides,
  };
  if (sent) {
    return (
      <AuthCard
        data-slot="forgot-password-form"
        data-state="sent"
        title={labels.sentTitle}
        icon={MailCheck}
        tone="positive"
        productName={productName}
        focusTitleOnMount
        {...rest}
      >
        <p className={styles.sentText}>
          {labels.sentBefore} <span className={styles.email}>{values.email}</span>, {labels.sentAfter}
        </p>
        <Button fullWidth variant="outline" tone="neutral" onClick={() => onBack()}>
          {labels.backToLogin}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      data-slot="forgot-password-form"
      data-state="form"
      title={labels.title}
      description={labels.description || undefined}
      productName={productName}
      onBack={onBack}
      labels={{ back: labels.back }}
      {...rest}
    >
      <AuthCard.Form onSubmit={onSubmit} submitting={submitting}>
        <TextField
          label={labels.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={labels.emailPlaceholder}
          value={values.email}
          onValueChange={(next) => onValuesChange({ ...values, email: next })}
          error={error}
        />
        <AuthCard.Alert message={formError} />
        <AuthCard.Submit submitting={submitting} submittingLabel={labels.submitting}>
          {labels.submit}
        </AuthCard.Submit>
      </AuthCard.Form>
    </AuthCard>
  );
}
