/**
 * Reports service (spec §4, §7; ADR 0011): the status machine of `@alegato/domain` enforced, and the operations
 * the routes and the PDF job call — create, update (fields, status, editor save), enhance, queue and
 * run the PDF, download link. HTML is sanitised at every write; plain-text fields arrive cleaned by the
 * request schemas.
 *
 * @module
 */
import {
  caseIdOrDefault,
  formatDateEs,
  htmlToMarkdown,
  transition,
  type PdfGenerationRequest,
  type ReportAction,
  type StatusFacts,
  type TransitionResult,
} from '@alegato/domain';
import type { DraftInput } from '@alegato/legal-nlp';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findOwnedCase } from '../cases/service.js';
import type { FileStore } from '../files/store.js';
import { enqueueJob, findActiveJob, type JobHandler } from '../jobs/queue.js';
import { downloadPath } from '../pdf/service.js';
import { findProfile } from '../profile/repo.js';
import { REPORT_MESSAGES as M } from './messages.js';
import {
  deleteReportAndPdfRows,
  findReport,
  findTemplate,
  insertReport,
  updateReport,
  type ReportRow,
  type ReportWrite,
} from './repo.js';
import { sanitizeReportHtml } from './sanitize.js';
import type { ReportStatistics } from './statistics.js';
import type { CreateBody, EditorSaveBody, UpdateBody } from './schema.js';
import { ensureTemplates } from './templates.js';

// ───────────────────────────── status machine ─────────────────────────────

export { transition, type ReportAction, type StatusFacts, type TransitionResult };

/** {@link transition}, throwing 409 `conflict` with the Spanish reason when refused. */
export function transitionOrThrow(
  facts: StatusFacts,
  action: ReportAction,
): Extract<TransitionResult, { ok: true }> {
  const result = transition(facts, action);
  if (!result.ok) throw new AppError(409, 'conflict', result.message);
  return result;
}

// ───────────────────────────── dependencies ─────────────────────────────

/** The AI enhancer (modules/ai `createEnhancer`). */
export interface ReportEnhancer {
  /** `embedded` for the composer of `@alegato/legal-nlp`, else the provider. @default unknown */
  provider?: string;
  /** Rewrites the draft as legal HTML with a 0..1 quality score; throws with a Spanish message. */
  enhance(
    input: DraftInput,
    signal?: AbortSignal,
  ): Promise<{ html: string; score: number; provider: string }>;
}

/** What the PDF service (modules/pdf `createPdfService`) offers reports. */
export interface ReportPdfService {
  /** Renders and stores a PDF for `userId`. */
  generate(
    userId: string,
    request: PdfGenerationRequest,
    options: { reportId: string; author: string },
  ): Promise<{ archivo: string; tamaño_bytes: number; url_descarga: string; caso_id: string }>;
  /** A signed, time-limited download URL for one stored PDF. */
  signDownload(userId: string, casoId: string, filename: string, ttlMs?: number): string | Promise<string>;
}

/** Dependencies of the reports service and routes. */
export interface ReportsDeps {
  db: Kysely<Database>;
  logger: Logger;
  /** Without one, enhancement answers 503. */
  enhancer?: ReportEnhancer;
  /** Without one, PDF generation and download answer 503. */
  pdf?: ReportPdfService;
  /** The file store holding the PDFs, to delete a report's PDFs with it. @default none: PDFs are kept */
  files?: FileStore;
  /** Nudges the PDF worker after an enqueue. @default no-op */
  wake?: () => void;
  /** Clock (tests). @default () => new Date() */
  now?: () => Date;
  /** Keeps the planner's statistics of `reports` fresh (`createReportStatistics`). @default none */
  statistics?: ReportStatistics;
}

/** The job kind of a report's PDF. */
export const REPORT_PDF_JOB = 'report-pdf';

// ───────────────────────────── operations ─────────────────────────────

/** Reads one of the user's reports or throws 404 'Informe no encontrado'. */
export async function getReport(deps: ReportsDeps, userId: string, id: string): Promise<ReportRow> {
  const report = await findReport(deps.db, userId, id);
  if (!report) throw AppError.notFound(M.notFound);
  return report;
}

/** '' → null; otherwise the id of one of the user's cases, or 404 'Caso no encontrado'. */
async function resolveCase(deps: ReportsDeps, userId: string, caseId: string): Promise<string | null> {
  if (caseId === '') return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(caseId)) {
    throw AppError.notFound(M.caseNotFound);
  }
  if (!(await findOwnedCase(deps.db, userId, caseId.toLowerCase()))) throw AppError.notFound(M.caseNotFound);
  return caseId.toLowerCase();
}

async function templateName(deps: ReportsDeps, templateId: string): Promise<string> {
  await ensureTemplates(deps.db);
  const template = await findTemplate(deps.db, templateId);
  if (!template)
    throw AppError.validation(M.templateUnknown, [{ path: 'template_id', message: M.templateUnknown }]);
  return template.name;
}

/**
 * Creates a draft; with `enhance_with_ai` enhances it at once (a failure leaves it in error with the
 * message, still created), and with `generate_pdf` queues the PDF when the enhanced report allows it.
 */
export async function createReport(deps: ReportsDeps, userId: string, body: CreateBody): Promise<ReportRow> {
  const name = await templateName(deps, body.template_id);
  const caseId = await resolveCase(deps, userId, body.case_id);
  const id = await insertReport(deps.db, userId, {
    title: body.title,
    description: body.description,
    template_id: body.template_id,
    template_name: name,
    content: body.content,
    case_id: caseId,
    client_name: body.client_name,
  });
  deps.statistics?.noteWrite();
  let report = await getReport(deps, userId, id);
  if (body.enhance_with_ai && deps.enhancer) {
    report = await runEnhancement(deps, userId, report).then(
      (r) => r.report,
      async (err: unknown) => {
        if (err instanceof AppError && err.status !== 502) throw err;
        return getReport(deps, userId, id);
      },
    );
  }
  if (body.generate_pdf && deps.pdf && transition(report, { type: 'generate_pdf' }).ok) {
    await queuePdf(deps, userId, report);
  }
  return report;
}

/**
 * Applies a PUT: plain fields (only while editable), `generated_html` (sanitised; editor-save rules) and
 * `status` (transition rules), in that order, in one conditional update. Returns the updated report.
 */
export async function updateReportFields(
  deps: ReportsDeps,
  userId: string,
  id: string,
  body: UpdateBody,
): Promise<ReportRow> {
  const report = await getReport(deps, userId, id);
  const changes: ReportWrite = {};
  let facts: StatusFacts = report;
  const apply = (action: ReportAction) => {
    const r = transitionOrThrow(facts, action);
    facts = {
      ...facts,
      status: r.status,
      generated_pdf_path: r.clearPdf ? null : facts.generated_pdf_path,
    };
    changes.status = r.status;
    if (r.clearPdf) changes.generated_pdf_path = null;
    if (r.clearError) changes.error_message = null;
  };
  const { status, generated_html: html, case_id: caseId, template_id: templateId, ...plain } = body;
  const editsFields =
    Object.values(plain).some((v) => v !== undefined) || caseId !== undefined || templateId !== undefined;
  if (!editsFields && html === undefined && status === undefined) {
    throw AppError.validation(M.nothingToUpdate);
  }
  if (editsFields) {
    apply({ type: 'edit' });
    for (const [k, v] of Object.entries(plain))
      if (v !== undefined) (changes as Record<string, unknown>)[k] = v;
    if (caseId !== undefined) changes.case_id = await resolveCase(deps, userId, caseId);
    if (templateId !== undefined) {
      changes.template_id = templateId;
      changes.template_name = await templateName(deps, templateId);
    }
  }
  if (html !== undefined) {
    apply({ type: 'editor_save' });
    changes.generated_html = sanitizeReportHtml(html);
    facts = { ...facts, generated_html: changes.generated_html };
  }
  if (status !== undefined) apply({ type: 'set_status', to: status });
  if (!(await updateReport(deps.db, userId, id, changes, report.status))) {
    if (!(await findReport(deps.db, userId, id))) throw AppError.notFound(M.notFound);
    throw new AppError(409, 'conflict', M.changedMeanwhile);
  }
  deps.statistics?.noteWrite();
  return getReport(deps, userId, id);
}

/**
 * The editor save `{generated_html, lastModified, autoSave}`: the sanitised HTML replaces the stored
 * one under the editor-save rules. A `lastModified` older than the stored `updated_at` still saves (last
 * write wins: the editor is the only writer of the HTML and its auto-save must not be lost; ADR 0011).
 */
export async function saveEditorHtml(
  deps: ReportsDeps,
  userId: string,
  id: string,
  body: EditorSaveBody,
): Promise<ReportRow> {
  const report = await updateReportFields(deps, userId, id, { generated_html: body.generated_html });
  deps.logger.debug(
    {
      report_id: id,
      auto_save: body.autoSave,
      stale: Date.parse(body.lastModified) < Date.parse(report.updated_at),
    },
    'report editor save',
  );
  return report;
}

/** `DraftInput` of a report for the composer or the provider. */
async function draftInput(deps: ReportsDeps, userId: string, report: ReportRow): Promise<DraftInput> {
  await ensureTemplates(deps.db);
  const template = await findTemplate(deps.db, report.template_id);
  if (!template) throw AppError.validation(M.templateUnknown);
  const caseRow = report.case_id ? await findOwnedCase(deps.db, userId, report.case_id) : undefined;
  return {
    template,
    title: report.title,
    clientName: report.client_name,
    description: report.description,
    ...(caseRow ? { caseTitle: caseRow.title } : {}),
    content: typeof report.content === 'string' ? { contenido: report.content } : report.content,
    now: (deps.now ?? (() => new Date()))(),
  };
}

/**
 * Enhances a report now (canEnhance, else 409): success → completed with the sanitised HTML, score,
 * provider and time; failure → error with the message, then 502 `enhance_failed`.
 */
export async function runEnhancement(
  deps: ReportsDeps,
  userId: string,
  report: ReportRow,
  signal?: AbortSignal,
): Promise<{ report: ReportRow; quality_score: number }> {
  if (!deps.enhancer) throw new AppError(503, 'service_unavailable', M.enhanceUnavailable);
  transitionOrThrow(report, { type: 'enhance' });
  const input = await draftInput(deps, userId, report);
  let result: { html: string; score: number; provider: string };
  try {
    result = await deps.enhancer.enhance(input, signal);
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'error desconocido';
    const t = transitionOrThrow(report, { type: 'enhance_failed' });
    await updateReport(deps.db, userId, report.id, {
      status: t.status,
      error_message: M.enhanceFailed(message),
    });
    deps.logger.warn({ report_id: report.id, err }, 'report enhancement failed');
    throw new AppError(502, 'enhance_failed', M.enhanceFailed(message), { cause: err });
  }
  const score = Math.min(1, Math.max(0, Number.isFinite(result.score) ? result.score : 0));
  const t = transitionOrThrow(report, { type: 'enhance_ok' });
  const updated = await updateReport(
    deps.db,
    userId,
    report.id,
    {
      status: t.status,
      generated_html: sanitizeReportHtml(result.html),
      generated_pdf_path: null,
      ai_enhanced: true,
      ai_quality_score: score,
      ai_processed_at: (deps.now ?? (() => new Date()))(),
      ai_provider: result.provider,
      error_message: null,
    },
    report.status,
  );
  if (!updated) throw new AppError(409, 'conflict', M.changedMeanwhile);
  return { report: await getReport(deps, userId, report.id), quality_score: score };
}

/**
 * Queues the PDF of a report (canGeneratePdf, else 409). A job already queued or running for the same
 * report is reused. Returns the job id.
 */
export async function queuePdf(deps: ReportsDeps, userId: string, report: ReportRow): Promise<string> {
  if (!deps.pdf) throw new AppError(503, 'service_unavailable', M.pdfUnavailable);
  transitionOrThrow(report, { type: 'generate_pdf' });
  const existing = await findActiveJob(deps.db, REPORT_PDF_JOB, 'report_id', report.id);
  if (existing) return existing;
  const id = await enqueueJob(deps.db, REPORT_PDF_JOB, { report_id: report.id, user_id: userId });
  deps.wake?.();
  return id;
}

/** `/api/pdf/descargar/<caso>/<archivo>` → its two parts, or undefined. */
export function parsePdfPath(path: string | null): { casoId: string; filename: string } | undefined {
  const m = /^\/api\/pdf\/descargar\/([^/]+)\/([^/]+)$/.exec(path ?? '');
  if (!m?.[1] || !m[2]) return undefined;
  return { casoId: decodeURIComponent(m[1]), filename: decodeURIComponent(m[2]) };
}

/** A signed download URL of the report's PDF (canDownload, else 409). */
export async function downloadUrl(deps: ReportsDeps, userId: string, report: ReportRow): Promise<string> {
  if (!deps.pdf) throw new AppError(503, 'service_unavailable', M.pdfUnavailable);
  transitionOrThrow(report, { type: 'download' });
  const parts = parsePdfPath(report.generated_pdf_path);
  if (!parts) throw new AppError(409, 'conflict', M.cannotDownload);
  return deps.pdf.signDownload(userId, parts.casoId, parts.filename);
}

/** The PDF request of a report (spec §7 PDF service). */
export function pdfRequest(report: ReportRow, now: Date): PdfGenerationRequest {
  return {
    contenido_markdown: htmlToMarkdown(report.generated_html ?? ''),
    titulo: report.title,
    caso_id: caseIdOrDefault(report.case_id),
    metadata: {
      fecha: formatDateEs(now),
      tipo_documento: report.template_name ?? report.template_id,
      generado_por: 'Alegato',
      cliente: report.client_name,
      template_id: report.template_id,
      reporte_id: report.id,
    },
  };
}

/**
 * Records a PDF rendered from one of the user's reports: a report that allows a PDF (completed or
 * generated, with HTML, no PDF yet: `canGeneratePdf`) becomes generated with the file's path. Used by
 * the `report-pdf` job and by the viewer's 'PDF Mejorado' (the PDF service is told the report through
 * `metadata.reporte_id`). `known` is the report as read before rendering; the write only lands if its
 * status is unchanged. Resolves whether the report changed.
 */
export async function recordReportPdf(
  deps: Pick<ReportsDeps, 'db'>,
  userId: string,
  reportId: string,
  pdf: { caso_id: string; archivo: string },
  known?: ReportRow,
): Promise<boolean> {
  const report =
    known ?? (UUID_PATTERN.test(reportId) ? await findReport(deps.db, userId, reportId) : undefined);
  if (!report || !transition(report, { type: 'generate_pdf' }).ok) return false;
  const t = transitionOrThrow(report, { type: 'pdf_ok' });
  return updateReport(
    deps.db,
    userId,
    reportId,
    { status: t.status, generated_pdf_path: downloadPath(pdf.caso_id, pdf.archivo), error_message: null },
    report.status,
  );
}

/** A report id (reports are keyed by UUID; anything else names no report). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `report-pdf` job: HTML → markdown → PDF service → status generated with the stored path. A
 * report that no longer allows a PDF (deleted, edited, already generated) ends the job quietly. After
 * the last failed attempt the report goes to error with the message.
 */
export function reportPdfHandler(deps: ReportsDeps): JobHandler {
  const payloadOf = (p: Record<string, unknown>) => ({
    reportId: String(p.report_id ?? ''),
    userId: String(p.user_id ?? ''),
  });
  return {
    async run(job) {
      if (!deps.pdf) throw new Error('PDF service not configured');
      const { reportId, userId } = payloadOf(job.payload);
      const report = await findReport(deps.db, userId, reportId);
      if (!report || !transition(report, { type: 'generate_pdf' }).ok) return;
      const author = await findProfile(deps.db, userId);
      const now = (deps.now ?? (() => new Date()))();
      const result = await deps.pdf.generate(userId, pdfRequest(report, now), {
        reportId,
        author: author?.name || author?.email || 'Alegato',
      });
      const written = await recordReportPdf(deps, userId, reportId, result, report);
      if (!written) deps.logger.info({ report_id: reportId }, 'report changed while its PDF was made');
    },
    async onGiveUp(job, error) {
      const { reportId, userId } = payloadOf(job.payload);
      const report = await findReport(deps.db, userId, reportId);
      if (!report) return;
      const message = error instanceof Error && error.message ? error.message : 'error desconocido';
      const t = transitionOrThrow(report, { type: 'pdf_failed' });
      await updateReport(deps.db, userId, reportId, {
        status: t.status,
        error_message: M.pdfFailed(message),
      });
    },
  };
}

/**
 * Deletes one of the user's reports (404 when there is none) and the PDFs rendered from it: their
 * rows, and their files once the rows are gone (a file left by a failed delete is only disk space: no
 * row names it any more).
 */
export async function removeReport(deps: ReportsDeps, userId: string, id: string): Promise<void> {
  const keys = await deleteReportAndPdfRows(deps.db, userId, id);
  if (keys === null) throw AppError.notFound(M.notFound);
  for (const key of keys) {
    await deps.files?.delete(key).catch((err: unknown) => {
      deps.logger.warn({ err, report_id: id }, 'could not delete a report PDF file');
    });
  }
}
