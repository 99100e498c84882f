import { BackendCaseSchema, toCase, type Case } from '@alegato/domain';
import type { CaseDocumentsAction } from '@alegato/ui';
import { http } from '../api/http';
import { dataOf, parseDocuments, type BackendDocument } from '../documents/toViewModel';
import type { CasePatch } from './model';

/**
 * The cases endpoints of spec §7 / ADR 0010 over the app's HTTP client. Every call is `silent`: the
 * cases screen shows its own messages (MESSAGES.cases), so the client never adds a second toast.
 * Answers are `{success, data}`; cases are snake_case and mapped with `toCase`.
 */

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

/** `GET /cases/{id}/documents` → `data.documents`, parsed like the documents list. */
export async function fetchCaseDocuments(caseId: string): Promise<BackendDocument[]> {
  const body = await http.request(`/cases/${encodeURIComponent(caseId)}/documents`, { silent: true });
  if (!Array.isArray(dataOf(body)?.documents)) throw new Error('Respuesta inesperada del servidor');
  return parseDocuments(body);
}
