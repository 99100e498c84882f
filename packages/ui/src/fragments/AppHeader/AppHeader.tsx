import type { ComponentProps } from 'react';
import { LogOut, Menu, Scale, Shield } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './AppHeader.css';

/** Copy of the AppHeader; defaults from `es.app` and `es.site.header`. */
export type AppHeaderLabels = {
  /** The greeting, from the user's e-mail. @default (email) => `Hola, ${email}` */
  greeting: (email: string) => string;
  /** Orange badge while an admin plan override is active. @default 'Testing' */
  testing: string;
  /** @default 'Admin' */
  admin: string;
  /** @default 'Cerrar sesión' */
  signOut: string;
  /** Sign-out label while signing out. @default 'Cerrando sesión…' */
  signingOut: string;
  /** Accessible name of the menu button (phones). @default 'Menú de navegación' */
  menu: string;
  /** Appended to the product name in the logo link's accessible name. @default 'Inicio' */
  home: string;
};

export type AppHeaderProps = {
  /** The signed-in user's e-mail, shown in the greeting. */
  email: string;
  /** Replaces the whole greeting text. @default labels.greeting(email) → 'Hola, {email}' */
  greeting?: string;
  /** An admin plan override is active: shows the orange 'Testing' badge (spec §2). @default false */
  testingActive?: boolean;
  /** Shows the 'Admin' button (the app decides who is admin). @default false */
  isAdmin?: boolean;
  /** Called by 'Admin'. */
  onAdmin?: () => void;
  /** Called by 'Cerrar sesión'. */
  onSignOut: () => void;
  /** Sign-out is running: spinner, 'Cerrando sesión…', further presses ignored. @default false */
  signingOut?: boolean;
  /** Called by the menu button (visible below the tablet breakpoint). */
  onToggleSidebar?: () => void;
  /** Whether the sidebar drawer is open; mirrored as the menu button's `aria-expanded`. @default false */
  sidebarOpen?: boolean;
  /** Id of the sidebar's `nav`, for the menu button's `aria-controls`. */
  sidebarId?: string;
  /** Product name beside the mark. @default 'Alegato' */
  productName?: string;
  /** Route of the logo link. @default '/' */
  homeHref?: string;
  /** Copy overrides. */
  labels?: Partial<AppHeaderLabels>;
} & Omit<ComponentProps<'header'>, 'children'>;

/**
 * The signed-in app's header (`banner` landmark, spec §2 App shell): menu button (phones), product mark
 * linking home, the orange 'Testing' badge during a plan override, the greeting 'Hola, {email}', 'Admin'
 * for the admin user and 'Cerrar sesión'. On phones the greeting hides and the buttons show only their
 * icons (their names stay for screen readers).
 */
export function AppHeader({
  email,
  greeting,
  testingActive = false,
  isAdmin = false,
  onAdmin,
  onSignOut,
  signingOut = false,
  onToggleSidebar,
  sidebarOpen = false,
  sidebarId,
  productName = es.site.productName,
  homeHref = '/',
  labels: labelOverrides,
  className,
  ...rest
}: AppHeaderProps) {
  const renderLink = useRenderLink();
  const labels: AppHeaderLabels = {
    greeting: es.app.greeting,
    testing: es.app.testing,
    admin: es.app.admin,
    signOut: es.app.signOut,
    signingOut: es.app.signingOut,
    menu: es.app.menu,
    home: es.site.header.home,
    ...labelOverrides,
  };
  return (
    <header data-slot="app-header" className={cx(styles.root, className)} {...rest}>
      <div className={styles.start}>
        {onToggleSidebar ? (
          <IconButton
            icon={Menu}
            label={labels.menu}
            className={styles.menuButton}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => onToggleSidebar()}
          />
        ) : null}
        {renderLink({
          href: homeHref,
          className: styles.brand,
          'data-slot': 'app-header-brand',
          'aria-label': `${productName} — ${labels.home}`,
          children: (
            <>
              <span className={styles.mark}>
                <Icon icon={Scale} size="sm" />
              </span>
              <span className={styles.wordmark}>{productName}</span>
            </>
          ),
        })}
        {testingActive ? (
          <Badge tone="orange" variant="solid" className={styles.badge} data-slot="app-header-testing">
            {labels.testing}
          </Badge>
        ) : null}
      </div>
      <div className={styles.end}>
        <p
          className={styles.greeting}
          data-slot="app-header-greeting"
          title={greeting ?? labels.greeting(email)}
        >
          {greeting ?? labels.greeting(email)}
        </p>
        {isAdmin ? (
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            className={styles.action}
            startIcon={<Icon icon={Shield} size="sm" />}
            data-slot="app-header-admin"
            onClick={() => onAdmin?.()}
          >
            <span className={styles.labelFromTablet}>{labels.admin}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          className={styles.action}
          aria-disabled={signingOut || undefined}
          data-state={signingOut ? 'signing-out' : 'idle'}
          startIcon={
            signingOut ? <Spinner size="sm" tone="inherit" aria-hidden /> : <Icon icon={LogOut} size="sm" />
          }
          data-slot="app-header-sign-out"
          onClick={() => {
            if (!signingOut) onSignOut();
          }}
        >
          <span className={styles.labelFromTablet}>{signingOut ? labels.signingOut : labels.signOut}</span>
        </Button>
      </div>
    </header>
  );
}
