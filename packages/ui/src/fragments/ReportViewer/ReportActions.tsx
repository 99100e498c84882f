import { CheckCircle2, Download, Eye, FileDown, FileText, Pencil, Send, Sparkles } from 'lucide-react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import type { ReportViewerActions, ReportViewerLabels } from './ReportViewer';
import * as styles from './ReportViewerHeader.css';

export type ReportActionsProps = {
  /** The editor is shown: the toggle reads 'Vista Previa' instead of 'Editar'. @default false */
  editing?: boolean;
  /** The editor may be used: the 'Editar' / 'Vista Previa' toggle (with `onModeChange`). @default false */
  canEdit?: boolean;
  /** Called with the next mode by the toggle. */
  onModeChange?: (next: 'preview' | 'edit') => void;
  /** Which status actions to offer; each also needs its callback. @default {} */
  actions?: ReportViewerActions;
  /** Called by 'Mejorar con IA'. */
  onEnhance?: () => void;
  /** AI enhancement runs: 'Mejorando...', disabled. @default false */
  enhancing?: boolean;
  /** Called by 'Marcar como completado'. */
  onMarkCompleted?: () => void;
  /** Called by 'Marcar como enviado'. */
  onMarkSent?: () => void;
  /** Called by 'Descargar'. */
  onDownload?: () => void;
  /** Called by 'PDF Mejorado'; the button shows only when set. */
  onGeneratePdf?: () => void;
  /** A PDF is being generated: 'Generando...', disabled. @default false */
  generatingPdf?: boolean;
  /** Called by 'Descargar DOCX' (beside 'PDF Mejorado'); the button shows only when set. */
  onDownloadDocx?: () => void;
  /** The report has HTML; without it 'PDF Mejorado' and 'Descargar DOCX' are disabled. @default false */
  hasHtml?: boolean;
  /** Copy: the group's name and each button's text. */
  labels: Pick<
    ReportViewerLabels,
    | 'actions'
    | 'edit'
    | 'preview'
    | 'enhance'
    | 'enhancing'
    | 'markCompleted'
    | 'markSent'
    | 'download'
    | 'pdf'
    | 'pdfGenerating'
    | 'docx'
  >;
};

/**
 * The report's buttons, as a labelled group beside the title: 'Editar' / 'Vista Previa', the status
 * actions the app allows ('Mejorar con IA', 'Marcar como completado', 'Marcar como enviado', 'Descargar')
 * 'PDF Mejorado' and 'Descargar DOCX'. Renders nothing when none applies.
 */
export function ReportActions({
  editing = false,
  canEdit = false,
  onModeChange,
  actions = {},
  onEnhance,
  enhancing = false,
  onMarkCompleted,
  onMarkSent,
  onDownload,
  onGeneratePdf,
  generatingPdf = false,
  onDownloadDocx,
  hasHtml = false,
  labels,
}: ReportActionsProps) {
  const show =
    canEdit ||
    onGeneratePdf ||
    onDownloadDocx ||
    (actions.enhance && onEnhance) ||
    (actions.markCompleted && onMarkCompleted) ||
    (actions.markSent && onMarkSent) ||
    (actions.download && onDownload);
  if (!show) return null;
  return (
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
          startIcon={<Icon icon={editing ? Eye : Pencil} size="sm" />}
          onClick={() => onModeChange(editing ? 'preview' : 'edit')}
        >
          {editing ? labels.preview : labels.edit}
        </Button>
      ) : null}
      {actions.enhance && onEnhance ? (
        <Button
          variant="soft"
          disabled={enhancing}
          startIcon={
            enhancing ? <Spinner size="sm" tone="inherit" aria-hidden /> : <Icon icon={Sparkles} size="sm" />
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
          disabled={generatingPdf || !hasHtml}
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
      {onDownloadDocx ? (
        <Button
          variant="outline"
          tone="neutral"
          data-slot="report-viewer-docx"
          disabled={!hasHtml}
          startIcon={<Icon icon={FileDown} size="sm" />}
          onClick={() => onDownloadDocx()}
        >
          {labels.docx}
        </Button>
      ) : null}
    </div>
  );
}
