import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isBlank } from './errors.js';
import type { FieldErrors } from './errors.js';

/** The fields of a PDF generation request that are validated. */
export interface PdfRequestInput {
  /** Markdown content. */
  contenido_markdown: string;
  /** Report title. */
  titulo: string;
  /** Case id. */
  caso_id: string;
}

/** PDF request errors. */
export type PdfRequestErrors = FieldErrors<'contenido_markdown' | 'titulo' | 'caso_id'>;

/** Validates a PDF request (spec §5): content ≥ 10 chars after trimming, title and case id required. */
export function validatePdfRequest(input: PdfRequestInput): PdfRequestErrors {
  const errors: PdfRequestErrors = {};
  if (input.contenido_markdown.trim().length < LIMITS.minReportContentChars) {
    errors.contenido_markdown = MESSAGES.pdf.contentTooShort;
  }
  if (isBlank(input.titulo)) errors.titulo = MESSAGES.pdf.titleRequired;
  if (isBlank(input.caso_id)) errors.caso_id = MESSAGES.pdf.caseIdRequired;
  return errors;
}

/** The viewer's check before generating: HTML of at least 10 characters after trimming; undefined when fine. */
export function validateViewerPdfHtml(html: string | null | undefined): string | undefined {
  return (html ?? '').trim().length < LIMITS.minReportContentChars
    ? MESSAGES.pdf.viewerContentRequired
    : undefined;
}

/** The case id to send: the report's, or 'default' when missing or blank. */
export function caseIdOrDefault(caseId: string | null | undefined): string {
  return caseId != null && caseId.trim() !== '' ? caseId : LIMITS.defaultCaseId;
}

/** Checks the report id taken from the route; 'ID de informe no proporcionado' when missing. */
export function validateReportId(id: string | null | undefined): string | undefined {
  return isBlank(id) ? MESSAGES.reports.missingReportId : undefined;
}
