import { useId, type ComponentProps } from 'react';
import { ArrowRight, CalendarDays, Check } from 'lucide-react';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { MarketingFigures, type MarketingFigure } from '../MarketingFigures';
import * as styles from './BetaCallToAction.css';
import { Section } from '../../primitives/Section';

/** Copy of the beta band; defaults come from `es.landing.beta` and `es.landing.figures`. */
export type BetaCallToActionLabels = {
  /** Small label above the heading; '' hides it. @default 'Programa beta' */
  eyebrow: string;
  /** Section heading (h2). @default 'Únete a la beta de Alegato' */
  title: string;
  /** Paragraph under the heading; '' hides it. */
  lead: string;
  /** Accessible name of the benefits list. @default 'Ventajas de la beta' */
  benefitsLabel: string;
  /** Launch date line; '' hides it. @default 'Lanzamiento: septiembre de 2025' */
  launch: string;
  /** Primary action. @default 'Prueba Gratis' */
  action: string;
  /** Heading (h3) of the figures; '' hides it. @default 'Alegato en cifras' */
  figuresTitle: string;
};

export type BetaCallToActionProps = {
  /**
   * What beta members get (spec §1), each with a check icon.
   * @default es.landing.beta.benefits (one month free, onboarding session, direct line, lifetime price)
   */
  benefits?: string[];
  /** Figures shown beside the offer; `[]` hides the panel. @default defaultMarketingFigures */
  figures?: MarketingFigure[];
  /** Called by 'Prueba Gratis' (the app opens registration). */
  onJoin?: () => void;
  /** Copy overrides. @default es.landing.beta */
  labels?: Partial<BetaCallToActionLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The landing's beta programme band: eyebrow, serif heading, lead, the four beta benefits as a checked
 * list, the launch date, the 'Prueba Gratis' action and the marketing figures, on an accent-washed
 * sunken surface. One column on phones, offer and figures side by side from the desktop breakpoint up.
 */
export function BetaCallToAction({
  benefits = [...es.landing.beta.benefits],
  figures,
  onJoin,
  labels: labelOverrides,
  className,
  ...rest
}: BetaCallToActionProps) {
  const titleId = useId();
  const { eyebrow, title, lead, benefitsLabel, launch, action } = es.landing.beta;
  const labels: BetaCallToActionLabels = {
    eyebrow,
    title,
    lead,
    benefitsLabel,
    launch,
    action,
    figuresTitle: es.landing.figures.title,
    ...labelOverrides,
  };
  const showFigures = figures === undefined || figures.length > 0;
  return (
    <section
      data-slot="beta-call-to-action"
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      {...rest}
    >
      <Section spacing="band" className={styles.inner}>
        <div className={cx(styles.panel, !showFigures && styles.panelSingle)}>
          <div className={styles.offer}>
            {labels.eyebrow ? <p className={styles.eyebrow}>{labels.eyebrow}</p> : null}
            <Heading level={2} font="serif" id={titleId} className={styles.title}>
              {labels.title}
            </Heading>
            {labels.lead ? <p className={styles.lead}>{labels.lead}</p> : null}
            {benefits.length > 0 ? (
              <ul
                aria-label={labels.benefitsLabel}
                className={styles.benefits}
                data-slot="beta-call-to-action-benefits"
              >
                {benefits.map((benefit) => (
                  <li key={benefit} className={styles.benefit}>
                    <span className={styles.check}>
                      <Icon icon={Check} size="sm" />
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={styles.actions}>
              <Button
                size="lg"
                className={styles.action}
                endIcon={<Icon icon={ArrowRight} size="sm" />}
                onClick={() => onJoin?.()}
              >
                {labels.action}
              </Button>
              {labels.launch ? (
                <p className={styles.launch} data-slot="beta-call-to-action-launch">
                  <Icon icon={CalendarDays} size="sm" className={styles.launchIcon} />
                  {labels.launch}
                </p>
              ) : null}
            </div>
          </div>
          {showFigures ? (
            <MarketingFigures
              figures={figures}
              headingLevel={3}
              layout="grid"
              labels={{ title: labels.figuresTitle }}
              className={styles.figures}
            />
          ) : null}
        </div>
      </Section>
    </section>
  );
}
