import {
  DownloadResponseSchema,
  EnhanceResponseSchema,
  GeneratedPdfSchema,
  PdfListResponseSchema,
  ReportListResponseSchema,
  ReportSchema,
  ReportSearchResponseSchema,
  ReportStatsSchema,
  TemplatesResponseSchema,
  unwrapData,
  type EditorSaveInput,
  type EnhanceResponse,
  type GeneratedPdf,
  type PdfGenerationRequest,
  type PdfListResponse,
  type Report,
  type ReportCreateInput,
  type ReportListResponse,
  type ReportSearchResponse,
  type ReportStats,
  type ReportTemplate,
  type ReportUpdateInput,
} from '@alegato/domain';
import type { ZodType } from 'zod';
import { buildUrl, http, type QueryParams } from '../api/http';
import type { ReportFilters } from './store';

/**
 * The reports backend and the PDF service of spec §7 over the app's HTTP client (backends 'reports'
 * and 'pdf', each with its base URL from the runtime config; same origin by default). Every call is
 * `silent`: the report screens show the spec §8 Report UI messages themselves. Answers may come wrapped
 * as `{success, data}` (ADR 0011); they are unwrapped and parsed with the domain schemas.
 */

/** Parses an answer with `schema` after unwrapping `{success, data}`. */
function parse<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(unwrapData(body));
  if (!parsed.success) throw new Error('Respuesta inesperada del servidor');
  return parsed.data;
}

/** The list/search query string of the current filters (spec §7: status_filter, template_filter…). */
export function listQuery(filters: ReportFilters, page: number, perPage: number): QueryParams {
  return {
    page,
    per_page: perPage,
    status_filter: filters.status ?? undefined,
    template_filter: filters.template ?? undefined,
    ai_enhanced: filters.ai_enhanced === 'all' ? undefined : filters.ai_enhanced,
    sort_by: filters.sort_by,
    sort_order: filters.sort_order,
  };
}

/** SWR key of a list page: the request path with its query, so equal queries share the cache. */
export function reportListKey(filters: ReportFilters, page: number, perPage: number): string {
  return buildUrl('', '/api/reports/list', listQuery(filters, page, perPage));
}

/** SWR key of a search. */
export function reportSearchKey(q: string, filters: ReportFilters, page: number, perPage: number): string {
  return buildUrl('', '/api/reports/search', { q, ...listQuery(filters, page, perPage) });
}

/** SWR key of one report. */
export function reportKey(id: string): string {
  return `/api/reports/${encodeURIComponent(id)}`;
}

/** SWR key of the PDFs of a case. */
export function pdfListKey(casoId: string): string {
  return `/api/pdf/listar/${encodeURIComponent(casoId)}`;
}

/** The templates' SWR key. */
export const TEMPLATES_KEY = '/api/reports/templates';
/** The stats' SWR key. */
export const STATS_KEY = '/api/reports/stats';

/** Splits an SWR key back into path and query. */
function fromKey(key: string): { path: string; query: QueryParams } {
  const [path = key, qs = ''] = key.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(qs)) };
}

/** `GET /api/reports/list` for a key made by {@link reportListKey}. */
export async function fetchReportList(key: string): Promise<ReportListResponse> {
  const { path, query } = fromKey(key);
  return parse(
    ReportListResponseSchema,
    await http.request(path, { backend: 'reports', query, silent: true }),
  );
}

/** `GET /api/reports/search` for a key made by {@link reportSearchKey}. */
export async function fetchReportSearch(key: string): Promise<ReportSearchResponse> {
  const { path, query } = fromKey(key);
  return parse(
    ReportSearchResponseSchema,
    await http.request(path, { backend: 'reports', query, silent: true }),
  );
}

/** `GET /api/reports/templates` → the templates (a failure gives none: spec §8). */
export async function fetchTemplates(): Promise<ReportTemplate[]> {
  try {
    const body = await http.request(TEMPLATES_KEY, { backend: 'reports', silent: true });
    return parse(TemplatesResponseSchema, body).templates;
  } catch {
    return [];
  }
}

/** `GET /api/reports/stats` (a failure gives null: spec §8). */
export async function fetchStats(): Promise<ReportStats | null> {
  try {
    return parse(ReportStatsSchema, await http.request(STATS_KEY, { backend: 'reports', silent: true }));
  } catch {
    return null;
  }
}

/** `GET /api/reports/{id}`. */
export async function fetchReport(id: string): Promise<Report> {
  return parse(ReportSchema, await http.request(reportKey(id), { backend: 'reports', silent: true }));
}

/** `POST /api/reports/create` → the created report. */
export async function createReport(input: ReportCreateInput): Promise<Report> {
  const body = await http.request('/api/reports/create', {
    method: 'POST',
    backend: 'reports',
    json: input,
    silent: true,
  });
  return parse(ReportSchema, body);
}

/** `PUT /api/reports/{id}` with changed fields, or the editor save → the updated report. */
export async function updateReport(id: string, patch: ReportUpdateInput | EditorSaveInput): Promise<Report> {
  const body = await http.request(reportKey(id), {
    method: 'PUT',
    backend: 'reports',
    json: patch,
    silent: true,
  });
  return parse(ReportSchema, body);
}

/** `DELETE /api/reports/{id}`. */
export async function deleteReport(id: string): Promise<void> {
  await http.request(reportKey(id), { method: 'DELETE', backend: 'reports', silent: true });
}

/** `POST /api/reports/enhance/{id}` → the enhanced report and its quality score. */
export async function enhanceReport(id: string): Promise<EnhanceResponse> {
  const body = await http.request(`/api/reports/enhance/${encodeURIComponent(id)}`, {
    method: 'POST',
    backend: 'reports',
    silent: true,
  });
  return parse(EnhanceResponseSchema, body);
}

/** `POST /api/reports/generate-pdf/{id}`: the PDF is made in the background. */
export async function requestReportPdf(id: string): Promise<void> {
  await http.request(`/api/reports/generate-pdf/${encodeURIComponent(id)}`, {
    method: 'POST',
    backend: 'reports',
    silent: true,
  });
}

/** `GET /api/reports/download-pdf/{id}` → a URL the browser can open in a new tab. */
export async function reportDownloadUrl(id: string): Promise<string> {
  const body = await http.request(`/api/reports/download-pdf/${encodeURIComponent(id)}`, {
    backend: 'reports',
    silent: true,
  });
  return parse(DownloadResponseSchema, body).download_url;
}

/** `POST /api/reports/cache/invalidate`. */
export async function invalidateReportsCache(): Promise<void> {
  await http.request('/api/reports/cache/invalidate', { method: 'POST', backend: 'reports', silent: true });
}

/** `POST /api/pdf/generar-informe-legal` → the generated PDF record. */
export async function generateLegalPdf(request: PdfGenerationRequest): Promise<GeneratedPdf> {
  const body = await http.request('/api/pdf/generar-informe-legal', {
    method: 'POST',
    backend: 'pdf',
    json: request,
    silent: true,
  });
  return parse(GeneratedPdfSchema, body);
}

/**
 * `GET /api/pdf/listar/{caso_id}`, optionally only one report's PDFs (`reporte_id`, ADR 0012); an empty
 * list on failure (spec §7).
 */
export async function fetchPdfList(casoId: string, reportId?: string): Promise<PdfListResponse> {
  try {
    const body = await http.request(pdfListKey(casoId), {
      backend: 'pdf',
      query: { reporte_id: reportId },
      silent: true,
    });
    return parse(PdfListResponseSchema, body);
  } catch {
    return { caso_id: casoId, total_informes: 0, informes: [] };
  }
}

/** `GET /api/pdf/descargar/{caso_id}/{filename}` with the bearer token → the file; null on failure (spec §7). */
export async function downloadPdfFile(casoId: string, filename: string): Promise<Blob | null> {
  try {
    const body = await http.request(
      `/api/pdf/descargar/${encodeURIComponent(casoId)}/${encodeURIComponent(filename)}`,
      { backend: 'pdf', silent: true, headers: { Accept: 'application/pdf' } },
    );
    return body instanceof Blob ? body : null;
  } catch {
    return null;
  }
}
