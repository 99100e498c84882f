import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { X } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { IconButton } from '../../components/IconButton';
import { Icon, iconsByName, type IconName } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './Sidebar.css';

export const sidebarBadges = ['MCP', 'DEV'] as const;

/** One sidebar entry (the app filters admin-only entries before passing them). */
export type SidebarItem = {
  /** Route, e.g. '/reports'. */
  to: string;
  /** Visible label, e.g. 'Informes'. */
  label: string;
  /** Icon name from `iconsByName`, e.g. 'reports'. None when omitted. */
  icon?: IconName;
  /** Small badge after the label (spec §2: IA Supervisor 'MCP', Testing 'DEV'). */
  badge?: (typeof sidebarBadges)[number];
};

/** Copy of the Sidebar; defaults from `es.app`. */
export type SidebarLabels = {
  /** Accessible name of the `nav` landmark. @default 'Navegación principal' */
  nav: string;
  /** The drawer's close button (phones). @default 'Cerrar menú' */
  close: string;
};

export type SidebarProps = {
  /** The entries, in order. */
  items: SidebarItem[];
  /** The current path; the best matching entry (exact, or the longest prefix) gets `aria-current="page"`. */
  activePath: string;
  /** Whether the drawer is open (below the tablet breakpoint; from tablet up the column always shows). */
  open: boolean;
  /** Called to close the drawer: close button, backdrop, Escape, a followed link, focus leaving it. */
  onClose: () => void;
  /** Id of the `nav` (the header's menu button points at it). Generated when omitted. */
  id?: string;
  /** Copy overrides. */
  labels?: Partial<SidebarLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'id'>;

const badgeTone = { MCP: 'info', DEV: 'warning' } as const;

/** The entry whose route is the current path or its longest prefix ('/reports' for '/reports/42'). */
export function activeSidebarItem(items: SidebarItem[], activePath: string): SidebarItem | undefined {
  return items
    .filter((item) => activePath === item.to || (item.to !== '/' && activePath.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** True when the nav is laid out as the phone drawer (fixed), not as the tablet/desktop column. */
function isDrawer(nav: HTMLElement | null): boolean {
  return nav !== null && getComputedStyle(nav).position === 'fixed';
}

/**
 * The app's main navigation (spec §2 App shell): a `nav` landmark 'Navegación principal' with icon,
 * label and optional 'MCP'/'DEV' badge per entry, the active entry marked `aria-current="page"`. From the
 * tablet breakpoint up it is a sticky column; below it, an overlay drawer opened by the header's menu
 * button: focus moves into it on open and back on close, and Escape, the backdrop, the close button, a
 * followed link or tabbing out close it.
 */
export function Sidebar({
  items,
  activePath,
  open,
  onClose,
  id,
  labels: labelOverrides,
  className,
  ...rest
}: SidebarProps) {
  const renderLink = useRenderLink();
  const labels: SidebarLabels = { nav: es.app.nav, close: es.app.closeMenu, ...labelOverrides };
  const generatedId = useId();
  const navId = id ?? `sidebar-${generatedId}`;
  const navRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const active = activeSidebarItem(items, activePath);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !isDrawer(nav)) return;
    if (open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      (
        nav.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.querySelector<HTMLElement>('a')
      )?.focus();
    } else if (returnFocusRef.current) {
      const focusIsLost = document.activeElement === document.body || nav.contains(document.activeElement);
      if (focusIsLost) returnFocusRef.current.focus();
      returnFocusRef.current = null;
    }
  }, [open]);

  // Drawer only: Escape closes it, and so does focus leaving it (it is not modal). Native listeners,
  // because a `nav` landmark takes no React keyboard handlers (jsx-a11y).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isDrawer(nav)) {
        event.stopPropagation();
        onClose();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !nav.contains(next) && isDrawer(nav)) onClose();
    };
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [open, onClose]);

  return (
    <div
      data-slot="sidebar"
      data-state={open ? 'open' : 'closed'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <nav
        ref={navRef}
        id={navId}
        aria-label={labels.nav}
        data-slot="sidebar-nav"
        data-state={open ? 'open' : 'closed'}
        className={styles.nav}
      >
        <div className={styles.drawerHeader}>
          <IconButton
            icon={X}
            label={labels.close}
            size="sm"

            onClick={() => onClose()}
          />
        </div>
        <ul role="list" className={styles.list}>
          {items.map((item) => (
            <li key={item.to}>
              {renderLink({
                href: item.to,
                className: styles.link,
                'data-slot': 'sidebar-link',
                'aria-current': item === active ? 'page' : undefined,
                onClick: () => {
                  if (open) onClose();
                },
                children: (
                  <>
                    {item.icon ? <Icon icon={iconsByName[item.icon]} size="md" /> : null}
                    <span className={styles.label}>{item.label}</span>
                    {item.badge ? (
                      <Badge size="sm" tone={badgeTone[item.badge]} data-slot="sidebar-badge">
                        {item.badge}
                      </Badge>
                    ) : null}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </nav>
      {/* The backdrop is a pointer convenience; keyboard users close with Escape or the close button. */}
      <div
        className={styles.backdrop}
        data-slot="sidebar-backdrop"
        data-state={open ? 'open' : 'closed'}
        aria-hidden
        onClick={() => onClose()}
      />
    </div>
  );
}
