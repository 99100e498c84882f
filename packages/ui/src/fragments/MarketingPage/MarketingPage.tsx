import { useId, type ComponentProps, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './MarketingPage.css';
import { Section } from '../../primitives/Section';

/** One block of a marketing page: an `h2` and its content. */
export type MarketingSection = {
  /** Anchor of the section (the `<section>`'s id), e.g. `analisis`; unique within the page. */
  id: string;
  /** Section heading. */
  title: string;
  /** The section's content: paragraphs, lists, cards… Paragraphs and lists are styled by the page. */
  body: ReactNode;
};

/** Copy of the call-to-action band; defaults come from `es.marketing`. */
export type MarketingPageLabels = {
  /** Primary action. @default 'Empezar gratis' */
  getStarted: string;
  /** Secondary action. @default 'Iniciar Sesión' */
  login: string;
  /** Heading of the final band. @default 'Empieza hoy con Alegato' */
  ctaTitle: string;
  /** Text of the final band; '' hides it. */
  ctaDescription: string;
};

export type MarketingPageProps = {
  /** Small line above the title, e.g. 'Para despachos y asesorías'; optional. */
  eyebrow?: string;
  /** The page's only `h1`, in the serif face. */
  title: string;
  /** Lead paragraph under the title; optional. */
  lead?: ReactNode;
  /** The page's sections, in order, on alternating surfaces. @default [] */
  sections?: MarketingSection[];
  /** Called by 'Empezar gratis'; the app opens registration. */
  onGetStarted?: () => void;
  /** Called by 'Iniciar Sesión'; the app opens login. */
  onLogin?: () => void;
  /** Rendered above `<main>`; the app passes its SiteHeader. */
  header?: ReactNode;
  /** Rendered below `<main>`; the app passes its SiteFooter. */
  footer?: ReactNode;
  /** Id of the `<main>` element, the target of the header's skip link (e.g. `contenido`). */
  mainId?: string;
  /** Copy overrides. @default es.marketing */
  labels?: Partial<MarketingPageLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'title'>;

/**
 * The layout of the three marketing pages (spec §2: /software-legal-espana,
 * /analisis-documentos-legales, /casos-exito): a header block (eyebrow, serif h1, lead), `h2` sections on
 * alternating surfaces, and a closing band with 'Empezar gratis' (registration) and 'Iniciar Sesión'.
 */
export function MarketingPage({
  eyebrow,
  title,
  lead,
  sections = [],
  onGetStarted,
  onLogin,
  header,
  footer,
  mainId,
  labels: labelOverrides,
  className,
  ...rest
}: MarketingPageProps) {
  const labels: MarketingPageLabels = { ...es.marketing, ...labelOverrides };
  const baseId = useId();
  const ctaTitleId = `${baseId}-cta`;
  return (
    <div data-slot="marketing-page" className={cx(styles.root, className)} {...rest}>
      {header}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <header className={styles.intro} data-slot="marketing-page-intro">
          <Section className={cx(styles.inner, styles.introInner)}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <Heading level={1} font="serif" className={styles.title}>
              {title}
            </Heading>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
          </Section>
        </header>
        {sections.map((section, index) => {
          const titleId = `${baseId}-${section.id}`;
          return (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={titleId}
              data-slot="marketing-page-section"
              data-surface={index % 2 === 0 ? 'default' : 'muted'}
              className={cx(styles.section, index % 2 === 1 && styles.sectionMuted)}
            >
              <Section className={cx(styles.inner, styles.sectionInner)}>
                <Heading level={2} font="serif" id={titleId} className={styles.sectionTitle}>
                  {section.title}
                </Heading>
                <div className={styles.body}>{section.body}</div>
              </Section>
            </section>
          );
        })}
        <section aria-labelledby={ctaTitleId} className={styles.cta} data-slot="marketing-page-cta">
          <Section className={cx(styles.inner, styles.ctaInner)}>
            <Heading level={2} font="serif" id={ctaTitleId} align="center" className={styles.ctaTitle}>
              {labels.ctaTitle}
            </Heading>
            {labels.ctaDescription ? <p className={styles.ctaDescription}>{labels.ctaDescription}</p> : null}
            <div className={styles.ctaActions}>
              <Button
                size="lg"
                className={styles.ctaAction}
                endIcon={<Icon icon={ArrowRight} size="sm" />}
                onClick={() => onGetStarted?.()}
              >
                {labels.getStarted}
              </Button>
              <Button
                size="lg"
                variant="outline"
                tone="neutral"
                className={styles.ctaAction}
                onClick={() => onLogin?.()}
              >
                {labels.login}
              </Button>
            </div>
          </Section>
        </section>
      </main>
      {footer}
    </div>
  );
}
