import type { ReportStatus } from '../entities/report.js';
import { MESSAGES } from '../messages.js';
import { canDownload, canEnhance, canGeneratePdf, isEditable, reportStatusLabel } from '../reportStatus.js';

/**
 * The report status machine (ADR 0011): which action a report in a given state allows and what it
 * becomes. The server enforces it (409 with the reason); the app may ask it which actions to offer.
 *
 * @module
 */

const T = MESSAGES.reportTransitions;

/** What the status rules read of a report. */
export interface StatusFacts {
  status: ReportStatus;
  ai_enhanced: boolean;
  generated_html: string | null;
  generated_pdf_path: string | null;
}

/** Something that happens to a report. */
export type ReportAction =
  /** PUT of title, description, template, content, case or client. */
  | { type: 'edit' }
  /** Editor save (or PUT) of `generated_html`. */
  | { type: 'editor_save' }
  /** PUT `status`. */
  | { type: 'set_status'; to: ReportStatus }
  /** Enhancement requested / succeeded / failed. */
  | { type: 'enhance' }
  | { type: 'enhance_ok' }
  | { type: 'enhance_failed' }
  /** PDF requested / generated / given up. */
  | { type: 'generate_pdf' }
  | { type: 'pdf_ok' }
  | { type: 'pdf_failed' }
  /** Download link requested. */
  | { type: 'download' };

/** The outcome of {@link transition}: the next status and side effects, or a refusal (409). */
export type TransitionResult =
  | {
      ok: true;
      /** Status after the action. */
      status: ReportStatus;
      /** Clear `generated_pdf_path` (the PDF no longer matches the HTML). */
      clearPdf: boolean;
      /** Clear `error_message`. */
      clearError: boolean;
    }
  | { ok: false; message: string };

const ok = (status: ReportStatus, clearPdf = false, clearError = false): TransitionResult => ({
  ok: true,
  status,
  clearPdf,
  clearError,
});
const refuse = (message: string): TransitionResult => ({ ok: false, message });

/**
 * The report status machine (ADR 0011). Pure: what `action` does to a report in `facts`.
 *
 * - created → draft; `edit` only while draft or error (error → draft, message cleared);
 * - `editor_save` keeps the status in draft, completed and error; in generated it goes back to
 *   completed and clears the PDF path (the PDF no longer matches); sent is final;
 * - `set_status`: completed from draft or error when HTML exists; sent only from generated; draft only
 *   from error; the same status is a no-op; anything else is refused;
 * - enhancement: offered per `canEnhance`; success → completed, failure → error;
 * - PDF: offered per `canGeneratePdf`; success → generated, give-up → error;
 * - download: per `canDownload`.
 */
export function transition(facts: StatusFacts, action: ReportAction): TransitionResult {
  const from = facts.status;
  switch (action.type) {
    case 'edit':
      if (!isEditable(facts)) return refuse(T.notEditable(reportStatusLabel(from)));
      return from === 'error' ? ok('draft', false, true) : ok(from);
    case 'editor_save':
      if (from === 'sent') return refuse(T.sentIsFinal);
      if (from === 'generated') return ok('completed', true);
      return ok(from);
    case 'set_status': {
      const to = action.to;
      if (to === from) return ok(from);
      if (to === 'completed' && (from === 'draft' || from === 'error')) {
        return facts.generated_html ? ok('completed', false, true) : refuse(T.completeNeedsHtml);
      }
      if (to === 'sent' && from === 'generated') return ok('sent');
      if (to === 'draft' && from === 'error') return ok('draft', false, true);
      return refuse(T.transition(from, to));
    }
    case 'enhance':
      return canEnhance(facts) ? ok(from) : refuse(T.cannotEnhance);
    case 'enhance_ok':
      return ok('completed', true, true);
    case 'enhance_failed':
      return ok('error');
    case 'generate_pdf':
      return canGeneratePdf(facts) ? ok(from) : refuse(T.cannotGeneratePdf);
    case 'pdf_ok':
      return ok('generated', false, true);
    case 'pdf_failed':
      return ok('error');
    case 'download':
      return canDownload(facts) ? ok(from) : refuse(T.cannotDownload);
  }
}
