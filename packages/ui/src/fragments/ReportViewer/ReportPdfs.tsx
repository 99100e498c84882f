import { useId } from 'react';
import { Download, FileText, History } from 'lucide-react';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import type { ReportPdfItem, ReportViewerLabels } from './ReportViewer';
import { blockLabel } from './ReportViewer.css';
import * as styles from './ReportPdfs.css';

/** How many PDFs the history shows at most (spec §9). */
export const PDF_HISTORY_LIMIT = 5;

const kbFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A byte count as kilobytes with one decimal and a decimal comma: 12595 → '12,3'. */
export function formatKb(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return kbFormat.format(safe / 1024);
}

/** Copy of the PDF block. */
export type ReportPdfsLabels = Pick<
  ReportViewerLabels,
  'pdfs' | 'latestPdf' | 'history' | 'showHistory' | 'hideHistory' | 'downloadPdf' | 'downloadFile' | 'size'
>;

export type ReportPdfRowProps = {
  /** The PDF: name, size, date. */
  pdf: ReportPdfItem;
  /** Called with the file name by the download button; the button shows only when set. */
  onDownloadPdf?: (filename: string) => void;
  /** Copy: the size, 'Descargar' and its accessible name 'Descargar {file}'. */
  labels: Pick<ReportPdfsLabels, 'size' | 'downloadPdf' | 'downloadFile'>;
  /** The row's `data-slot`: 'report-viewer-latest-pdf' or 'report-viewer-history-item'. */
  slot: string;
};

/** One generated PDF: its name, 'N,N KB · date', and 'Descargar'. */
export function ReportPdfRow({ pdf, onDownloadPdf, labels, slot }: ReportPdfRowProps) {
  return (
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
}

export type ReportPdfsProps = {
  /** Generated PDFs, newest first (the first is the latest); none renders nothing. */
  pdfs: readonly ReportPdfItem[];
  /** Called with a file name by a PDF's download button. */
  onDownloadPdf?: (filename: string) => void;
  /** Whether the history is open (controlled: the ReportViewer holds it). */
  historyOpen: boolean;
  /** Called with the next state by 'Ver historial (n)' / 'Ocultar historial'. */
  onHistoryOpenChange: (next: boolean) => void;
  /** Copy of the block. */
  labels: ReportPdfsLabels;
};

/**
 * 'PDFs Mejorados' (spec §9): the latest PDF and, when there are more, 'Ver historial (n)' /
 * 'Ocultar historial' over the newest `PDF_HISTORY_LIMIT` (5). Renders nothing without a PDF.
 */
export function ReportPdfs({
  pdfs,
  onDownloadPdf,
  historyOpen,
  onHistoryOpenChange,
  labels,
}: ReportPdfsProps) {
  const headingId = useId();
  const historyId = useId();
  const latest = pdfs[0];
  const hasHistory = pdfs.length > 1;
  if (!latest) return null;
  return (
    <section className={styles.pdfs} aria-labelledby={headingId} data-slot="report-viewer-pdfs">
      <div className={styles.pdfsHeader}>
        <Heading level={2} size="xs" id={headingId}>
          {labels.pdfs}
        </Heading>
        {hasHistory ? (
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            aria-expanded={historyOpen}
            aria-controls={historyId}
            data-slot="report-viewer-history-toggle"
            startIcon={<Icon icon={History} size="sm" />}
            onClick={() => onHistoryOpenChange(!historyOpen)}
          >
            {historyOpen ? labels.hideHistory : labels.showHistory(pdfs.length)}
          </Button>
        ) : null}
      </div>
      <p className={blockLabel}>{labels.latestPdf}</p>
      <ReportPdfRow
        pdf={latest}
        onDownloadPdf={onDownloadPdf}
        labels={labels}
        slot="report-viewer-latest-pdf"
      />
      {hasHistory ? (
        <div id={historyId} hidden={!historyOpen} className={styles.history}>
          <p className={blockLabel}>{labels.history}</p>
          <ul className={styles.historyList} aria-label={labels.history} data-slot="report-viewer-history">
            {pdfs.slice(0, PDF_HISTORY_LIMIT).map((pdf) => (
              <li key={pdf.filename}>
                <ReportPdfRow
                  pdf={pdf}
                  onDownloadPdf={onDownloadPdf}
                  labels={labels}
                  slot="report-viewer-history-item"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
