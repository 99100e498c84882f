import type { ComponentProps } from 'react';
import { TextField } from '../../components/TextField';
import { PasswordField } from '../../components/PasswordField';
import { Checkbox } from '../../components/Checkbox';
import * as es from '../../i18n/es';
import { AuthCard } from '../AuthCard';
import { useRenderLink } from '../../utils/link';
import * as styles from './RegisterForm.css';

/** The registration form's values (controlled by the app). */
export type RegisterFormValues = {
  name: string;
  email: string;
  /** Optional; the app sends null when empty (spec §5). */
  organization: string;
  password: string;
  confirmPassword: string;
  /** The terms and privacy checkbox. */
  acceptTerms: boolean;
};

/** Field errors, already in Spanish (spec §5). */
export type RegisterFormErrors = {
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: string;
};

/** Copy of the RegisterForm; defaults from `es.auth` and `es.auth.register`. */
export type RegisterFormLabels = {
  /** @default 'Crear cuenta' */
  title: string;
  /** Line under the title; '' hides it. */
  description: string;
  /** @default 'Nombre completo' */
  name: string;
  /** @default 'Correo electrónico' */
  email: string;
  /** @default 'nombre@despacho.es' */
  emailPlaceholder: string;
  /** @default 'Organización (opcional)' */
  organization: string;
  /** @default 'Contraseña' */
  password: string;
  /** Help under the password. @default 'Mínimo 6 caracteres' */
  passwordHint: string;
  /** @default 'Confirmar contraseña' */
  confirmPassword: string;
  /** @default 'Acepto los ' */
  termsPrefix: string;
  /** @default 'términos y condiciones' */
  termsLink: string;
  /** @default ' y la ' */
  termsJoin: string;
  /** @default 'política de privacidad' */
  privacyLink: string;
  /** @default 'Crear cuenta' */
  submit: string;
  /** Appended to `submit` in demo mode. @default ' (Modo Demo)' */
  demoSuffix: string;
  /** @default 'Creando cuenta…' */
  submitting: string;
  /** @default '¿Ya tienes cuenta?' */
  hasAccount: string;
  /** @default 'Inicia sesión' */
  login: string;
  /** @default 'Volver' (after a left arrow) */
  back: string;
};

export type RegisterFormProps = {
  /** The values (controlled). */
  values: RegisterFormValues;
  /** Field errors to show; each sets `aria-invalid` and is announced. */
  errors: RegisterFormErrors;
  /** Server error (spec §8 Registration), shown in an alert region above the button. @default null */
  formError?: string | null;
  /** The sign-up request is running. */
  submitting: boolean;
  /** The backend is not configured: the submit label gets ' (Modo Demo)'. */
  demoMode: boolean;
  /** Whether both password fields show plain text. */
  showPassword: boolean;
  /** Called by the password's show/hide toggle. */
  onToggleShowPassword: () => void;
  /** Called with the next values on every edit (the fields and the terms checkbox). */
  onValuesChange: (next: RegisterFormValues) => void;
  /** Called on submit (button or Enter). The app validates, then signs up. */
  onSubmit: () => void;
  /** Called by '¿Ya tienes cuenta? Inicia sesión'. */
  onSwitchToLogin: () => void;
  /** Called by the '← Volver' action. */
  onBack: () => void;
  /** Route of the terms. @default '/legal/terms-of-service' */
  termsHref?: string;
  /** Route of the privacy policy. @default '/legal/privacy-policy' */
  privacyHref?: string;
  /** Product name in the card. @default 'Alegato' */
  productName?: string;
  /** Copy overrides. */
  labels?: Partial<RegisterFormLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onSubmit'>;

/**
 * The registration screen (spec §2): 'Nombre completo', 'Correo electrónico', 'Organización (opcional)',
 * 'Contraseña', 'Confirmar contraseña', the terms checkbox with links to the terms and the privacy
 * policy, and 'Crear cuenta'. Controlled only; Enter submits. One show/hide toggle (on 'Contraseña')
 * reveals both password fields.
 */
export function RegisterForm({
  values,
  errors,
  formError = null,
  submitting,
  demoMode,
  showPassword,
  onToggleShowPassword,
  onValuesChange,
  onSubmit,
  onSwitchToLogin,
  onBack,
  termsHref = '/legal/terms-of-service',
  privacyHref = '/legal/privacy-policy',
  productName,
  labels: labelOverrides,
  ...rest
}: RegisterFormProps) {
  const renderLink = useRenderLink();
  const labels: RegisterFormLabels = {
    email: es.auth.email,
    emailPlaceholder: es.auth.emailPlaceholder,
    password: es.auth.password,
    passwordHint: es.auth.passwordHint,
    confirmPassword: es.auth.confirmPassword,
    demoSuffix: es.auth.demoSuffix,
    back: es.auth.back,
    ...es.auth.register,
    ...labelOverrides,
  };
  const set =
    <K extends keyof RegisterFormValues>(key: K) =>
    (next: RegisterFormValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  return (
    <AuthCard
      data-slot="register-form"
      data-demo={demoMode ? '' : undefined}
      title={labels.title}
      description={labels.description || undefined}
      productName={productName}
      onBack={onBack}
      labels={{ back: labels.back }}
      footer={
        <p>
          {labels.hasAccount}{' '}
          <AuthCard.LinkButton onClick={() => onSwitchToLogin()}>{labels.login}</AuthCard.LinkButton>
        </p>
      }
      {...rest}
    >
      <AuthCard.Form onSubmit={onSubmit} submitting={submitting}>
        <TextField
          label={labels.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
        />
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
        <TextField
          label={labels.organization}
          name="organization"
          autoComplete="organization"
          value={values.organization}
          onValueChange={set('organization')}
        />
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
        <Checkbox
          name="acceptTerms"
          checked={values.acceptTerms}
          onCheckedChange={set('acceptTerms')}
          error={errors.acceptTerms}
          label={
            <>
              {labels.termsPrefix}
              {renderLink({
                href: termsHref,
                className: styles.termsLink,
                'data-slot': 'register-form-terms-link',
                children: labels.termsLink,
              })}
              {labels.termsJoin}
              {renderLink({
                href: privacyHref,
                className: styles.termsLink,
                'data-slot': 'register-form-privacy-link',
                children: labels.privacyLink,
              })}
            </>
          }
        />
        <AuthCard.Alert message={formError} />
        <AuthCard.Submit submitting={submitting} submittingLabel={labels.submitting}>
          {demoMode ? `${labels.submit}${labels.demoSuffix}` : labels.submit}
        </AuthCard.Submit>
      </AuthCard.Form>
    </AuthCard>
  );
}
