import { useId, type ComponentProps } from 'react';
import { ArrowRight, BadgeCheck, Check, FileText, Sparkles } from 'lucide-react';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './Hero.css';
import { Section } from '../../primitives/Section';

/** Copy of the Hero; defaults come from `es.landing.hero`. An empty string hides optional parts. */
export type HeroLabels = {
  /** Tag at the start of the eyebrow; '' hides it. @default 'Beta' */
  eyebrowTag: string;
  /** Badge above the headline (launch date); '' hides it. @default 'Lanzamiento: septiembre de 2025' */
  eyebrow: string;
  /** Headline (h1). @default 'Tu asistente legal' */
  title: string;
  /** End of the headline, set in accent italics; '' for none. @default 'con inteligencia artificial' */
  titleEmphasis: string;
  /** Lead paragraph under the headline. */
  lead: string;
  /** Primary action. @default 'Prueba Gratis' */
  primaryAction: string;
  /** Secondary action. @default 'Ver funcionalidades' */
  secondaryAction: string;
  /** Reassurance line under the actions; '' hides it. @default 'Un mes gratis para quienes se unan a la beta.' */
  note: string;
};

export type HeroProps = {
  /** Called by the primary action (start the trial / open registration). */
  onPrimaryAction?: () => void;
  /** Called by the secondary action; the button shows only when this is set. */
  onSecondaryAction?: () => void;
  /** Show the decorative document illustration. @default true */
  illustration?: boolean;
  /** Copy overrides. @default es.landing.hero */
  labels?: Partial<HeroLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The landing's opening section: beta eyebrow, serif headline (the page's h1), lead paragraph, primary
 * and secondary actions, and a decorative illustration of a document under analysis drawn with tokens.
 */
export function Hero({
  onPrimaryAction,
  onSecondaryAction,
  illustration = true,
  labels: labelOverrides,
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  const { art, ...defaults } = es.landing.hero;
  const labels: HeroLabels = { ...defaults, ...labelOverrides };
  return (
    <section data-slot="hero" aria-labelledby={titleId} className={cx(styles.root, className)} {...rest}>
      <Section spacing="band" className={styles.inner}>
        <div className={styles.copy}>
          {labels.eyebrow ? (
            <p className={styles.eyebrow} data-slot="hero-eyebrow">
              {labels.eyebrowTag ? <span className={styles.eyebrowTag}>{labels.eyebrowTag}</span> : null}
              {labels.eyebrow}
            </p>
          ) : null}
          <Heading level={1} font="serif" id={titleId} className={styles.title}>
            {labels.title}
            {labels.titleEmphasis ? (
              <>
                {' '}
                <em>{labels.titleEmphasis}</em>
              </>
            ) : null}
          </Heading>
          <p className={styles.lead}>{labels.lead}</p>
          <div className={styles.actions} data-slot="hero-actions">
            <Button
              size="lg"
              className={styles.action}
              endIcon={<Icon icon={ArrowRight} size="sm" />}
              onClick={() => onPrimaryAction?.()}
            >
              {labels.primaryAction}
            </Button>
            {onSecondaryAction ? (
              <Button
                size="lg"
                variant="outline"
                tone="neutral"
                className={styles.action}
                onClick={() => onSecondaryAction()}
              >
                {labels.secondaryAction}
              </Button>
            ) : null}
          </div>
          {labels.note ? (
            <p className={styles.note}>
              <Icon icon={Check} size="sm" className={styles.noteIcon} />
              {labels.note}
            </p>
          ) : null}
        </div>
        {illustration ? <HeroArt {...art} /> : null}
      </Section>
    </section>
  );
}

type HeroArtProps = (typeof es.landing.hero)['art'];

/** A document being analysed: decorative, hidden from assistive tech. */
function HeroArt({
  fileName,
  fileMeta,
  chips,
  accuracyLabel,
  accuracyValue,
  summaryLabel,
  summaryValue,
}: HeroArtProps) {
  const widths = ['100%', '94%', '97%', '62%'];
  return (
    <div className={styles.art} aria-hidden="true" data-slot="hero-illustration">
      <div className={styles.paper}>
        <div className={styles.paperHeader}>
          <span className={styles.fileIcon}>
            <Icon icon={FileText} size="md" />
          </span>
          <div className={styles.fileText}>
            <div className={styles.fileName}>{fileName}</div>
            <div className={styles.fileMeta}>{fileMeta}</div>
          </div>
        </div>
        <div className={styles.lines}>
          {widths.map((width, index) => (
            <span key={index} className={styles.line} style={{ width }} />
          ))}
        </div>
        <div className={styles.highlight}>
          <span className={styles.highlightLine} style={{ width: '96%' }} />
          <span className={styles.highlightLine} style={{ width: '74%' }} />
        </div>
        <div className={styles.lines}>
          {widths.slice(1).map((width, index) => (
            <span key={index} className={styles.line} style={{ width }} />
          ))}
        </div>
        <div className={styles.chips}>
          {chips.map((chip) => (
            <span key={chip} className={styles.chip}>
              {chip}
            </span>
          ))}
        </div>
      </div>
      <div className={cx(styles.floating, styles.floatingTop)}>
        <span className={cx(styles.floatingIcon, styles.positiveIcon)}>
          <Icon icon={BadgeCheck} size="sm" />
        </span>
        <div>
          <div className={styles.floatingLabel}>{accuracyLabel}</div>
          <div className={styles.floatingValue}>{accuracyValue}</div>
        </div>
      </div>
      <div className={cx(styles.floating, styles.floatingBottom)}>
        <span className={cx(styles.floatingIcon, styles.accentIcon)}>
          <Icon icon={Sparkles} size="sm" />
        </span>
        <div>
          <div className={styles.floatingValue}>{summaryLabel}</div>
          <div className={styles.floatingLabel}>{summaryValue}</div>
        </div>
      </div>
    </div>
  );
}
