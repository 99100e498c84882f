import { describe, expect, it } from 'vitest';
import { parseMessages, parseSessions, toChatMessage } from './chat';

describe('chat view models', () => {
  it('reads the sessions with their document, dropping rows without ids', () => {
    const body = {
      success: true,
      data: {
        sessions: [
          { id: 's1', document: { id: 'd1', filename: 'a.pdf' }, updated_at: '2026-11-27T10:00:00Z' },
          { id: 's2' },
          'x',
        ],
      },
    };
    expect(parseSessions(body)).toEqual([{ id: 's1', documentId: 'd1', updatedAt: '2026-11-27T10:00:00Z' }]);
    expect(() => parseSessions({ data: {} })).toThrow('Respuesta inesperada del servidor');
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
