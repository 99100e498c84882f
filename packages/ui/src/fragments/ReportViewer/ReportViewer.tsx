import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import {
  ArrowLeft,
  CheckCircle2,
  Download,
  Eye,
  FileText,
  History,
  Pencil,
  SearchX,
  Send,
  Sparkles,
} from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { es } from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { useRenderLink } from '../../utils/link';
import { sanitizeReportHtml } from './sanitizeReportHtml';
import { isReportStatusValue, reportStatusTones } from '../ReportCard';
import * as styles from './ReportViewer.css';

/** How many PDFs the history shows at most (spec §9). */
export const PDF_HISTORY_LIMIT = 5;

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
  /** Which status actions to offer. @default {} */
  actions?: ReportViewerActions;
  /** Called by 'Mejorar con IA'. */
  onEnhance?: () => void;
  /** AI enhancement runs: 'Mejorando...'. @default false */
  enhancing?: boolean;
  /** Called by 'Marcar como completado'. */
  onMarkCompleted?: () => void;
  /** Called by 'Marcar como enviado'. */
  onMarkSent?: () => void;
  /** Called by 'Descargar'. */
  onDownload?: () => void;
  /** Called by 'Generar con IA' in the 'Informe listo para mejorar con IA' panel. */
  onGenerateWithAi?: () => void;
  /** Generation runs: 'Generando...', disabled. @default false */
  generatingWithAi?: boolean;
  /** Copy overrides. */
  labels?: Partial<ReportViewerLabels>;
} & Omit<ComponentProps<'article'>, 'children'>;

const kbFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A byte count as kilobytes with one decimal and a decimal comma: 12595 → '12,3'. */
export function formatKb(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return kbFormat.format(safe / 1024);
}

/**
 * One report (spec §2 Report viewer, /reports/{id}): header with badges, client, update date, the
 * edit/preview toggle, 'PDF Mejorado' and the status actions; description; 'PDFs Mejorados' with the
 * latest PDF and up to 5 in the history; the PDF layout note; the content (editor slot, sanitised HTML,
 * the 'Generar con IA' panel, the structured sections or 'Sin contenido'); and a footer with dates and
 * AI quality. Loading, error and not-found states are explicit.
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
  onGenerateWithAi,
  generatingWithAi = false,
  labels: labelOverrides,
  className,
  ...rest
}: ReportViewerProps) {
  const renderLink = useRenderLink();
  const labels: ReportViewerLabels = { ...es.reportViewer, size: (kb) => `${kb} KB`, ...labelOverrides };
  const pdfsId = useId();
  const contentId = useId();
  const historyId = useId();
  const [historyOpen, setHistoryOpen] = useControllableState(historyOpenProp, false, onHistoryOpenChange);
  const html = item?.html?.trim() ? item.html : null;
  const safeHtml = useMemo(
    () => (html ? sanitizeReportHtml(html, { videoTitle: labels.videoTitle }) : ''),
    [html, labels.videoTitle],
  );
  const state = loading ? 'loading' : error ? 'error' : item ? 'ready' : 'not-found';

  const back = (extra?: string) =>
    renderLink({
      href: backHref,
      className: cx(styles.back, extra),
      'data-slot': 'report-viewer-back',
      children: (
        <>
          <Icon icon={ArrowLeft} size="sm" />
          {labels.back}
        </>
      ),
    });

  if (state !== 'ready' || !item) {
    return (
      <article
        data-slot="report-viewer"
        data-state={state}
        aria-busy={loading || undefined}
        className={cx(styles.root, className)}
        {...rest}
      >
        {back()}
        {state === 'loading' ? (
          <div className={styles.loading} data-slot="report-viewer-loading">
            <span className={styles.loadingText}>
              <Spinner size="sm" label={labels.loading} />
              <span aria-hidden>{labels.loading}</span>
            </span>
            <Skeleton shape="text" size="xl" width="60%" />
            <SkeletonText lines={6} />
          </div>
        ) : state === 'error' ? (
          <ErrorState
            title={labels.errorTitle}
            message={error}
            headingLevel={2}
            labels={{ retry: labels.reload }}
            onRetry={onReload}
            secondaryAction={renderLink({
              href: backHref,
              className: styles.errorBack,
              'data-slot': 'report-viewer-error-back',
              children: labels.back,
            })}
          />
        ) : (
          <EmptyState
            icon={SearchX}
            title={labels.notFoundTitle}
            description={labels.notFoundDescription}
            headingLevel={2}
          />
        )}
      </article>
    );
  }

  const sections = (item.sections ?? []).filter((section) => section.text.trim() !== '');
  const hasContent = sections.length > 0;
  const content: 'editor' | 'html' | 'generate' | 'sections' | 'empty' =
    mode === 'edit' && canEdit
      ? 'editor'
      : html
        ? 'html'
        : !item.aiEnhanced && hasContent
          ? 'generate'
          : hasContent
            ? 'sections'
            : 'empty';
  const latest = pdfs[0];
  const history = pdfs.slice(0, PDF_HISTORY_LIMIT);
  const toggleHistory = () => setHistoryOpen(!historyOpen);
  const pdfRow = (pdf: ReportPdfItem, slot: string) => (
    <div className={styles.pdfRow} data-slot={slot}>
      <Icon icon={FileText} size="md" className={styles.pdfIcon} />
      <div className={styles.pdfText}>
        <span className={styles.pdfName}>{pdf.filename}</span>
        <span className={styles.pdfMeta}>
          {labels.size(formatKb(pdf.size))}
          {pdf.createdAt ? ` · ${pdf.createdAt}` : ''}
        </span>
      </div>
      {onDownloadPdf ? (
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          aria-label={labels.downloadFile(pdf.filename)}
          startIcon={<Icon icon={Download} size="sm" />}
          onClick={() => onDownloadPdf(pdf.filename)}
        >
          {labels.downloadPdf}
        </Button>
      ) : null}
    </div>
  );
  const showActions =
    canEdit ||
    onGeneratePdf ||
    (actions.enhance && onEnhance) ||
    (actions.markCompleted && onMarkCompleted) ||
    (actions.markSent && onMarkSent) ||
    (actions.download && onDownload);

  return (
    <article
      data-slot="report-viewer"
      data-state="ready"
      data-status={item.status}
      data-mode={content === 'editor' ? 'edit' : 'preview'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {back()}
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <div className={styles.titleBlock}>
            <div className={styles.badges}>
              <Badge
                tone={
                  item.statusTone ??
                  (isReportStatusValue(item.status) ? reportStatusTones[item.status] : 'neutral')
                }
                data-slot="report-viewer-status"
              >
                {item.statusLabel}
              </Badge>
              {item.aiEnhanced ? (
                <Badge tone="accent" icon={Sparkles} data-slot="report-viewer-ai">
                  {labels.aiBadge}
                </Badge>
              ) : null}
            </div>
            <Heading level={1} className={styles.title}>
              {item.title}
            </Heading>
            <p className={styles.meta}>
              {item.clientName ? (
                <span>
                  {labels.client}: <span className={styles.metaValue}>{item.clientName}</span>
                </span>
              ) : null}
              <span>{labels.updated(item.updatedAt)}</span>
            </p>
          </div>
          {showActions ? (
            <div
              className={styles.actions}
              role="group"
              aria-label={labels.actions}
              data-slot="report-viewer-actions"
            >
              {canEdit && onModeChange ? (
                <Button
                  variant="outline"
                  tone="neutral"
                  data-slot="report-viewer-mode"
                  startIcon={<Icon icon={content === 'editor' ? Eye : Pencil} size="sm" />}
                  onClick={() => onModeChange(content === 'editor' ? 'preview' : 'edit')}
                >
                  {content === 'editor' ? labels.preview : labels.edit}
                </Button>
              ) : null}
              {actions.enhance && onEnhance ? (
                <Button
                  variant="soft"
                  disabled={enhancing}
                  startIcon={
                    enhancing ? (
                      <Spinner size="sm" tone="inherit" aria-hidden />
                    ) : (
                      <Icon icon={Sparkles} size="sm" />
                    )
                  }
                  onClick={() => onEnhance()}
                >
                  {enhancing ? labels.enhancing : labels.enhance}
                </Button>
              ) : null}
              {actions.markCompleted && onMarkCompleted ? (
                <Button
                  variant="outline"
                  tone="positive"
                  startIcon={<Icon icon={CheckCircle2} size="sm" />}
                  onClick={() => onMarkCompleted()}
                >
                  {labels.markCompleted}
                </Button>
              ) : null}
              {actions.markSent && onMarkSent ? (
                <Button
                  variant="outline"
                  tone="neutral"
                  startIcon={<Icon icon={Send} size="sm" />}
                  onClick={() => onMarkSent()}
                >
                  {labels.markSent}
                </Button>
              ) : null}
              {actions.download && onDownload ? (
                <Button
                  variant="outline"
                  tone="neutral"
                  startIcon={<Icon icon={Download} size="sm" />}
                  onClick={() => onDownload()}
                >
                  {labels.download}
                </Button>
              ) : null}
              {onGeneratePdf ? (
                <Button
                  data-slot="report-viewer-pdf"
                  data-state={generatingPdf ? 'generating' : 'idle'}
                  disabled={generatingPdf || !html}
                  startIcon={
                    generatingPdf ? (
                      <Spinner size="sm" tone="inherit" aria-hidden />
                    ) : (
                      <Icon icon={FileText} size="sm" />
                    )
                  }
                  onClick={() => onGeneratePdf()}
                >
                  {generatingPdf ? labels.pdfGenerating : labels.pdf}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </header>
      {item.description && item.description.trim() !== '' ? (
        <section
          className={styles.description}
          aria-label={labels.description}
          data-slot="report-viewer-description"
        >
          <p className={styles.descriptionText}>{item.description}</p>
        </section>
      ) : null}
      {latest ? (
        <section className={styles.pdfs} aria-labelledby={pdfsId} data-slot="report-viewer-pdfs">
          <div className={styles.pdfsHeader}>
            <Heading level={2} size="xs" id={pdfsId}>
              {labels.pdfs}
            </Heading>
            {pdfs.length > 1 ? (
              <Button
                size="sm"
                variant="ghost"
                tone="neutral"
                aria-expanded={historyOpen}
                aria-controls={historyId}
                data-slot="report-viewer-history-toggle"
                startIcon={<Icon icon={History} size="sm" />}
                onClick={toggleHistory}
              >
                {historyOpen ? labels.hideHistory : labels.showHistory(pdfs.length)}
              </Button>
            ) : null}
          </div>
          <p className={styles.pdfLabel}>{labels.latestPdf}</p>
          {pdfRow(latest, 'report-viewer-latest-pdf')}
          {pdfs.length > 1 ? (
            <div id={historyId} hidden={!historyOpen} className={styles.history}>
              <p className={styles.pdfLabel}>{labels.history}</p>
              <ul
                className={styles.historyList}
                aria-label={labels.history}
                data-slot="report-viewer-history"
              >
                {history.map((pdf) => (
                  <li key={pdf.filename}>{pdfRow(pdf, 'report-viewer-history-item')}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
      {onGeneratePdf || latest ? (
        <p className={styles.note} data-slot="report-viewer-pdf-note">
          {labels.pdfNote}
        </p>
      ) : null}
      <section
        className={styles.contentArea}
        aria-labelledby={contentId}
        data-slot="report-viewer-content"
        data-content={content}
      >
        <Heading level={2} size="xs" id={contentId} className={styles.contentTitle}>
          {labels.content}
        </Heading>
        {content === 'editor' ? (
          editor
        ) : content === 'html' ? (
          <div
            className={styles.document}
            data-slot="report-viewer-document"
            // Sanitised with the report HTML contract (sanitizeReportHtml) right above.
            dangerouslySetInnerHTML={{ __html: safeHtml }}
          />
        ) : content === 'generate' ? (
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
            <p className={styles.pdfLabel}>{labels.basicData}</p>
            <dl className={styles.sections} aria-label={labels.basicData}>
              {sections.map((section) => (
                <div key={section.label} className={styles.section}>
                  <dt className={styles.sectionLabel}>{section.label}</dt>
                  <dd className={styles.sectionText}>{section.text}</dd>
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
        ) : content === 'sections' ? (
          <div className={styles.document} data-slot="report-viewer-sections">
            {sections.map((section) => (
              <section key={section.label} className={styles.documentSection}>
                <h3>{section.label}</h3>
                <p className={styles.preLine}>{section.text}</p>
              </section>
            ))}
          </div>
        ) : (
          <p className={styles.empty} data-slot="report-viewer-empty">
            {labels.empty}
          </p>
        )}
      </section>
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
