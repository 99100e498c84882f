import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { useRenderLink } from '../../utils/link';
import { linkText, TEXT_LINK_SLOT, type TextLinksFinder } from '../../utils/textLinks';
import type { ReportSection, ReportViewerLabels } from './ReportViewer';
import { blockLabel } from './ReportViewer.css';
import { sanitizeReportHtml } from './sanitizeReportHtml';
import * as styles from './ReportContent.css';

/** What the content area shows, mirrored as its `data-content`. */
export type ReportContentKind = 'editor' | 'html' | 'generate' | 'sections' | 'empty';

/**
 * Which content a report shows (spec §2): the editor in edit mode; else its HTML; else, not AI-enhanced
 * with content, the 'Generar con IA' panel; else its sections; else 'Sin contenido'.
 */
export function reportContentKind({
  editing,
  html,
  aiEnhanced,
  hasSections,
}: {
  /** Edit mode, and the editor may be used. */
  editing: boolean;
  /** The report has HTML (not blank). */
  html: boolean;
  /** The report is AI-enhanced. */
  aiEnhanced: boolean;
  /** The report has a section with text. */
  hasSections: boolean;
}): ReportContentKind {
  if (editing) return 'editor';
  if (html) return 'html';
  if (hasSections) return aiEnhanced ? 'sections' : 'generate';
  return 'empty';
}

/** Copy of the content area. */
export type ReportContentLabels = Pick<
  ReportViewerLabels,
  | 'content'
  | 'videoTitle'
  | 'generateTitle'
  | 'generateText'
  | 'basicData'
  | 'generate'
  | 'generating'
  | 'empty'
>;

export type ReportContentProps = {
  /** What to show (`reportContentKind`). */
  kind: ReportContentKind;
  /** The editor, shown for 'editor'. */
  editor?: ReactNode;
  /** The report HTML, sanitised here and shown for 'html'. @default null */
  html?: string | null;
  /** The sections with text, shown for 'generate' and 'sections'. @default [] */
  sections?: readonly ReportSection[];
  /** Called by 'Generar con IA'; the button shows only when set. */
  onGenerateWithAi?: () => void;
  /** Generation runs: 'Generando...', disabled. @default false */
  generatingWithAi?: boolean;
  /** Finds the citations of a text to link (see `ReportViewerProps.citationLinks`). @default none */
  citationLinks?: TextLinksFinder;
  /** Follows a citation link of the HTML document in the app (see `ReportViewerProps`). @default none */
  onCitationNavigate?: (href: string) => void;
  /** Copy of the content area. */
  labels: ReportContentLabels;
};

/** 'Contenido del informe': a labelled region with the editor, the document, the sections or 'Sin contenido'. */
export function ReportContent({
  kind,
  editor,
  html = null,
  sections = [],
  onGenerateWithAi,
  generatingWithAi = false,
  citationLinks,
  onCitationNavigate,
  labels,
}: ReportContentProps) {
  const headingId = useId();
  const renderLink = useRenderLink();
  return (
    <section
      className={styles.contentArea}
      aria-labelledby={headingId}
      data-slot="report-viewer-content"
      data-content={kind}
    >
      <Heading level={2} size="xs" id={headingId} className={styles.contentTitle}>
        {labels.content}
      </Heading>
      {kind === 'editor' ? (
        editor
      ) : kind === 'html' ? (
        <ReportDocument
          html={html ?? ''}
          videoTitle={labels.videoTitle}
          citationLinks={citationLinks}
          onCitationNavigate={onCitationNavigate}
        />
      ) : kind === 'generate' ? (
        <ReportGeneratePanel
          sections={sections}
          onGenerateWithAi={onGenerateWithAi}
          generatingWithAi={generatingWithAi}
          citationLinks={citationLinks}
          labels={labels}
        />
      ) : kind === 'sections' ? (
        <div className={styles.document} data-slot="report-viewer-sections">
          {sections.map((section) => (
            <section key={section.label} className={styles.documentSection}>
              <h3>{section.label}</h3>
              <p className={styles.preLine}>
                {linkText(section.text, citationLinks, renderLink, styles.citationLink)}
              </p>
            </section>
          ))}
        </div>
      ) : (
        <p className={styles.empty} data-slot="report-viewer-empty">
          {labels.empty}
        </p>
      )}
    </section>
  );
}

type ReportDocumentProps = {
  /** The report HTML, as stored: sanitised before display. */
  html: string;
  /** Accessible name of an embedded video ('Vídeo incrustado'). */
  videoTitle: string;
  /** Finds the citations of each text node to link, after sanitising. */
  citationLinks: TextLinksFinder | undefined;
  /** Called instead of the browser's navigation by a plain click on a citation link. */
  onCitationNavigate: ((href: string) => void) | undefined;
};

/**
 * The report HTML as paper (serif face), sanitised with the report HTML contract (`sanitizeReportHtml`);
 * the citations `citationLinks` finds in its text become in-app links.
 */
function ReportDocument({ html, videoTitle, citationLinks, onCitationNavigate }: ReportDocumentProps) {
  const safeHtml = useMemo(
    () =>
      html
        ? sanitizeReportHtml(html, {
            videoTitle,
            textLinks: citationLinks,
            textLinkClass: styles.citationLink,
          })
        : '',
    [html, videoTitle, citationLinks],
  );
  // The links live in HTML, not React: a plain click on one is handed to the app's router.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onCitationNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.(`a[data-slot="${TEXT_LINK_SLOT}"]`);
    const href = link?.getAttribute('href');
    if (!link || !href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    onCitationNavigate(href);
  };
  return (
    // The click handler only delegates link activation (keyboard included: Enter clicks a link).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.document}
      data-slot="report-viewer-document"
      onClick={onClick}
      // Sanitised with the report HTML contract (sanitizeReportHtml) right above.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}

type ReportGeneratePanelProps = {
  /** The basic data: the sections with text. */
  sections: readonly ReportSection[];
  /** Called by 'Generar con IA'; the button shows only when set. */
  onGenerateWithAi?: () => void;
  /** Generation runs: 'Generando...', disabled. */
  generatingWithAi: boolean;
  /** Finds the citations of a text to link. */
  citationLinks: TextLinksFinder | undefined;
  /** Copy of the panel. */
  labels: Pick<
    ReportContentLabels,
    'generateTitle' | 'generateText' | 'basicData' | 'generate' | 'generating'
  >;
};

/** 'Informe listo para mejorar con IA': the basic data and 'Generar con IA'. */
function ReportGeneratePanel({
  sections,
  onGenerateWithAi,
  generatingWithAi,
  citationLinks,
  labels,
}: ReportGeneratePanelProps) {
  const renderLink = useRenderLink();
  return (
    <div className={styles.generate} data-slot="report-viewer-generate">
      <div className={styles.generateHead}>
        <Icon icon={Sparkles} size="md" className={styles.generateIcon} />
        <div>
          <Heading level={3} size="sm">
            {labels.generateTitle}
          </Heading>
          <p className={styles.generateText}>{labels.generateText}</p>
        </div>
      </div>
      <p className={blockLabel}>{labels.basicData}</p>
      <dl className={styles.sections} aria-label={labels.basicData}>
        {sections.map((section) => (
          <div key={section.label} className={styles.section}>
            <dt className={styles.sectionLabel}>{section.label}</dt>
            <dd className={styles.sectionText}>
              {linkText(section.text, citationLinks, renderLink, styles.citationLink)}
            </dd>
          </div>
        ))}
      </dl>
      {onGenerateWithAi ? (
        <Button
          className={styles.generateButton}
          data-state={generatingWithAi ? 'generating' : 'idle'}
          disabled={generatingWithAi}
          startIcon={
            generatingWithAi ? (
              <Spinner size="sm" tone="inherit" aria-hidden />
            ) : (
              <Icon icon={Sparkles} size="sm" />
            )
          }
          onClick={() => onGenerateWithAi()}
        >
          {generatingWithAi ? labels.generating : labels.generate}
        </Button>
      ) : null}
    </div>
  );
}
