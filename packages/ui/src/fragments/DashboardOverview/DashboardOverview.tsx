import { useId, type ComponentProps } from 'react';
import { ChevronRight } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Heading } from '../../primitives/Heading';
import { Icon, iconsByName, type IconName } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import { TrialBanner, type TrialBannerProps } from '../TrialBanner';
import * as styles from './DashboardOverview.css';

/** A shortcut card: a link to an app section. */
export type DashboardShortcut = {
  /** Route, e.g. '/reports'. */
  to: string;
  /** Card title, e.g. 'Informes'. */
  label: string;
  /** One line under the title. */
  description?: string;
  /** Icon name from `iconsByName`, e.g. 'reports'. None when omitted. */
  icon?: IconName;
};

/** Copy of the DashboardOverview; defaults from `es.dashboard`. */
export type DashboardOverviewLabels = {
  /** The `h1`. @default (name) => `Hola, ${name}` */
  greeting: (name: string) => string;
  /** Prefix of the plan badge. @default 'Plan' */
  plan: string;
  /** Heading of the shortcut cards. @default 'Accesos directos' */
  shortcuts: string;
};

export type DashboardOverviewProps = {
  /** The user's name; when blank the greeting uses the e-mail. */
  name?: string | null;
  /** The user's e-mail, shown under the greeting. */
  email: string;
  /** Label of the current plan, e.g. 'Estudiante'. */
  planLabel: string;
  /** The trial's status for the TrialBanner, or null to show none. */
  trial: TrialBannerProps | null;
  /** Shortcut cards, in order; `[]` hides the section. */
  shortcuts: DashboardShortcut[];
  /** Copy overrides. */
  labels?: Partial<DashboardOverviewLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The dashboard's content: 'Hola, {name}' (the e-mail when there is no name) as the page's `h1`, the
 * plan and e-mail, the TrialBanner, and shortcut cards to the app's sections.
 */
export function DashboardOverview({
  name,
  email,
  planLabel,
  trial,
  shortcuts,
  labels: labelOverrides,
  className,
  ...rest
}: DashboardOverviewProps) {
  const renderLink = useRenderLink();
  const labels: DashboardOverviewLabels = { ...es.dashboard, ...labelOverrides };
  const shortcutsId = useId();
  const displayName = name?.trim() ? name.trim() : email;
  return (
    <div data-slot="dashboard-overview" className={cx(styles.root, className)} {...rest}>
      <div className={styles.intro}>
        <Heading level={1} className={styles.greeting}>
          {labels.greeting(displayName)}
        </Heading>
        <div className={styles.meta}>
          <Badge tone="accent" data-slot="dashboard-plan">
            {`${labels.plan} ${planLabel}`}
          </Badge>
          <span>{email}</span>
        </div>
      </div>
      {trial ? <TrialBanner {...trial} /> : null}
      {shortcuts.length > 0 ? (
        <section aria-labelledby={shortcutsId} className={styles.section}>
          <Heading level={2} size="sm" id={shortcutsId}>
            {labels.shortcuts}
          </Heading>
          <ul role="list" className={styles.grid}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.to} className={styles.item}>
                <Card.Root asChild className={styles.card}>
                  {renderLink({
                    href: shortcut.to,
                    'data-slot': 'dashboard-shortcut',
                    children: (
                      <>
                        <span className={styles.cardTop}>
                          {shortcut.icon ? (
                            <span className={styles.cardIcon}>
                              <Icon icon={iconsByName[shortcut.icon]} size="md" />
                            </span>
                          ) : null}
                          <Icon icon={ChevronRight} size="sm" className={styles.chevron} />
                        </span>
                        <span className={styles.cardTitle}>{shortcut.label}</span>
                        {shortcut.description ? (
                          <span className={styles.cardDescription}>{shortcut.description}</span>
                        ) : null}
                      </>
                    ),
                  })}
                </Card.Root>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
