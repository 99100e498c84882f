import type { ChatMessage, ChatSession } from './DocumentChat';

/** A conversation about STS 2384/2025 (Sala de lo Social): two answers with their pages, one not found. */
export const judgmentConversation: readonly ChatMessage[] = [
  { id: '1', role: 'user', content: '¿Quién fue el ponente?' },
  {
    id: '2',
    role: 'assistant',
    content: '«Ponente: Excmo. Sr. D. Ángel Blasco Pellicer» (pág. 1).',
    citations: [{ page: 1, text: 'Ponente: Excmo. Sr. D. Ángel Blasco Pellicer' }],
    found: true,
  },
  { id: '3', role: 'user', content: '¿Se imponen las costas?' },
  {
    id: '4',
    role: 'assistant',
    content: '«3.- No efectuar declaración alguna sobre imposición de costas.» (pág. 4).',
    citations: [{ page: 4, text: '3.- No efectuar declaración alguna sobre imposición de costas.' }],
    found: true,
  },
  { id: '5', role: 'user', content: '¿A cuánto asciende la indemnización por despido?' },
  {
    id: '6',
    role: 'assistant',
    content: 'No he encontrado esta información en el documento.',
    citations: [],
    found: false,
  },
];

/** An answer quoting two passages on different pages. */
export const twoPassages: readonly ChatMessage[] = [
  { id: '1', role: 'user', content: '¿A cuánto asciende la condena?' },
  {
    id: '2',
    role: 'assistant',
    content: 'La sentencia condena a la demandada a pagar 11.880 euros más los intereses legales (pág. 9).',
    citations: [
      { page: 9, text: 'Condeno a la demandada a abonar a la actora la cantidad de 11.880 euros' },
      { page: 9, text: 'más los intereses legales desde la fecha de la interpelación judicial' },
    ],
    found: true,
  },
];

/** The user's conversations about the judgment, newest first (the first is `judgmentConversation`). */
export const judgmentSessions: readonly ChatSession[] = [
  {
    id: 's0000000-0000-4000-8000-000000000002',
    name: 'STS_2384_2025.pdf',
    updated: '27/11/2026, 10:05',
    messageCount: 6,
  },
  {
    id: 's0000000-0000-4000-8000-000000000001',
    name: 'Costas y ponente',
    updated: '20/11/2026, 17:42',
    messageCount: 1,
  },
];
