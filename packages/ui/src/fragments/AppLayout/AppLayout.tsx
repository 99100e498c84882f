import type { ComponentProps, ReactNode } from 'react';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './AppLayout.css';

/** Copy of the AppLayout. */
export type AppLayoutLabels = {
  /** The skip link, shown on keyboard focus only. @default 'Saltar al contenido' */
  skipToContent: string;
};

export type AppLayoutProps = {
  /** The header, usually an `AppHeader`. */
  header: ReactNode;
  /** The navigation, usually a `Sidebar`. */
  sidebar?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Id of the `<main>`, target of the skip link. @default 'contenido' */
  mainId?: string;
  /** Copy overrides. */
  labels?: Partial<AppLayoutLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The signed-in app's frame (spec §2 App shell): a 'Saltar al contenido' skip link, the header slot,
 * then the sidebar slot beside the `<main>` landmark. The main area scrolls with the page, the header
 * and the sidebar column stay in place; on phones the sidebar is a drawer and main takes the full width.
 */
export function AppLayout({
  header,
  sidebar,
  children,
  mainId = 'contenido',
  labels: labelOverrides,
  className,
  ...rest
}: AppLayoutProps) {
  const labels: AppLayoutLabels = { skipToContent: es.app.skipToContent, ...labelOverrides };
  return (
    <div data-slot="app-layout" className={cx(styles.root, className)} {...rest}>
      <a href={`#${mainId}`} className={styles.skipLink} data-slot="app-layout-skip-link">
        {labels.skipToContent}
      </a>
      {header}
      <div className={styles.body} data-slot="app-layout-body">
        {sidebar}
        <main id={mainId} tabIndex={-1} className={styles.main} data-slot="app-layout-main">
          <div className={styles.mainInner}>{children}</div>
        </main>
      </div>
    </div>
  );
}
