import { REPORT_STATUSES } from './entities/report.js';
import type { Report, ReportStatus } from './entities/report.js';
import { MESSAGES } from './messages.js';

/** Spanish label of each report status as the list and filters show it (spec §4). */
export const REPORT_STATUS_LABELS = {
  draft: MESSAGES.reportStatus.draft,
  completed: MESSAGES.reportStatus.completed,
  generated: MESSAGES.reportStatus.generated,
  sent: MESSAGES.reportStatus.sent,
  error: MESSAGES.reportStatus.error,
} as const satisfies Record<ReportStatus, string>;

/** True when `status` is one of the five report statuses. */
export function isReportStatus(status: unknown): status is ReportStatus {
  return typeof status === 'string' && (REPORT_STATUSES as readonly string[]).includes(status);
}

/** The status the list uses: known statuses as is, anything else → 'draft'. */
export function normaliseListStatus(status: string | null | undefined): ReportStatus {
  return isReportStatus(status) ? status : 'draft';
}

/**
 * The label of a status. `variant: 'short'` gives the viewer's 'Generado' for generated. An unknown
 * status is returned as is (the viewer shows it with a grey badge).
 */
export function reportStatusLabel(status: string, variant: 'long' | 'short' = 'long'): string {
  if (!isReportStatus(status)) return status;
  if (status === 'generated' && variant === 'short') return MESSAGES.reportStatus.generatedShort;
  return REPORT_STATUS_LABELS[status];
}

/** Editable only when draft or error. */
export function isEditable(report: Pick<Report, 'status'>): boolean {
  return report.status === 'draft' || report.status === 'error';
}

/** AI enhancement is offered when not yet enhanced and the status is draft or completed. */
export function canEnhance(report: Pick<Report, 'status' | 'ai_enhanced'>): boolean {
  return !report.ai_enhanced && (report.status === 'draft' || report.status === 'completed');
}

/** PDF generation is offered when completed or generated, with generated HTML and no PDF path yet. */
export function canGeneratePdf(
  report: Pick<Report, 'status' | 'generated_html' | 'generated_pdf_path'>,
): boolean {
  return (
    (report.status === 'completed' || report.status === 'generated') &&
    !!report.generated_html &&
    !report.generated_pdf_path
  );
}

/** Download is offered when the status is generated and a PDF path exists. */
export function canDownload(report: Pick<Report, 'status' | 'generated_pdf_path'>): boolean {
  return report.status === 'generated' && !!report.generated_pdf_path;
}
