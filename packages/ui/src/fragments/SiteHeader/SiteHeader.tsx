import type { ComponentProps } from 'react';
import { Scale } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink, type SiteLink } from '../../utils/link';
import * as styles from './SiteHeader.css';

/** Copy of the SiteHeader; defaults come from `es.site.header`. */
export type SiteHeaderLabels = {
  /** Accessible name of the navigation landmark. @default 'Principal' */
  nav: string;
  /** Appended to the product name in the logo link's accessible name. @default 'Inicio' */
  home: string;
  /** Secondary action. @default 'Iniciar Sesión' */
  login: string;
  /** Primary action. @default 'Prueba Gratis' */
  startTrial: string;
  /** Skip link, shown on keyboard focus only. @default 'Saltar al contenido' */
  skipToContent: string;
};

export type SiteHeaderProps = {
  /** Product name shown as the wordmark beside the scales mark. @default 'Alegato' */
  productName?: string;
  /** Route of the logo link. @default '/' */
  homeHref?: string;
  /** Links of the main navigation, shown from the desktop breakpoint up. @default [] */
  navLinks?: SiteLink[];
  /** Called when 'Iniciar Sesión' is pressed. */
  onLogin?: () => void;
  /** Called when 'Prueba Gratis' is pressed. */
  onStartTrial?: () => void;
  /**
   * In-page target of the 'Saltar al contenido' skip link (e.g. `#contenido`, the id of `<main>`).
   * No skip link when omitted.
   */
  skipToContentHref?: string;
  /** Copy overrides. @default es.site.header */
  labels?: Partial<SiteHeaderLabels>;
} & Omit<ComponentProps<'header'>, 'children'>;

/**
 * The public site's sticky header (`banner` landmark): scales mark and wordmark, optional navigation,
 * and the 'Iniciar Sesión' / 'Prueba Gratis' actions. At phone widths the navigation hides (the footer
 * repeats its links) and both actions stay visible in a compact size.
 */
export function SiteHeader({
  productName = es.site.productName,
  homeHref = '/',
  navLinks = [],
  onLogin,
  onStartTrial,
  skipToContentHref,
  labels: labelOverrides,
  className,
  ...rest
}: SiteHeaderProps) {
  const renderLink = useRenderLink();
  const labels: SiteHeaderLabels = { ...es.site.header, ...labelOverrides };
  return (
    <header data-slot="site-header" className={cx(styles.root, className)} {...rest}>
      {skipToContentHref ? (
        <a href={skipToContentHref} className={styles.skipLink} data-slot="site-header-skip-link">
          {labels.skipToContent}
        </a>
      ) : null}
      <div className={styles.inner}>
        {renderLink({
          href: homeHref,
          className: styles.brand,
          'data-slot': 'site-header-brand',
          'aria-label': `${productName} — ${labels.home}`,
          children: (
            <>
              <span className={styles.mark}>
                <Icon icon={Scale} size="md" />
              </span>
              <span className={styles.wordmark}>{productName}</span>
            </>
          ),
        })}
        {navLinks.length > 0 ? (
          <nav aria-label={labels.nav} className={styles.nav} data-slot="site-header-nav">
            <ul role="list" className={styles.navList}>
              {navLinks.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    className: styles.navLink,
                    'data-slot': 'site-header-link',
                    children: link.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions} data-slot="site-header-actions">
          <Button variant="outline" tone="neutral" className={styles.action} onClick={() => onLogin?.()}>
            {labels.login}
          </Button>
          <Button variant="solid" tone="accent" className={styles.action} onClick={() => onStartTrial?.()}>
            {labels.startTrial}
          </Button>
        </div>
      </div>
    </header>
  );
}
