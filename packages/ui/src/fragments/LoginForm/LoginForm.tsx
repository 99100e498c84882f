import type { ComponentProps } from 'react';
import { TextField } from '../../components/TextField';
import { PasswordField } from '../../components/PasswordField';
import { Checkbox } from '../../components/Checkbox';
import * as es from '../../i18n/es';
import { AuthCard } from '../AuthCard';
import * as styles from './LoginForm.css';

/** The login form's values (controlled by the app). */
export type LoginFormValues = {
  email: string;
  password: string;
  /** 'Recordarme'. */
  remember: boolean;
};

/** Field errors, already in Spanish (spec §5: 'El email es requerido', 'La contraseña es requerida'). */
export type LoginFormErrors = {
  email?: string;
  password?: string;
};

/** Copy of the LoginForm; defaults from `es.auth` and `es.auth.login`. */
export type LoginFormLabels = {
  /** @default 'Iniciar Sesión' */
  title: string;
  /** Line under the title; '' hides it. */
  description: string;
  /** @default 'Correo electrónico' */
  email: string;
  /** @default 'nombre@despacho.es' */
  emailPlaceholder: string;
  /** @default 'Contraseña' */
  password: string;
  /** @default 'Recordarme' */
  remember: string;
  /** @default '¿Olvidaste tu contraseña?' */
  forgotPassword: string;
  /** @default 'Iniciar Sesión' */
  submit: string;
  /** Appended to `submit` in demo mode. @default ' (Modo Demo)' */
  demoSuffix: string;
  /** Submit label while the request runs. @default 'Iniciando sesión…' */
  submitting: string;
  /** @default '¿No tienes cuenta?' */
  noAccount: string;
  /** @default 'Regístrate' */
  register: string;
  /** @default 'Volver' (after a left arrow) */
  back: string;
};

export type LoginFormProps = {
  /** The values (controlled). */
  values: LoginFormValues;
  /** Field errors to show under each field; each sets `aria-invalid` and is announced. */
  errors: LoginFormErrors;
  /** Server error (spec §8 Login), shown in an alert region above the submit button. @default null */
  formError?: string | null;
  /** The sign-in request is running: spinner on the button, repeated submits ignored. */
  submitting: boolean;
  /** The backend is not configured: the submit label reads 'Iniciar Sesión (Modo Demo)' (spec §2). */
  demoMode: boolean;
  /** Whether the password shows as plain text. */
  showPassword: boolean;
  /** Called by the password's show/hide toggle. */
  onToggleShowPassword: () => void;
  /** Called with the next values on every edit (email, password, 'Recordarme'). */
  onValuesChange: (next: LoginFormValues) => void;
  /** Called on submit (button or Enter). The app validates, then signs in. */
  onSubmit: () => void;
  /** Called by '¿Olvidaste tu contraseña?'. */
  onForgotPassword: () => void;
  /** Called by '¿No tienes cuenta? Regístrate'. */
  onSwitchToRegister: () => void;
  /** Called by the '← Volver' action. */
  onBack: () => void;
  /** Product name in the card. @default 'Alegato' */
  productName?: string;
  /** Copy overrides. */
  labels?: Partial<LoginFormLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onSubmit'>;

/**
 * The login screen (spec §2): Email, Contraseña with a show/hide toggle, 'Recordarme',
 * '¿Olvidaste tu contraseña?', the submit button ('Iniciar Sesión', plus ' (Modo Demo)' without a
 * backend), a link to registration and a back action. Controlled only; Enter submits.
 */
export function LoginForm({
  values,
  errors,
  formError = null,
  submitting,
  demoMode,
  showPassword,
  onToggleShowPassword,
  onValuesChange,
  onSubmit,
  onForgotPassword,
  onSwitchToRegister,
  onBack,
  productName,
  labels: labelOverrides,
  ...rest
}: LoginFormProps) {
  const labels: LoginFormLabels = {
    email: es.auth.email,
    emailPlaceholder: es.auth.emailPlaceholder,
    password: es.auth.password,
    demoSuffix: es.auth.demoSuffix,
    back: es.auth.back,
    ...es.auth.login,
    ...labelOverrides,
  };
  const set =
    <K extends keyof LoginFormValues>(key: K) =>
    (next: LoginFormValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  return (
    <AuthCard
      data-slot="login-form"
      data-demo={demoMode ? '' : undefined}
      title={labels.title}
      description={labels.description || undefined}
      productName={productName}
      onBack={onBack}
      labels={{ back: labels.back }}
      footer={
        <p>
          {labels.noAccount}{' '}
          <AuthCard.LinkButton onClick={() => onSwitchToRegister()}>{labels.register}</AuthCard.LinkButton>
        </p>
      }
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
          onValueChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label={labels.password}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          visible={showPassword}
          onVisibleChange={() => onToggleShowPassword()}
        />
        <div className={styles.row}>
          <Checkbox
            label={labels.remember}
            name="remember"
            checked={values.remember}
            onCheckedChange={set('remember')}
          />
          <AuthCard.LinkButton onClick={() => onForgotPassword()}>
            {labels.forgotPassword}
          </AuthCard.LinkButton>
        </div>
        <AuthCard.Alert message={formError} />
        <AuthCard.Submit submitting={submitting} submittingLabel={labels.submitting}>
          {demoMode ? `${labels.submit}${labels.demoSuffix}` : labels.submit}
        </AuthCard.Submit>
      </AuthCard.Form>
    </AuthCard>
  );
}
