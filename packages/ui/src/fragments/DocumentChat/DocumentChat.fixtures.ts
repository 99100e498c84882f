import type { ChatMessage } from './DocumentChat';

/** A conversation about a Supreme Court judgment: two answers with their pages, one not found. */
export const judgmentConversation: readonly ChatMessage[] = [
  { id: '1', role: 'user', content: '¿Quién fue el ponente?' },
  {
    id: '2',
    role: 'assistant',
    content: '«Ponente: Excmo. Sr. D. Pablo Llarena Conde» (pág. 1).',
    citations: [{ page: 1, text: 'Ponente: Excmo. Sr. D. Pablo Llarena Conde' }],
    found: true,
  },
  { id: '3', role: 'user', content: '¿Se imponen las costas?' },
  {
    id: '4',
    role: 'assistant',
    content:
      '«Se imponen a la parte recurrente las costas causadas en la tramitación de su recurso» (pág. 14).',
    citations: [
      {
        page: 14,
        text: 'Se imponen a la parte recurrente las costas causadas en la tramitación de su recurso.',
      },
    ],
    found: true,
  },
  { id: '5', role: 'user', content: '¿Cuánto cobra el procurador?' },
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
