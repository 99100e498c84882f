import { MESSAGES } from '@alegato/domain/vocabulary';

/** Query history (HistoryList; spec §3 Query history item, §8 History, issue 14 item 1). */
export const history = {
  region: 'Historial de consultas',
  list: 'Consultas realizadas',
  /** The filters. */
  filters: 'Filtrar el historial',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  dateFrom: 'Desde',
  dateTo: 'Hasta',
  search: 'Texto',
  searchPlaceholder: 'Buscar en tus consultas...',
  /** What each row records ('search', 'consulta'…, the server's `type`). */
  types: {
    search: 'Búsqueda',
    consulta: 'Extracción',
    document_analysis: 'Análisis de documento',
    comprehensive_analysis: 'Análisis integral',
    product_analysis: 'Análisis especializado',
    case_analysis: 'Análisis de caso',
    chat: 'Pregunta',
  },
  /** '12 ms', '1,5 s'. */
  duration: (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`),
  durationLabel: 'Duración',
  repeat: 'Repetir',
  open: 'Abrir',
  delete: 'Eliminar',
  /** Completes a button's accessible name: 'Repetir' + ': despido improcedente'. */
  actionTarget: (content: string) => `: ${content}`,
  loading: 'Cargando historial...',
  empty: {
    title: 'Aún no hay consultas en tu historial',
    description: 'Tus búsquedas, extracciones, análisis y preguntas a documentos aparecerán aquí.',
  },
  errorTitle: MESSAGES.history.loadFailed,
  retry: 'Reintentar',
  pagination: 'Paginación del historial',
  range: (from: number, to: number, total: number) => `Mostrando ${from} - ${to} de ${total} consultas`,
  confirmTitle: '¿Eliminar esta consulta del historial?',
  confirmText: (content: string) =>
    `Se eliminará «${content}» de tu historial. Esta acción no se puede deshacer.`,
  confirmAction: 'Eliminar consulta',
} as const;
