import type { ComponentProps, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { BadgeProps } from '../../components/Badge';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import type { TextLinksFinder } from '../../utils/textLinks';
import { useControllableState } from '../../utils/useControllableState';
import { ReportActions, type ReportActionsProps } from './ReportActions';
import { ReportContent, reportContentKind } from './ReportContent';
import { ReportPdfs } from './ReportPdfs';
import { ReportViewerHeader } from './ReportViewerHeader';
import { ReportViewerError, ReportViewerLoading, ReportViewerNotFound } from './ReportViewerStates';
import * as styles from './ReportViewer.css';

export { PDF_HISTORY_LIMIT, formatKb } from './ReportPdfs';

/** One labelled piece of report content: a template field or a named section. */
export type ReportSection = {
  /** Field label or section name, e.g. 'Hechos'. */
  label: string;
  /** The text. */
  text: string;
};

/** A report as the viewer shows it (spec §3 Report); the app maps and formats it. */
export type ReportViewerItem = {
  /** Report title. */
  title: string;
  /** Optional description block. @default null */
  description?: string | null;
  /** Client name. @default null */
  clientName?: string | null;
  /** Raw status, mirrored as `data-status` (e.g. 'draft', or an unknown value). */
  status: string;
  /** Status badge text, e.g. 'Borrador'; an unknown status is shown as is. */
  statusLabel: string;
  /**
   * Status badge tone. @default the list's tone of a known status (`reportStatusTones`), 'neutral' (grey)
   * for an unknown one
   */
  statusTone?: BadgeProps['tone'];
  /** Shows the 'IA Enhanced' badge. */
  aiEnhanced: boolean;
  /** Creation date, formatted (es-ES). */
  createdAt: string;
  /** Last update date, formatted (es-ES). */
  updatedAt: string;
  /** AI quality as n of 100 ('Calidad IA: n/100'); hidden when null. @default null */
  qualityScore?: number | null;
  /** The report HTML (edited or generated); sanitised before display. @default null */
  html?: string | null;
  /** The structured content (template fields with their labels, or named sections). @default [] */
  sections?: readonly ReportSection[];
};

/** One generated PDF (spec §3 PDF list item). */
export type ReportPdfItem = {
  /** File name, e.g. 'demanda-civil-20261123.pdf'. */
  filename: string;
  /** Size in bytes (shown in KB with one decimal). */
  size: number;
  /** Creation date, formatted (es-ES). */
  createdAt?: string;
};

/** Report actions the app offers for the current status (domain reportStatus rules). */
export type ReportViewerActions = {
  /** 'Mejorar con IA' (canEnhance). @default false */
  enhance?: boolean;
  /** 'Marcar como completado'. @default false */
  markCompleted?: boolean;
  /** 'Marcar como enviado'. @default false */
  markSent?: boolean;
  /** 'Descargar' (canDownload). @default false */
  download?: boolean;
};

/** Copy of the ReportViewer; defaults from `es.reportViewer`. */
export type ReportViewerLabels = typeof es.reportViewer & {
  /** @default (kb) => `${kb} KB` */
  size: (kb: string) => string;
};

export type ReportViewerProps = {
  /** The report; `null` with `loading` false and no `error` shows 'Informe no encontrado'. */
  item: ReportViewerItem | null;
  /** Loading: 'Cargando informe...'. @default false */
  loading?: boolean;
  /** The load failed: this message under 'Error cargando informe'. @default null */
  error?: string | null;
  /** Called by 'Recargar' in the error state. */
  onReload?: () => void;
  /** Where 'Volver a informes' goes. @default '/reports' */
  backHref?: string;
  /** The editor may be used: shows the 'Editar' / 'Vista Previa' toggle. @default false */
  canEdit?: boolean;
  /** 'preview' shows the document; 'edit' shows `editor`. @default 'preview' */
  mode?: 'preview' | 'edit';
  /** Called with the next mode by the 'Editar' / 'Vista Previa' toggle. */
  onModeChange?: (next: 'preview' | 'edit') => void;
  /** The editor, placed in the content area in edit mode (the app passes the LegalEditor). */
  editor?: ReactNode;
  /** Called by 'PDF Mejorado'; the button shows only when set. */
  onGeneratePdf?: () => void;
  /** A PDF is being generated: 'Generando...', disabled. @default false */
  generatingPdf?: boolean;
  /** Generated PDFs, newest first; the first is the latest, at most 5 in the history. @default [] */
  pdfs?: readonly ReportPdfItem[];
  /** Called with a file name by a PDF's download button. */
  onDownloadPdf?: (filename: string) => void;
  /** Whether the PDF history is open (controlled). */
  historyOpen?: boolean;
  /** Called with the next state by 'Ver historial (n)' / 'Ocultar historial'. */
  onHistoryOpenChange?: (next: boolean) => void;
  /** Called by 'Generar con IA' in the 'Informe listo para mejorar con IA' panel. */
  onGenerateWithAi?: () => void;
  /** Generation runs: 'Generando...', disabled. @default false */
  generatingWithAi?: boolean;
  /**
   * Finds the legal citations of a text to link to their articles: called with each text node of the
   * sanitised HTML (after sanitising; links are built with DOM calls) and each section text, it returns
   * `{start, end, href, label}` ranges; `href` must be an in-app path ('/search/norma/…'), others are
   * ignored. Keep it stable (module-level or memoised): a new function re-renders the document.
   * @default none: no citation links
   */
  citationLinks?: TextLinksFinder;
  /**
   * Called with the href of a citation link of the HTML document followed with a plain click, instead of
   * the browser's navigation (the app's router navigates). Section links use the `LinkProvider`'s link.
   * @default none: the browser follows the link
   */
  onCitationNavigate?: (href: string) => void;
  /** Copy overrides. */
  labels?: Partial<ReportViewerLabels>;
} & Pick<
  ReportActionsProps,
  'actions' | 'onEnhance' | 'enhancing' | 'onMarkCompleted' | 'onMarkSent' | 'onDownload' | 'onDownloadDocx'
> &
  Omit<ComponentProps<'article'>, 'children'>;

type ReportViewerBackLinkProps = {
  /** Where the link goes. */
  href: string;
  /** 'Volver a informes'. */
  label: string;
};

/** 'Volver a informes', above every state of the viewer (the LinkProvider's link). */
function ReportViewerBackLink({ href, label }: ReportViewerBackLinkProps) {
  const renderLink = useRenderLink();
  return renderLink({
    href,
    className: styles.back,
    'data-slot': 'report-viewer-back',
    children: (
      <>
        <Icon icon={ArrowLeft} size="sm" />
        {label}
      </>
    ),
  });
}

/**
 * One report (spec §2 Report viewer, /reports/{id}): header with badges, client, update date, the
 * edit/preview toggle, 'PDF Mejorado', 'Descargar DOCX' and the status actions; description; 'PDFs Mejorados' with the
 * latest PDF and up to 5 in the history; the PDF layout note; the content (editor slot, sanitised HTML,
 * the 'Generar con IA' panel, the structured sections or 'Sin contenido'); and a footer with dates and
 * AI quality. Loading, error and not-found states are explicit.
 *
 * Composed of named parts, each in its own file: `ReportViewerHeader` with `ReportActions`,
 * `ReportPdfs`, `ReportContent`, and the state screens of `ReportViewerStates`.
 */
export function ReportViewer({
  item,
  loading = false,
  error = null,
  onReload,
  backHref = '/reports',
  canEdit = false,
  mode = 'preview',
  onModeChange,
  editor,
  onGeneratePdf,
  generatingPdf = false,
  pdfs = [],
  onDownloadPdf,
  historyOpen: historyOpenProp,
  onHistoryOpenChange,
  actions = {},
  onEnhance,
  enhancing = false,
  onMarkCompleted,
  onMarkSent,
  onDownload,
  onDownloadDocx,
  onGenerateWithAi,
  generatingWithAi = false,
  citationLinks,
  onCitationNavigate,
  labels: labelOverrides,
  className,
  ...rest
}: ReportViewerProps) {
  const labels: ReportViewerLabels = { ...es.reportViewer, size: (kb) => `${kb} KB`, ...labelOverrides };
  // Held here, not in ReportPdfs, so an open history survives a reload of the report.
  const [historyOpen, setHistoryOpen] = useControllableState(historyOpenProp, false, onHistoryOpenChange);
  const back = <ReportViewerBackLink href={backHref} label={labels.back} />;

  if (loading || error || !item) {
    const state = loading ? 'loading' : error ? 'error' : 'not-found';
    return (
      <article
        data-slot="report-viewer"
        data-state={state}
        aria-busy={loading || undefined}
        className={cx(styles.root, className)}
        {...rest}
      >
        {back}
        {loading ? (
          <ReportViewerLoading labels={labels} />
        ) : error ? (
          <ReportViewerError message={error} onReload={onReload} backHref={backHref} labels={labels} />
        ) : (
          <ReportViewerNotFound labels={labels} />
        )}
      </article>
    );
  }

  const html = item.html?.trim() ? item.html : null;
  const sections = (item.sections ?? []).filter((section) => section.text.trim() !== '');
  const content = reportContentKind({
    editing: mode === 'edit' && canEdit,
    html: html !== null,
    aiEnhanced: item.aiEnhanced,
    hasSections: sections.length > 0,
  });
  const editing = content === 'editor';

  return (
    <article
      data-slot="report-viewer"
      data-state="ready"
      data-status={item.status}
      data-mode={editing ? 'edit' : 'preview'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {back}
      <ReportViewerHeader
        item={item}
        labels={labels}
        actions={
          <ReportActions
            editing={editing}
            canEdit={canEdit}
            onModeChange={onModeChange}
            actions={actions}
            onEnhance={onEnhance}
            enhancing={enhancing}
            onMarkCompleted={onMarkCompleted}
            onMarkSent={onMarkSent}
            onDownload={onDownload}
            onGeneratePdf={onGeneratePdf}
            generatingPdf={generatingPdf}
            onDownloadDocx={onDownloadDocx}
            hasHtml={html !== null}
            labels={labels}
          />
        }
      />
      {item.description && item.description.trim() !== '' ? (
        <section
          className={styles.description}
          aria-label={labels.description}
          data-slot="report-viewer-description"
        >
          <p className={styles.descriptionText}>{item.description}</p>
        </section>
      ) : null}
      <ReportPdfs
        pdfs={pdfs}
        onDownloadPdf={onDownloadPdf}
        historyOpen={historyOpen}
        onHistoryOpenChange={setHistoryOpen}
        labels={labels}
      />
      {onGeneratePdf || pdfs.length > 0 ? (
        <p className={styles.note} data-slot="report-viewer-pdf-note">
          {labels.pdfNote}
        </p>
      ) : null}
      <ReportContent
        kind={content}
        editor={editor}
        html={html}
        sections={sections}
        onGenerateWithAi={onGenerateWithAi}
        generatingWithAi={generatingWithAi}
        citationLinks={citationLinks}
        onCitationNavigate={onCitationNavigate}
        labels={labels}
      />
      <footer className={styles.footer} data-slot="report-viewer-footer">
        <span>{labels.created(item.createdAt)}</span>
        <span>{labels.updated(item.updatedAt)}</span>
        {item.qualityScore !== null && item.qualityScore !== undefined ? (
          <span data-slot="report-viewer-quality">{labels.quality(item.qualityScore)}</span>
        ) : null}
      </footer>
    </article>
  );
}
