import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import {
  MESSAGES,
  caseIdOrDefault,
  formatDateEs,
  formatDateTimeEs,
  htmlToMarkdown,
  isEditable,
  pdfFailureMessage,
  pdfHttpErrorMessage,
  validateReportId,
  validateViewerPdfHtml,
  type Report,
} from '@alegato/domain';
import { LegalEditor, ReportViewer } from '@alegato/ui';
import { fileNameFromDisposition, saveBlob } from '../account/download';
import { citationLinks } from '../citations/citationLinks';
import { HttpError, bodyMessage } from '../api/http';
import { currentAccessToken } from '../auth/session';
import { PageMeta } from '../components/PageMeta';
import { useConfig } from '../state/config';
import { toast, toastError } from '../state/toasts';
import { downloadPdfFile, fetchPdfList, generateLegalPdf, pdfListKey } from '../reports/api';
import { toViewerActions, toViewerItem, toViewerPdfs } from '../reports/toViewModel';
import { errorText, useReportActions } from '../reports/useReportActions';
import { useReportEditor } from '../reports/useReportEditor';
import { useReport, useTemplates } from '../reports/useReports';

/** The message of a failed PDF request (spec §8 PDF). */
function pdfErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status > 0) {
    const body = error.body as { detail?: unknown; message?: unknown } | undefined;
    const detail = typeof body?.detail === 'string' ? body.detail : bodyMessage(body);
    return pdfHttpErrorMessage(error.status, detail, error.message);
  }
  return MESSAGES.pdf.generateFailedWith(errorText(error));
}

/** The toast of a DOCX download that failed without a message of the server. */
const DOCX_FAILED = 'No se ha podido descargar el DOCX. Inténtalo de nuevo.';

/**
 * `/reports/{id}` (spec §2 Report viewer): the report with its status actions, the legal editor in edit
 * mode (auto-save every 2 s), 'PDF Mejorado' (editor HTML → markdown → the PDF service, then the file is
 * downloaded and the history refreshed), 'Descargar DOCX' (`GET /api/reports/{id}/docx`, after saving the
 * editor's changes) and the case's generated PDFs.
 */
export function ReportViewerPage() {
  // One instance per report: moving to another report (a link, Back, Forward) opens it in its preview,
  // not in the edit mode or the PDF state the previous one was left in.
  const { id } = useParams();
  return <ReportViewerScreen key={id} id={id} />;
}

function ReportViewerScreen({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const missingId = validateReportId(id);
  const { productName, reportsBaseUrl } = useConfig();
  const { report, loading, error, reload } = useReport(missingId ? undefined : id);
  const { templates } = useTemplates(!!report);
  const actions = useReportActions();
  const [mode, setMode] = useState<'preview' | 'edit'>('preview');
  const [generatingPdf, setGeneratingPdf] = useState(false);
  const canEdit = !!report && isEditable(report);
  const editing = mode === 'edit' && canEdit;
  const editor = useReportEditor(report, editing);
  const casoId = report ? caseIdOrDefault(report.case_id) : null;
  const pdfs = useSWR(casoId && report ? [pdfListKey(casoId), report.id] : null, () =>
    fetchPdfList(casoId!, report!.id),
  );

  const notFound = error instanceof HttpError && error.status === 404;
  const loadError = missingId
    ? missingId
    : error && !notFound
      ? errorText(error) || MESSAGES.reports.viewerLoadFailed
      : null;

  async function generatePdf(current: Report) {
    const html = editing ? editor.html : (current.generated_html ?? '');
    const invalid = validateViewerPdfHtml(html);
    if (invalid) {
      toastError(invalid);
      return;
    }
    setGeneratingPdf(true);
    toast({ message: MESSAGES.pdf.generating });
    try {
      const template = templates.find((t) => t.id === current.template_id);
      const result = await generateLegalPdf({
        contenido_markdown: htmlToMarkdown(html),
        titulo: current.title,
        caso_id: caseIdOrDefault(current.case_id),
        metadata: {
          fecha: formatDateEs(new Date()),
          tipo_documento: current.template_name ?? template?.name ?? current.template_id,
          generado_por: productName,
          cliente: current.client_name ?? '',
          template_id: current.template_id,
          reporte_id: current.id,
        },
      });
      if (!result.success || !result.archivo) {
        toastError(MESSAGES.pdf.toast(pdfFailureMessage(result.mensaje)));
        return;
      }
      toast({ message: MESSAGES.pdf.generated, tone: 'positive' });
      await pdfs.mutate();
      void reload();
      const blob = await downloadPdfFile(caseIdOrDefault(current.case_id), result.archivo);
      if (blob) {
        toast({ message: MESSAGES.pdf.downloading(result.archivo) });
        saveBlob(blob, result.archivo);
      } else {
        toastError(MESSAGES.pdf.downloadFailedWith(MESSAGES.pdf.downloadFailed));
      }
    } catch (failure) {
      toastError(MESSAGES.pdf.toast(pdfErrorMessage(failure)));
    } finally {
      setGeneratingPdf(false);
    }
  }

  async function downloadPdf(filename: string) {
    if (!casoId) return;
    const blob = await downloadPdfFile(casoId, filename);
    if (!blob) {
      toastError(MESSAGES.pdf.downloadFailedWith(MESSAGES.pdf.downloadFailed));
      return;
    }
    toast({ message: MESSAGES.pdf.downloading(filename) });
    saveBlob(blob, filename);
  }

  // The http client reads JSON, PDFs and text; the DOCX is a file, fetched here with the same bearer.
  async function downloadDocx(current: Report) {
    try {
      if (editing) await editor.saveNow();
      const token = await currentAccessToken();
      const response = await window.fetch(
        `${reportsBaseUrl}/api/reports/${encodeURIComponent(current.id)}/docx`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' },
      );
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        toastError(bodyMessage(body) ?? DOCX_FAILED);
        return;
      }
      const filename = fileNameFromDisposition(
        response.headers.get('Content-Disposition'),
        `${current.title}.docx`,
      );
      saveBlob(await response.blob(), filename);
    } catch {
      toastError(DOCX_FAILED);
    }
  }

  const busy = report ? actions.busy[report.id] : undefined;
  return (
    <>
      <PageMeta
        title={report?.title ?? 'Informe'}
        description="Consulta, edita y exporta a PDF un informe legal."
      />
      <ReportViewer
        item={report ? toViewerItem(report, templates, formatDateTimeEs) : null}
        loading={!missingId && loading}
        error={loadError}
        onReload={() => void reload()}
        canEdit={canEdit}
        mode={editing ? 'edit' : 'preview'}
        onModeChange={setMode}
        editor={
          editing ? (
            <LegalEditor
              value={editor.html}
              onChange={editor.onChange}
              saveStatus={editor.save.status}
              hasUnsavedChanges={editor.save.hasUnsavedChanges}
              onSaveNow={() => void editor.saveNow()}
            />
          ) : undefined
        }
        onGeneratePdf={report ? () => void generatePdf(report) : undefined}
        generatingPdf={generatingPdf}
        onDownloadDocx={report ? () => void downloadDocx(report) : undefined}
        pdfs={toViewerPdfs(pdfs.data?.informes ?? [], formatDateTimeEs)}
        onDownloadPdf={(filename) => void downloadPdf(filename)}
        actions={report ? toViewerActions(report) : {}}
        onEnhance={report ? () => void actions.enhance(report) : undefined}
        enhancing={busy?.enhancing ?? false}
        onMarkCompleted={report ? () => void actions.setStatus(report, 'completed') : undefined}
        onMarkSent={report ? () => void actions.setStatus(report, 'sent') : undefined}
        onDownload={report ? () => void actions.download(report) : undefined}
        onGenerateWithAi={report ? () => void actions.enhance(report) : undefined}
        generatingWithAi={busy?.enhancing ?? false}
        citationLinks={citationLinks}
        onCitationNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
