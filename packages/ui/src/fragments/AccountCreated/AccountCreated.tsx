import type { ComponentProps } from 'react';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/Button';
import * as es from '../../i18n/es';
import { AuthCard } from '../AuthCard';
import * as styles from './AccountCreated.css';

/** Copy of the AccountCreated screen; defaults from `es.auth.accountCreated`. */
export type AccountCreatedLabels = {
  /** @default 'Cuenta Creada' */
  title: string;
  /** @default '¡Cuenta creada! Revisa tu email para confirmar la cuenta.' */
  message: string;
  /** Followed by the address. @default 'Hemos enviado un enlace de confirmación a' */
  sentTo: string;
  /** @default 'Si no lo ves en unos minutos, revisa la carpeta de spam.' */
  hint: string;
  /** @default 'Ir al inicio de sesión' */
  goToLogin: string;
  /** @default 'Volver al inicio' */
  backHome: string;
};

export type AccountCreatedProps = {
  /** The address the confirmation e-mail went to. */
  email: string;
  /** Called by 'Ir al inicio de sesión'. */
  onGoToLogin: () => void;
  /** Called by 'Volver al inicio'. */
  onBackHome: () => void;
  /** Product name in the card. @default 'Alegato' */
  productName?: string;
  /** Copy overrides. */
  labels?: Partial<AccountCreatedLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The 'Cuenta Creada' screen after sign-up without a session (spec §2, §8): the user must confirm the
 * e-mail sent to `email`. Focus moves to the title when it appears, so screen readers read it.
 */
export function AccountCreated({
  email,
  onGoToLogin,
  onBackHome,
  productName,
  labels: labelOverrides,
  ...rest
}: AccountCreatedProps) {
  const labels: AccountCreatedLabels = { ...es.auth.accountCreated, ...labelOverrides };
  return (
    <AuthCard
      data-slot="account-created"
      title={labels.title}
      description={labels.message}
      icon={MailCheck}
      tone="positive"
      productName={productName}
      focusTitleOnMount
      {...rest}
    >
      <p className={styles.text}>
        {labels.sentTo} <span className={styles.email}>{email}</span>. {labels.hint}
      </p>
      <div className={styles.actions}>
        <Button fullWidth data-slot="account-created-login" onClick={() => onGoToLogin()}>
          {labels.goToLogin}
        </Button>
        <Button
          fullWidth
          variant="outline"
          tone="neutral"
          data-slot="account-created-home"
          onClick={() => onBackHome()}
        >
          {labels.backHome}
        </Button>
      </div>
    </AuthCard>
  );
}
