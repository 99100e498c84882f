import { BackendCaseSchema, toCase, type Case } from '@alegato/domain';
import type { CaseDocumentsAction } from '@alegato/ui';
import { http } from '../api/http';
import type { CasePatch } from './model';

/**
 * The cases endpoints of spec §7 / ADR 0010 over the app's HTTP client. Every call is `silent`: the
 * cases screen shows its own messages (MESSAGES.cases), so the client never adds a second toast.
 * Answers are `{success, data}`; cases are snake_case and mapped with `toCase`.
 */

/** `data` of an answer, or undefined. */
function dataOf(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** Parses one backend case; null when it does not match the contract. */
export function parseCase(row: unknown): Case | null {
  const parsed = BackendCaseSchema.safeParse(row);
  return parsed.success ? toCase(parsed.data) : null;
}

/** Parses `data.cases`; rows that do not match the contract are left out. */
export function parseCases(body: unknown): Case[] {
  const rows = dataOf(body)?.cases;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.map(parseCase).filter((item): item is Case => item !== null);
}

/** `GET /cases/{userId}` → `data.cases`. */
export async function fetchCases(userId: string): Promise<Case[]> {
  return parseCases(await http.request(`/cases/${encodeURIComponent(userId)}`, { silent: true }));
}

/** `POST /cases` (form data) → `data.case`. */
export async function createCaseRequest(form: URLSearchParams): Promise<Case> {
  const body = await http.request('/cases', { method: 'POST', form, silent: true });
  const created = parseCase(dataOf(body)?.case);
  if (!created) throw new Error('Respuesta inesperada del servidor');
  return created;
}

/** `PUT /cases/{caseId}?user_id=` with the changed fields (JSON) → `data.case` when the server sends it. */
export async function updateCaseRequest(
  caseId: string,
  userId: string,
  patch: CasePatch,
): Promise<Case | null> {
  const body = await http.request(`/cases/${encodeURIComponent(caseId)}`, {
    method: 'PUT',
    query: { user_id: userId },
    json: patch,
    silent: true,
  });
  return parseCase(dataOf(body)?.case);
}

/** `DELETE /cases/{caseId}?user_id=&documents=keep|delete`. */
export async function deleteCaseRequest(
  caseId: string,
  userId: string,
  documents: CaseDocumentsAction,
): Promise<void> {
  await http.request(`/cases/${encodeURIComponent(caseId)}`, {
    method: 'DELETE',
    query: { user_id: userId, documents },
    silent: true,
  });
}

/** A document of a case, as much as the detail needs until the documents fragments land. */
export type CaseDocument = { id: string; filename: string; status: string; pages: number | null };

/** `GET /cases/{caseId}/documents` → `data.documents`. */
export async function fetchCaseDocuments(caseId: string): Promise<CaseDocument[]> {
  const body = await http.request(`/cases/${encodeURIComponent(caseId)}/documents`, { silent: true });
  const rows = dataOf(body)?.documents;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { id, filename, status, pages } = row as Record<string, unknown>;
    if (typeof id !== 'string' || typeof filename !== 'string') return [];
    return [
      {
        id,
        filename,
        status: typeof status === 'string' ? status : 'ready',
        pages: typeof pages === 'number' ? pages : null,
      },
    ];
  });
}
