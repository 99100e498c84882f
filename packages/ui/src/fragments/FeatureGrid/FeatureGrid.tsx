import { useId, type ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { FilePenLine, FileSearch, Gavel, ShieldCheck, TrendingUp, Users } from 'lucide-react';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './FeatureGrid.css';
import { Section } from '../../primitives/Section';

/** One feature of the product. */
export type Feature = {
  /** A lucide-react icon, decorative. */
  icon: LucideIcon;
  /** Short name (h3). */
  title: string;
  /** One or two sentences. */
  description: string;
};

/** Copy of the section heading; defaults come from `es.landing.features`. '' hides an optional part. */
export type FeatureGridLabels = {
  /** Small label above the heading; '' hides it. @default 'Funcionalidades' */
  eyebrow: string;
  /** Section heading (h2). */
  title: string;
  /** Paragraph under the heading; '' hides it. */
  lead: string;
};

const { items } = es.landing.features;

/**
 * The six features of the landing (spec §1): document analysis, case-law search, predictive insights,
 * security, team collaboration, and AI reports/escritos from templates with PDF export.
 */
export const defaultFeatures: Feature[] = [
  { icon: FileSearch, ...items.analysis },
  { icon: Gavel, ...items.caseLaw },
  { icon: TrendingUp, ...items.insights },
  { icon: ShieldCheck, ...items.security },
  { icon: Users, ...items.collaboration },
  { icon: FilePenLine, ...items.reports },
];

export type FeatureGridProps = {
  /** The features, in reading order. @default defaultFeatures (six, from es.landing.features) */
  features?: Feature[];
  /** Copy overrides. @default es.landing.features */
  labels?: Partial<FeatureGridLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * A heading and a grid of feature cards: one column on phones, two on tablets, three on desktops.
 * Give it an `id` (e.g. `funcionalidades`) to make it an in-page anchor target.
 */
export function FeatureGrid({
  features = defaultFeatures,
  labels: labelOverrides,
  className,
  ...rest
}: FeatureGridProps) {
  const titleId = useId();
  const { eyebrow, title, lead } = es.landing.features;
  const labels: FeatureGridLabels = { eyebrow, title, lead, ...labelOverrides };
  return (
    <section
      data-slot="feature-grid"
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      {...rest}
    >
      <Section spacing="band" className={styles.inner}>
        <div className={styles.header}>
          {labels.eyebrow ? <p className={styles.eyebrow}>{labels.eyebrow}</p> : null}
          <Heading level={2} font="serif" align="center" id={titleId} className={styles.title}>
            {labels.title}
          </Heading>
          {labels.lead ? <p className={styles.lead}>{labels.lead}</p> : null}
        </div>
        {features.length > 0 ? (
          <ul role="list" className={styles.grid}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.card} data-slot="feature-grid-item">
                <span className={styles.iconBadge}>
                  <Icon icon={feature.icon} size="lg" />
                </span>
                <Heading level={3} font="serif" className={styles.cardTitle}>
                  {feature.title}
                </Heading>
                <p className={styles.cardText}>{feature.description}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </section>
  );
}
