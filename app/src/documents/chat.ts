import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { formatDateTimeEs } from '@alegato/domain';
import type { ChatMessage, ChatSession } from '@alegato/ui';
import { http } from '../api/http';
import { dataOf } from './toViewModel';

/**
 * Chat with a document (spec §7 Chat, issue 13): the user's conversations about one document are their
 * sessions for it (`GET /chat/sessions/{user_id}`, newest first); the one shown is the chosen one, else
 * the newest; its messages come from `GET /chat/{session_id}/history`. 'Nueva conversación' starts a
 * session (`POST /chat/start`), and so does a question when there is none; then
 * `POST /chat/{session_id}/message` answers it. Every call is `silent`: the
 * chat shows its own messages.
 */

/** A chat session as the server lists it. */
export type BackendChatSession = {
  id: string;
  documentId: string;
  name: string;
  messageCount: number;
  updatedAt: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** `data.sessions` of `GET /chat/sessions/{user_id}`. Throws on another shape. */
export function parseSessions(body: unknown): BackendChatSession[] {
  const rows = dataOf(body)?.sessions;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.filter(isRecord).flatMap((r) => {
    const id = str(r.id);
    const documentId = isRecord(r.document) ? str(r.document.id) : null;
    if (!id || !documentId) return [];
    const filename = isRecord(r.document) ? (str(r.document.filename) ?? '') : '';
    const count = typeof r.message_count === 'number' ? r.message_count : Number(r.message_count);
    return [
      {
        id,
        documentId,
        name: str(r.name) || filename,
        messageCount: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
        updatedAt: str(r.updated_at) ?? '',
      },
    ];
  });
}

/** The sessions of one document, newest first (by their last message). */
export function documentSessions(
  sessions: readonly BackendChatSession[],
  documentId: string | null,
): BackendChatSession[] {
  return sessions
    .filter((s) => s.documentId === documentId)
    .sort((a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0));
}

/** A session as the DocumentChat's picker shows it. */
export function toChatSession(session: BackendChatSession): ChatSession {
  return {
    id: session.id,
    name: session.name,
    updated: formatDateTimeEs(session.updatedAt),
    messageCount: session.messageCount,
  };
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
  const [chosen, setChosen] = useState<string | null>(null);
  const forDocument = useMemo(
    () => documentSessions(sessions.data ?? [], documentId),
    [sessions.data, documentId],
  );
  const session = forDocument.find((s) => s.id === chosen) ?? forDocument[0] ?? null;
  const historyKey = session && userId ? `/chat/${session.id}/history` : null;
  const history = useSWR(historyKey, async (key: string) =>
    parseMessages(await http.request(key, { query: { user_id: userId }, silent: true })),
  );
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { mutate: mutateSessions } = sessions;
  const { mutate: mutateHistory } = history;

  /** `POST /chat/start` for the document: the new session's id. */
  const start = useCallback(async (): Promise<string> => {
    const started = await http.request('/chat/start', {
      method: 'POST',
      form: { user_id: userId!, document_filename: documentId!, session_name: documentName },
      silent: true,
    });
    const created = dataOf(started)?.session;
    const id = isRecord(created) ? str(created.id) : null;
    if (!id) throw new Error('Respuesta inesperada del servidor');
    return id;
  }, [userId, documentId, documentName]);

  const newSession = useCallback(async () => {
    if (!userId || !documentId) return;
    setStarting(true);
    setError(null);
    try {
      const id = await start();
      await mutateSessions();
      setChosen(id);
    } catch (failure) {
      setError(failure);
    } finally {
      setStarting(false);
    }
  }, [userId, documentId, start, mutateSessions]);

  const send = useCallback(
    async (question: string) => {
      if (!userId || !documentId) return;
      setSending(question);
      setError(null);
      try {
        const id = session?.id ?? (await start());
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
        }
        setChosen(id);
        // The picker's order and message counts change with every message.
        await mutateSessions();
      } catch (failure) {
        setError(failure);
      } finally {
        setSending(null);
      }
    },
    [userId, documentId, session, start, mutateHistory, mutateSessions],
  );

  const messages = history.data ?? [];
  return {
    messages: sending ? [...messages, { id: 'pending', role: 'user' as const, content: sending }] : messages,
    loading: (sessions.isLoading && !sessions.data) || (history.isLoading && !history.data),
    historyError: (!sessions.data && sessions.error) || (!history.data && history.error) || null,
    retry: () => void (sessions.error ? mutateSessions() : mutateHistory()),
    /** The document's conversations for the picker, newest first. */
    sessions: forDocument.map(toChatSession),
    /** The conversation shown; null before the first one. */
    sessionId: session?.id ?? null,
    setSessionId: setChosen,
    newSession: () => void newSession(),
    starting,
    draft,
    setDraft,
    sending: sending !== null,
    error,
    send: (question: string) => void send(question),
  };
}
