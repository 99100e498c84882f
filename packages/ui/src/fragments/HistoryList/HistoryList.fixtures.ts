import type { HistoryListItem, HistoryListPagination } from './HistoryList';

/** A lawyer's recent queries, newest first: searches, an extraction, analyses, a chat question, a grid. */
export const historyItems: HistoryListItem[] = [
  {
    id: 'h1',
    type: 'search',
    content: 'despido improcedente indemnización',
    resultCount: 8,
    durationMs: 142,
    createdAt: '2026-03-12T09:55:00.000Z',
    when: 'hace 5 minutos',
    canRepeat: true,
    canOpen: true,
  },
  {
    id: 'h2',
    type: 'document_analysis',
    content: 'contrato-arrendamiento-calle-mayor.pdf',
    resultCount: 1,
    durationMs: 2350,
    createdAt: '2026-03-12T08:00:00.000Z',
    when: 'hace 2 horas',
    canRepeat: true,
    canOpen: true,
  },
  {
    id: 'h3',
    type: 'consulta',
    content: 'importes reclamados',
    resultCount: 0,
    durationMs: 96,
    createdAt: '2026-03-11T10:00:00.000Z',
    when: 'hace 1 día',
    canRepeat: true,
    canOpen: false,
  },
  {
    id: 'h4',
    type: 'chat',
    content: '¿Cuál es la renta mensual?',
    resultCount: 1,
    durationMs: 310,
    createdAt: '2026-03-09T10:00:00.000Z',
    when: 'hace 3 días',
    canRepeat: true,
    canOpen: true,
  },
  {
    id: 'h5',
    type: 'case_analysis',
    content: 'Despido de Andrés Molina',
    resultCount: 3,
    durationMs: 5400,
    createdAt: '2026-02-20T10:00:00.000Z',
    when: '20/2/2026',
    canRepeat: true,
    canOpen: true,
  },
];

/** The first page of 47 rows. */
export const historyPagination: HistoryListPagination = {
  page: 1,
  perPage: 20,
  total: 47,
  hasPrev: false,
  hasNext: true,
};

/** Long texts: a long question, an unbroken file name, every type. */
export const longHistoryItems: HistoryListItem[] = [
  {
    id: 'l1',
    type: 'review_grid',
    content:
      '¿Se imponen las costas? · ¿Cuál es la renta mensual? · ¿Qué plazo de preaviso se pactó para la resolución anticipada del contrato de arrendamiento?',
    resultCount: 12,
    durationMs: 12840,
    createdAt: '2026-03-12T09:00:00.000Z',
    when: 'hace 1 hora',
    canRepeat: true,
    canOpen: true,
  },
  {
    id: 'l2',
    type: 'comprehensive_analysis',
    content: 'sentencia_juzgado_primera_instancia_numero_2_jaen_procedimiento_verbal_2025_000123.pdf',
    resultCount: 1,
    durationMs: 48000,
    createdAt: '2026-03-12T07:00:00.000Z',
    when: 'hace 3 horas',
    canRepeat: true,
    canOpen: true,
  },
  {
    id: 'l3',
    type: 'product_analysis',
    content: 'contrato-laboral-indefinido.docx',
    resultCount: 1,
    durationMs: 870,
    createdAt: '2026-03-10T07:00:00.000Z',
    when: 'hace 2 días',
    canRepeat: false,
    canOpen: false,
  },
];
