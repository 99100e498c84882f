import { http } from '../api/http';
import {
  parseDocument,
  parseDocuments,
  parsePages,
  dataOf,
  type BackendDocument,
  type BackendPage,
} from './toViewModel';

/**
 * The documents endpoints of spec §7 / ADR 0010 over the app's HTTP client (uploads go through
 * `upload.ts`). Every call is `silent`: the documents screen shows its own messages.
 */

/** The SWR key (and path) of a user's documents, optionally of one case. */
export function documentsKey(userId: string, caseId: string | null): string {
  const query = new URLSearchParams({ user_id: userId });
  if (caseId) query.set('case_id', caseId);
  return `/documents?${query.toString()}`;
}

/** `GET /documents?user_id=&case_id=` → `data.documents`. */
export async function fetchDocuments(key: string): Promise<BackendDocument[]> {
  return parseDocuments(await http.request(key, { silent: true }));
}

/** `GET /documents/{id}/text` → `data.pages`; with `entities`, each page's entities too. */
export async function fetchDocumentText(id: string, entities = false): Promise<BackendPage[]> {
  return parsePages(
    await http.request(`/documents/${encodeURIComponent(id)}/text`, {
      ...(entities ? { query: { entities: true } } : {}),
      silent: true,
    }),
  );
}

/** `DELETE /documents/{id}`. */
export async function deleteDocumentRequest(id: string): Promise<void> {
  await http.request(`/documents/${encodeURIComponent(id)}`, { method: 'DELETE', silent: true });
}

/** `POST /documents/{id}/retry` → `data.document` (back in `processing`). */
export async function retryDocumentRequest(id: string): Promise<BackendDocument | null> {
  const body = await http.request(`/documents/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    silent: true,
  });
  return parseDocument(dataOf(body)?.document);
}
