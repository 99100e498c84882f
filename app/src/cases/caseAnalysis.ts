import { availableAnalysis, CaseAnalysisSchema, formatDateTimeEs } from '@alegato/domain';
import type { CaseAnalysisItem } from '@alegato/ui';
import { http } from '../api/http';

/**
 * The case analysis (spec §7, issue 13): `GET /case-analysis/{caseId}/{userId}` read by the report
 * wizard and the case page, and `POST /legal/case_analysis` started from the case page.
 */

/** The SWR key (and path) of a case's analysis; null without both ids. */
export function caseAnalysisKey(caseId: string | null, userId: string | null): string | null {
  return caseId && userId
    ? `/case-analysis/${encodeURIComponent(caseId)}/${encodeURIComponent(userId)}`
    : null;
}

/** The analysis panel's item from the backend's case analysis. */
export function toAnalysisItem(data: {
  analysis_type: string;
  documents_analyzed: number;
  total_chars: number;
  created_at: string;
  summary: string;
}): CaseAnalysisItem {
  return {
    type: data.analysis_type,
    documentsAnalyzed: data.documents_analyzed,
    totalChars: data.total_chars,
    date: formatDateTimeEs(data.created_at),
    summary: data.summary,
  };
}

/** `GET /case-analysis/{caseId}/{userId}`; any error or missing result means no analysis (spec §7). */
export async function fetchCaseAnalysis(key: string): Promise<CaseAnalysisItem | null> {
  try {
    const parsed = CaseAnalysisSchema.safeParse(await http.request(key, { silent: true }));
    const data = parsed.success ? availableAnalysis(parsed.data) : null;
    return data ? toAnalysisItem(data) : null;
  } catch {
    return null;
  }
}

/**
 * `POST /legal/case_analysis`: analyses the case's documents and stores the result, at the plan's depth
 * up to complete (no `analysis_type`: the server picks it, ADR 0026).
 */
export async function analyseCase(caseId: string, userId: string): Promise<void> {
  await http.request('/legal/case_analysis', {
    method: 'POST',
    form: { caso_id: caseId, user_id: userId },
    silent: true,
  });
}

/** `POST /document/draft` (the civil demand template): a draft report from the case's analysis; its id. */
export async function draftFromCase(caseId: string, userId: string): Promise<string> {
  const body = await http.request('/document/draft', {
    method: 'POST',
    form: { caso_id: caseId, user_id: userId },
    silent: true,
  });
  const data = (body as { data?: { report_id?: unknown } } | null)?.data;
  if (typeof data?.report_id !== 'string') throw new Error('Respuesta inesperada del servidor');
  return data.report_id;
}
