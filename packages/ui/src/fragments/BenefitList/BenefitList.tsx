import { useId, type ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Clock, ShieldCheck } from 'lucide-react';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './BenefitList.css';
import { Section } from '../../primitives/Section';

/** One benefit blurb of the landing. */
export type Benefit = {
  /** A lucide-react icon, decorative. */
  icon: LucideIcon;
  /** Short name (h3). */
  title: string;
  /** One or two sentences. */
  description: string;
};

/** Copy of the section heading; defaults come from `es.landing.benefits`. */
export type BenefitListLabels = {
  /** Small label above the heading; '' hides it. @default 'Por qué Alegato' */
  eyebrow: string;
  /** Section heading (h2). @default 'Más tiempo para lo que de verdad importa' */
  title: string;
};

const { items } = es.landing.benefits;

/** The three benefits of the landing (spec §2): time saved, verifiable accuracy, GDPR and confidentiality. */
export const defaultBenefits: Benefit[] = [
  { icon: Clock, ...items.time },
  { icon: BadgeCheck, ...items.accuracy },
  { icon: ShieldCheck, ...items.privacy },
];

export type BenefitListProps = {
  /** The blurbs, in reading order. @default defaultBenefits (three, from es.landing.benefits) */
  benefits?: Benefit[];
  /** Copy overrides. @default es.landing.benefits */
  labels?: Partial<BenefitListLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The landing's "why" section: eyebrow, serif heading and three benefit blurbs (icon, title,
 * description) as a list — stacked on phones, side by side from the desktop breakpoint up.
 */
export function BenefitList({
  benefits = defaultBenefits,
  labels: labelOverrides,
  className,
  ...rest
}: BenefitListProps) {
  const titleId = useId();
  const { eyebrow, title } = es.landing.benefits;
  const labels: BenefitListLabels = { eyebrow, title, ...labelOverrides };
  return (
    <section
      data-slot="benefit-list"
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
        </div>
        {benefits.length > 0 ? (
          <ul className={styles.list}>
            {benefits.map((benefit) => (
              <li key={benefit.title} className={styles.item} data-slot="benefit-list-item">
                <span className={styles.iconBadge}>
                  <Icon icon={benefit.icon} size="lg" />
                </span>
                <div className={styles.itemText}>
                  <Heading level={3} font="serif" className={styles.itemTitle}>
                    {benefit.title}
                  </Heading>
                  <p className={styles.itemDescription}>{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </section>
  );
}
