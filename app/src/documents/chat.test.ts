import { describe, expect, it } from 'vitest';
import { documentSessions, parseMessages, parseSessions, toChatMessage, toChatSession } from './chat';

describe('chat view models', () => {
  it('reads the sessions with their document, name and message count, dropping rows without ids', () => {
    const body = {
      success: true,
      data: {
        sessions: [
          {
            id: 's1',
            name: 'Costas',
            document: { id: 'd1', filename: 'a.pdf' },
            message_count: 4,
            updated_at: '2026-11-27T10:00:00Z',
          },
          { id: 's3', name: '', document: { id: 'd1', filename: 'a.pdf' }, message_count: 'x' },
          { id: 's2' },
          'x',
        ],
      },
    };
    expect(parseSessions(body)).toEqual([
      { id: 's1', documentId: 'd1', name: 'Costas', messageCount: 4, updatedAt: '2026-11-27T10:00:00Z' },
      { id: 's3', documentId: 'd1', name: 'a.pdf', messageCount: 0, updatedAt: '' },
    ]);
    expect(() => parseSessions({ data: {} })).toThrow('Respuesta inesperada del servidor');
  });

  it("keeps one document's sessions, newest first, and formats them for the picker in Madrid time", () => {
    const session = (id: string, documentId: string, updatedAt: string) => ({
      id,
      documentId,
      name: id,
      messageCount: 1,
      updatedAt,
    });
    const sessions = [
      session('old', 'd1', '2026-11-20T16:42:00Z'),
      session('other', 'd2', '2026-11-28T09:00:00Z'),
      session('new', 'd1', '2026-11-27T09:05:00Z'),
      session('undated', 'd1', ''),
    ];
    expect(documentSessions(sessions, 'd1').map((s) => s.id)).toEqual(['new', 'old', 'undated']);
    expect(documentSessions(sessions, null)).toEqual([]);
    expect(toChatSession(session('new', 'd1', '2026-11-27T09:05:00Z'))).toEqual({
      id: 'new',
      name: 'new',
      updated: '27/11/2026, 10:05',
      messageCount: 1,
    });
  });

  it('reads messages: ids as strings, citations with a page and text only, found false only when said', () => {
    expect(
      toChatMessage({
        id: 7,
        role: 'assistant',
        content: '«Ponente: …» (pág. 1).',
        citations: [
          { page: 1, text: 'Ponente: …', chunk_id: 3 },
          { page: 0, text: 'x' },
          { text: 'sin página' },
        ],
        found: true,
      }),
    ).toEqual({
      id: '7',
      role: 'assistant',
      content: '«Ponente: …» (pág. 1).',
      citations: [{ page: 1, text: 'Ponente: …' }],
      found: true,
    });
    expect(
      toChatMessage({ id: 8, role: 'assistant', content: 'No he encontrado…', found: false })?.found,
    ).toBe(false);
    expect(toChatMessage({ id: 9, role: 'system', content: 'x' })).toBeNull();
    expect(toChatMessage(null)).toBeNull();
    expect(
      parseMessages({ data: { messages: [{ id: 1, role: 'user', content: '¿Quién?', found: null }] } }),
    ).toEqual([{ id: '1', role: 'user', content: '¿Quién?', citations: [], found: true }]);
  });
});
