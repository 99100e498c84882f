import { useId, type ComponentProps, type ReactNode } from 'react';
import { Heading } from '../../primitives/Heading';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './LegalPage.css';

/** One numbered part of a legal text: an `h2` with an in-page anchor and its body. */
export type LegalSection = {
  /** Anchor of the section (the `h2`'s id), e.g. `responsable`; unique within the page. */
  id: string;
  /** Section heading, e.g. '1. Responsable del tratamiento'. */
  title: string;
  /** The section's text: paragraphs, lists, quotes, `LegalTable`s… styled by the page. */
  body: ReactNode;
};

/** Copy of the LegalPage; defaults come from `es.legal`. */
export type LegalPageLabels = {
  /** Date line under the title. @default (date) => `Última actualización: ${date}` */
  updated: (date: string) => string;
  /** Name and visible title of the table of contents. @default 'Índice' */
  toc: string;
};

export type LegalPageProps = {
  /** Title of the document, the page's only `h1`, e.g. 'Política de privacidad'. */
  title: string;
  /** Date of the last update, already formatted by the app, e.g. '15 de septiembre de 2025'. */
  updated: string;
  /** Introductory paragraph under the date; optional. */
  lead?: ReactNode;
  /** The document's sections, in order. @default [] */
  sections?: LegalSection[];
  /** Show the 'Índice' table of contents (only when there are two or more sections). @default true */
  toc?: boolean;
  /** A link back (e.g. the router's Link to '/' labelled 'Volver al inicio'), above the title. */
  backLink?: ReactNode;
  /** Rendered above `<main>`; the app passes its SiteHeader. */
  header?: ReactNode;
  /** Rendered below `<main>`; the app passes its SiteFooter. */
  footer?: ReactNode;
  /** Id of the `<main>` element, the target of the header's skip link (e.g. `contenido`). */
  mainId?: string;
  /** Copy overrides. @default es.legal */
  labels?: Partial<LegalPageLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'title'>;

/**
 * The layout of the five legal pages (spec §2): the document's serif title, its update date, an
 * optional lead, a table of contents with in-page links, and one `h2` section per entry, set in a
 * readable serif measure. `header` and `footer` frame it with the public site's chrome.
 */
export function LegalPage({
  title,
  updated,
  lead,
  sections = [],
  toc = true,
  backLink,
  header,
  footer,
  mainId,
  labels: labelOverrides,
  className,
  ...rest
}: LegalPageProps) {
  const labels: LegalPageLabels = { updated: es.legal.updated, toc: es.legal.toc, ...labelOverrides };
  const tocTitleId = useId();
  const showToc = toc && sections.length > 1;
  return (
    <div data-slot="legal-page" className={cx(styles.root, className)} {...rest}>
      {header}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <article className={styles.article} data-slot="legal-page-article">
          {backLink ? (
            <div className={styles.back} data-slot="legal-page-back">
              {backLink}
            </div>
          ) : null}
          <header className={styles.docHeader}>
            <Heading level={1} font="serif" className={styles.title}>
              {title}
            </Heading>
            <p className={styles.updated} data-slot="legal-page-updated">
              {labels.updated(updated)}
            </p>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
          </header>
          {showToc ? (
            <nav aria-labelledby={tocTitleId} className={styles.toc} data-slot="legal-page-toc">
              <p id={tocTitleId} className={styles.tocTitle}>
                {labels.toc}
              </p>
              <ol className={styles.tocList}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.tocLink}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {sections.map((section) => (
            <section key={section.id} className={styles.section} data-slot="legal-page-section">
              <Heading level={2} font="serif" size="md" id={section.id} className={styles.sectionTitle}>
                {section.title}
              </Heading>
              <div className={styles.prose}>{section.body}</div>
            </section>
          ))}
        </article>
      </main>
      {footer}
    </div>
  );
}

export type LegalTableProps = {
  /** Accessible name of the scrollable region, e.g. 'Finalidades y bases legales'. */
  label: string;
} & ComponentProps<'table'>;

/**
 * A table inside a legal section. It sits in a focusable, labelled region that scrolls sideways on
 * narrow screens, so wide tables never overflow the page and keyboard users can scroll them.
 */
export function LegalTable({ label, className, ...rest }: LegalTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={styles.tableScroll} data-slot="legal-table">
      <table className={cx(styles.table, className)} {...rest} />
    </div>
  );
}
