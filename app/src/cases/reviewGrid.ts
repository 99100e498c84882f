import { MESSAGES } from '@alegato/domain';
import type { ReviewGridCell, ReviewGridResult } from '@alegato/ui';
import { http } from '../api/http';
import { dataOf } from '../documents/toViewModel';

/**
 * The review grid of a case (issue 13 item 9): `POST /legal/review_grid` read into the ReviewGrid
 * fragment's result, and the same request with `format=csv` for 'Descargar CSV'.
 */

/** Name of the saved CSV. */
export const REVIEW_GRID_FILE = 'cuadro-de-revision.csv';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** One cell of the API's grid as the fragment shows it: the passages without quotation marks, their pages. */
export function toGridCell(cell: unknown): ReviewGridCell {
  const citations = isRecord(cell) && Array.isArray(cell.citations) ? cell.citations.filter(isRecord) : [];
  const quoted = citations.filter((c) => typeof c.text === 'string' && typeof c.page === 'number');
  const found = isRecord(cell) && cell.found === true && quoted.length > 0;
  if (!found) return { found: false, text: '', pages: [] };
  return {
    found: true,
    text: quoted.map((c) => (c.text as string).trim()).join(' … '),
    pages: [...new Set(quoted.map((c) => c.page as number))].sort((a, b) => a - b),
  };
}

/**
 * `data` of `POST /legal/review_grid` as the fragment's result; null when it does not have the
 * expected shape. A missing cell reads as not found.
 */
export function parseReviewGrid(body: unknown): ReviewGridResult | null {
  const data = dataOf(body);
  if (!data || !Array.isArray(data.questions) || !Array.isArray(data.documents) || !Array.isArray(data.cells))
    return null;
  const questions = data.questions.filter((q): q is string => typeof q === 'string');
  const documents = data.documents
    .filter(isRecord)
    .filter((d) => typeof d.id === 'string' && typeof d.filename === 'string')
    .map((d) => ({ id: d.id as string, filename: d.filename as string }));
  if (questions.length !== data.questions.length || documents.length !== data.documents.length) return null;
  const rows = data.cells as unknown[];
  return {
    questions,
    documents,
    cells: documents.map((_, i) => {
      const row = Array.isArray(rows[i]) ? (rows[i] as unknown[]) : [];
      return questions.map((_q, j) => toGridCell(row[j]));
    }),
  };
}

/**
 * The CSV as a Blob that Excel opens as UTF-8: the server's text with its byte-order mark (a text
 * decoder drops it, so it is put back once).
 */
export function csvBlob(text: string): Blob {
  return new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}

/** The form of `POST /legal/review_grid`: the questions one per line. */
function gridForm(caseId: string, userId: string | null, questions: readonly string[], format?: 'csv') {
  return {
    caso_id: caseId,
    ...(userId ? { user_id: userId } : {}),
    questions: questions.join('\n'),
    ...(format ? { format } : {}),
  };
}

/** `POST /legal/review_grid`: the questions asked of the case's ready documents. */
export async function compareDocuments(
  caseId: string,
  userId: string | null,
  questions: readonly string[],
): Promise<ReviewGridResult> {
  const body = await http.request('/legal/review_grid', {
    method: 'POST',
    form: gridForm(caseId, userId, questions),
    silent: true,
  });
  const grid = parseReviewGrid(body);
  if (!grid) throw new Error(MESSAGES.transport.unexpected);
  return grid;
}

/** `POST /legal/review_grid` with `format=csv`: the grid as CSV text. */
export async function reviewGridCsv(
  caseId: string,
  userId: string | null,
  questions: readonly string[],
): Promise<string> {
  const body = await http.request('/legal/review_grid', {
    method: 'POST',
    form: gridForm(caseId, userId, questions, 'csv'),
    silent: true,
  });
  if (typeof body !== 'string') throw new Error(MESSAGES.transport.unexpected);
  return body;
}
