import { MESSAGES } from '@alegato/domain/vocabulary';

/** Legal search: SearchPanel, the Búsqueda Legal screen (spec §2 /search, §3 Search result, §7, §8). */
export const search = {
  form: 'Búsqueda legal',
  query: 'Consulta',
  placeholder: 'Ej.: ¿cuánto puede pedir el casero de fianza?',
  submit: 'Buscar',
  searching: 'Buscando…',
  /** The scope control: where to search. */
  scope: 'Buscar en',
  scopeAll: 'Todo',
  scopeLegislation: 'Legislación',
  scopeDocuments: 'Mis documentos',
  scopeCase: 'Un caso',
  case: 'Caso',
  casePlaceholder: 'Elige un caso',
  law: 'Norma',
  allLaws: 'Todas las normas',
  results: 'Resultados',
  count: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
  page: (page: number) => `Pág. ${page}`,
  pages: (from: number, to: number) => `Págs. ${from}–${to}`,
  /** A legislation result is labelled by article, never by page: 'LAU · Art. 36. Fianza'. */
  article: (article: string) => `Art. ${article}`,
  relevance: (percent: number) => `Relevancia ${percent} %`,
  methodText: 'Texto',
  methodOcr: 'OCR',
  kindLegislation: 'Legislación',
  kindDocument: 'Documento',
  /** A norm no longer in force. */
  repealed: 'Derogada',
  noResultsDescription: 'Prueba con otras palabras, otra norma u otro ámbito de búsqueda.',
  /** The server's 400 for a blank query (same wording). */
  emptyQuery: MESSAGES.search.queryRequired,
  failed: MESSAGES.search.failed,
  hint: 'Pregunta con tus palabras, cita un artículo o nombra una ley: buscamos en la legislación pública y en tus documentos.',
  examplesLabel: 'Ejemplos',
  examples: ['¿Cuánto puede pedir el casero de fianza?', 'art. 1902 CC', 'plazo para recurrir una multa'],
  /** How to move through the results, read with the list. */
  keyboardHint:
    'Usa las flechas arriba y abajo para recorrer los resultados, Intro para abrir uno y Escape para volver a la consulta.',
  legislationMissingTitle: 'La legislación pública aún no está cargada',
  legislationMissingDescription: 'Hasta que se importe, las búsquedas solo encuentran tus documentos.',
  /** `{command}` is replaced by `legislationCommand`, shown as code. */
  legislationHowTo: 'Un administrador puede importarla desde Administración o con {command}.',
  legislationCommand: 'npm run sync:legislation',
  importLegislation: 'Importar legislación',
} as const;
