import type { ComponentProps } from 'react';
import { Cookie, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './CookieBanner.css';

/** Copy of the CookieBanner; defaults from `es.cookies.banner`. */
export type CookieBannerLabels = {
  /** Accessible name of the region. @default 'Aviso de cookies' */
  region: string;
  /** @default 'Usamos cookies' */
  title: string;
  /** The explanation of essential and optional cookies. */
  text: string;
  /** @default 'Política de cookies' */
  policyLink: string;
  /** @default 'Aceptar todas' */
  acceptAll: string;
  /** @default 'Solo esenciales' */
  essentialOnly: string;
  /** @default 'Configurar' */
  configure: string;
  /** The close icon's accessible name. @default 'Cerrar' */
  close: string;
};

export type CookieBannerProps = {
  /** Whether the banner shows (the app opens it 2 s after load when no consent is stored). */
  open: boolean;
  /** Called by 'Aceptar todas'. */
  onAcceptAll: () => void;
  /** Called by 'Solo esenciales'. */
  onEssentialOnly: () => void;
  /** Called by 'Configurar' (the app opens the CookieSettingsDialog). */
  onConfigure: () => void;
  /** Called by the close icon: hides the banner without recording a choice. */
  onClose: () => void;
  /** Route of the cookie policy. @default '/legal/cookie-policy' */
  policyHref?: string;
  /** Copy overrides. */
  labels?: Partial<CookieBannerLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The cookie notice (spec §2 Cookie banner): a non-modal region 'Aviso de cookies' fixed at the bottom,
 * explaining essential and optional cookies, with 'Aceptar todas' and 'Solo esenciales' given equal
 * weight, 'Configurar', a link to the 'Política de cookies' and a close icon. It stacks below toasts,
 * and from the desktop width up it keeps clear of their bottom-right column.
 */
export function CookieBanner({
  open,
  onAcceptAll,
  onEssentialOnly,
  onConfigure,
  onClose,
  policyHref = '/legal/cookie-policy',
  labels: labelOverrides,
  className,
  ...rest
}: CookieBannerProps) {
  const renderLink = useRenderLink();
  const labels: CookieBannerLabels = { ...es.cookies.banner, ...labelOverrides };
  if (!open) return null;
  return (
    <section
      aria-label={labels.region}
      data-slot="cookie-banner"
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.text}>
        <Icon icon={Cookie} size="lg" className={styles.icon} />
        <div>
          <h2 className={styles.title}>{labels.title}</h2>
          <p className={styles.body}>
            {labels.text}{' '}
            {renderLink({
              href: policyHref,
              className: styles.link,
              'data-slot': 'cookie-banner-policy-link',
              children: labels.policyLink,
            })}
          </p>
        </div>
      </div>
      <IconButton
        icon={X}
        label={labels.close}
        size="sm"
        className={styles.close}
        onClick={() => onClose()}
      />
      <div className={styles.actions}>
        <Button
          variant="outline"
          tone="neutral"
          data-slot="cookie-banner-configure"
          onClick={() => onConfigure()}
        >
          {labels.configure}
        </Button>
        <Button data-slot="cookie-banner-essential" onClick={() => onEssentialOnly()}>
          {labels.essentialOnly}
        </Button>
        <Button data-slot="cookie-banner-accept" onClick={() => onAcceptAll()}>
          {labels.acceptAll}
        </Button>
      </div>
    </section>
  );
}
