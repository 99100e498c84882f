import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ChatMessage } from '@alegato/ui';
import { http } from '../api/http';
import { dataOf } from './toViewModel';

/**
 * Chat with a document (spec §7 Chat, issue 13): the user's conversation about one document is their
 * newest session for it (`GET /chat/sessions/{user_id}`), its messages come from
 * `GET /chat/{session_id}/history`, and a question starts the session first when there is none
 * (`POST /chat/start`), then `POST /chat/{session_id}/message` answers it. Every call is `silent`: the
 * chat shows its own messages.
 */

/** A chat session as the server lists it. */
export type BackendChatSession = { id: string; documentId: string; updatedAt: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** `data.sessions` of `GET /chat/sessions/{user_id}`. Throws on another shape. */
export function parseSessions(body: unknown): BackendChatSession[] {
  const rows = dataOf(body)?.sessions;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.filter(isRecord).flatMap((r) => {
    const id = str(r.id);
    const documentId = isRecord(r.document) ? str(r.document.id) : null;
    return id && documentId ? [{ id, documentId, updatedAt: str(r.updated_at) ?? '' }] : [];
  });
}

/** One message of the chat API as the DocumentChat view model; null without an id or a role. */
export function toChatMessage(row: unknown): ChatMessage | null {
  if (!isRecord(row)) return null;
  const id = row.id;
  const role = row.role;
  if ((typeof id !== 'number' && typeof id !== 'string') || (role !== 'user' && role !== 'assistant'))
    return null;
  const citations = Array.isArray(row.citations)
    ? row.citations
        .filter(isRecord)
        .map((c) => ({ page: typeof c.page === 'number' ? c.page : 0, text: str(c.text) ?? '' }))
        .filter((c) => c.page > 0 && c.text !== '')
    : [];
  return { id: String(id), role, content: str(row.content) ?? '', citations, found: row.found !== false };
}

/** `data.messages` of `GET /chat/{session_id}/history`, oldest first. Throws on another shape. */
export function parseMessages(body: unknown): ChatMessage[] {
  const rows = dataOf(body)?.messages;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.map(toChatMessage).filter((m): m is ChatMessage => m !== null);
}

/** The SWR key of a user's chat sessions. */
export const chatSessionsKey = (userId: string) => `/chat/sessions/${encodeURIComponent(userId)}`;

/** State and actions of the chat with one document. */
export function useDocumentChat(userId: string | null, documentId: string | null, documentName: string) {
  const sessions = useSWR(userId ? chatSessionsKey(userId) : null, async (key: string) =>
    parseSessions(await http.request(key, { silent: true })),
  );
  const session = useMemo(
    () => (sessions.data ?? []).find((s) => s.documentId === documentId) ?? null,
    [sessions.data, documentId],
  );
  const historyKey = session && userId ? `/chat/${session.id}/history` : null;
  const history = useSWR(historyKey, async (key: string) =>
    parseMessages(await http.request(key, { query: { user_id: userId }, silent: true })),
  );
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { mutate: mutateSessions } = sessions;
  const { mutate: mutateHistory } = history;

  const send = useCallback(
    async (question: string) => {
      if (!userId || !documentId) return;
      setSending(question);
      setError(null);
      try {
        let id = session?.id;
        if (!id) {
          const started = await http.request('/chat/start', {
            method: 'POST',
            form: { user_id: userId, document_filename: documentId, session_name: documentName },
            silent: true,
          });
          const created = dataOf(started)?.session;
          id = isRecord(created) ? (str(created.id) ?? undefined) : undefined;
          if (!id) throw new Error('Respuesta inesperada del servidor');
        }
        const answered = await http.request(`/chat/${encodeURIComponent(id)}/message`, {
          method: 'POST',
          form: { user_id: userId, message: question },
          silent: true,
        });
        const data = dataOf(answered);
        const pair = [toChatMessage(data?.question), toChatMessage(data?.message)].filter(
          (m): m is ChatMessage => m !== null,
        );
        setDraft('');
        if (session) {
          await mutateHistory((messages) => [...(messages ?? []), ...pair], { revalidate: false });
        } else {
          await mutateSessions();
        }
      } catch (failure) {
        setError(failure);
      } finally {
        setSending(null);
      }
    },
    [userId, documentId, documentName, session, mutateHistory, mutateSessions],
  );

  const messages = history.data ?? [];
  return {
    messages: sending ? [...messages, { id: 'pending', role: 'user' as const, content: sending }] : messages,
    loading: (sessions.isLoading && !sessions.data) || (history.isLoading && !history.data),
    historyError: (!sessions.data && sessions.error) || (!history.data && history.error) || null,
    retry: () => void (sessions.error ? mutateSessions() : mutateHistory()),
    draft,
    setDraft,
    sending: sending !== null,
    error,
    send: (question: string) => void send(question),
  };
}
