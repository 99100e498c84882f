import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, CircleAlert, Scale, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './AuthCard.css';

export const authCardTones = ['accent', 'positive'] as const;

/** Copy of the AuthCard frame; defaults from `es.auth`. */
export type AuthCardLabels = {
  /** The back action, shown after a left arrow. @default 'Volver' */
  back: string;
};

export type AuthCardProps = {
  /** The screen's title, the page's `h1`, e.g. 'Iniciar Sesión'. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** A status icon above the title (e.g. `MailCheck` once an e-mail was sent). None when omitted. */
  icon?: LucideIcon;
  /** Colour of the status icon. @default 'accent' */
  tone?: (typeof authCardTones)[number];
  /** Product name beside the scales mark. @default 'Alegato' */
  productName?: string;
  /** Called by the '← Volver' action at the top; the action shows only when this is set. */
  onBack?: () => void;
  /** Content under a separator at the bottom, e.g. '¿No tienes cuenta? Regístrate'. */
  footer?: ReactNode;
  /**
   * Moves focus to the title when the card mounts, so screen readers start reading the new screen
   * (use it for screens that replace a form: 'Cuenta Creada', 'Revisa tu correo'). @default false
   */
  focusTitleOnMount?: boolean;
  /** Copy overrides. @default { back: es.auth.back } */
  labels?: Partial<AuthCardLabels>;
  /** The screen's content (usually an `AuthCard.Form`). */
  children?: ReactNode;
} & Omit<ComponentProps<'div'>, 'title' | 'children'>;

/**
 * The frame every account screen sits in (login, registration, account created, password recovery):
 * a centred card with the product mark, an `h1` title, an optional description, the content and an
 * optional footer. On phones it fills the screen without a border. Parts: `AuthCard.Form` (native
 * `noValidate` form), `AuthCard.Alert` (the server-error region), `AuthCard.Submit`,
 * `AuthCard.LinkButton`.
 */
export function AuthCard({
  title,
  description,
  icon,
  tone = 'accent',
  productName = es.site.productName,
  onBack,
  footer,
  focusTitleOnMount = false,
  labels: labelOverrides,
  className,
  children,
  ...rest
}: AuthCardProps) {
  const labels: AuthCardLabels = { back: es.auth.back, ...labelOverrides };
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitleOnMount]);

  return (
    <div data-slot="auth-card" className={cx(styles.root, className)} {...rest}>
      <div data-slot="auth-card-panel" className={styles.card}>
        {onBack ? (
          <div className={styles.top}>
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              className={styles.back}
              startIcon={<Icon icon={ArrowLeft} size="sm" />}
              data-slot="auth-card-back"
              onClick={() => onBack()}
            >
              {labels.back}
            </Button>
          </div>
        ) : null}
        <div className={styles.header}>
          <span className={styles.brand} data-slot="auth-card-brand">
            <span className={styles.mark}>
              <Icon icon={Scale} size="md" />
            </span>
            <span className={styles.wordmark}>{productName}</span>
          </span>
        </div>
        <div className={styles.header}>
          {icon ? (
            <span className={cx(styles.statusIcon, styles.statusTone[tone])} data-slot="auth-card-icon">
              <Icon icon={icon} size="lg" />
            </span>
          ) : null}
          <h1 ref={titleRef} tabIndex={-1} className={styles.title} data-slot="auth-card-title">
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <div className={styles.content} data-slot="auth-card-content">
          {children}
        </div>
        {footer ? (
          <div className={styles.footer} data-slot="auth-card-footer">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export type AuthCardFormProps = {
  /** Called on submit (button or Enter in a field), unless `submitting`. Receives no event. */
  onSubmit: () => void;
  /** While true the form is `aria-busy` and further submits are ignored. @default false */
  submitting?: boolean;
} & Omit<ComponentProps<'form'>, 'onSubmit'>;

/**
 * A native form with `noValidate` (the app validates and sends Spanish messages back as props). After
 * each submit, once the app has re-rendered with its errors, focus moves to the first invalid control.
 */
function AuthCardForm({ onSubmit, submitting = false, className, children, ...rest }: AuthCardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitCount, setSubmitCount] = useState(0);
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit();
    setSubmitCount((count) => count + 1);
  };
  return (
    <form
      ref={formRef}
      noValidate
      data-slot="auth-card-form"
      aria-busy={submitting || undefined}
      className={cx(styles.form, className)}
      onSubmit={handleSubmit}
      {...rest}
    >
      {children}
    </form>
  );
}

export type AuthCardAlertProps = {
  /** The message (e.g. 'Credenciales incorrectas. Verifica tu email y contraseña.'); nothing when empty. */
  message?: ReactNode;
} & Omit<ComponentProps<'div'>, 'children' | 'role'>;

/**
 * The form-level error, in a live region (`role="alert"`) that is always in the DOM, so a message that
 * appears after a failed request is announced.
 */
function AuthCardAlert({ message, className, ...rest }: AuthCardAlertProps) {
  const hasMessage = message != null && message !== false && message !== '';
  return (
    <div
      role="alert"
      data-slot="auth-card-alert"
      data-state={hasMessage ? 'visible' : 'empty'}
      className={cx(hasMessage && styles.alert, className)}
      {...rest}
    >
      {hasMessage ? (
        <>
          <Icon icon={CircleAlert} size="sm" className={styles.alertIcon} />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}

export type AuthCardSubmitProps = {
  /** Shows a spinner and `submittingLabel`, and marks the button `aria-disabled`. @default false */
  submitting?: boolean;
  /** Label while submitting, e.g. 'Iniciando sesión…'. @default the normal label */
  submittingLabel?: ReactNode;
} & Omit<ButtonProps, 'type' | 'asChild'>;

/**
 * The full-width submit button. While submitting it stays focusable (`aria-disabled`, not `disabled`),
 * so keyboard focus is not lost.
 */
function AuthCardSubmit({ submitting = false, submittingLabel, children, ...rest }: AuthCardSubmitProps) {
  return (
    <Button
      type="submit"
      fullWidth
      data-state={submitting ? 'submitting' : 'idle'}
      aria-disabled={submitting || undefined}
      startIcon={
        submitting ? (
          <Spinner size="sm" tone="inherit" aria-hidden className={styles.submitSpinner} />
        ) : undefined
      }
      {...rest}
    >
      {submitting ? (submittingLabel ?? children) : children}
    </Button>
  );
}

export type AuthCardLinkButtonProps = Omit<ComponentProps<'button'>, 'type'>;

/** A button that reads as an inline link: 'Regístrate', '¿Olvidaste tu contraseña?'. */
function AuthCardLinkButton({ className, ...rest }: AuthCardLinkButtonProps) {
  return (
    <button
      type="button"
      data-slot="auth-card-link-button"
      className={cx(styles.linkButton, className)}
      {...rest}
    />
  );
}

AuthCard.Form = AuthCardForm;
AuthCard.Alert = AuthCardAlert;
AuthCard.Submit = AuthCardSubmit;
AuthCard.LinkButton = AuthCardLinkButton;
