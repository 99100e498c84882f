import { MESSAGES } from '@alegato/domain';
import { http } from '../api/http';
import { parseHistoryPage, type HistoryPage } from './model';

/** `GET /api/queries/history` (key from `historyKey`): one page of the user's history. Silent: the page says it failed. */
export async function fetchHistoryPage(key: string): Promise<HistoryPage> {
  return parseHistoryPage(await http.request(key, { silent: true }));
}

/**
 * `DELETE /api/queries/history/{id}?user_id`: resolves with the server's message ('Consulta eliminada
 * del historial'). Silent: the page toasts 'Error eliminando consulta del historial'.
 */
export async function deleteHistoryEntry(id: string, userId: string): Promise<string> {
  const body = await http.request<{ message?: unknown }>(`/api/queries/history/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { user_id: userId },
    silent: true,
  });
  return typeof body?.message === 'string' ? body.message : MESSAGES.history.deleted;
}
