import { MESSAGES } from '@alegato/domain/vocabulary';

/** Report list, card and stats copy (spec §2 Report list, Report card). */
export const reportList = {
  /** ReportListHeader. */
  header: {
    title: 'Generador de Informes',
    aiBadge: 'IA Enhanced',
    /** The statistics line: '12 informes · 5 con IA · 3 este mes'. */
    statsLine: (total: number, aiEnhanced: number, thisMonth: number) =>
      `${total === 1 ? '1 informe' : `${total} informes`} · ${aiEnhanced} con IA · ${thisMonth} este mes`,
    refresh: 'Actualizar',
    refreshing: 'Actualizando...',
    clearCache: 'Limpiar caché',
    create: 'Nuevo Informe',
  },
  /** ReportStats: the six statistic cards. */
  stats: {
    region: 'Estadísticas de informes',
    total: 'Total',
    aiEnhanced: 'Con IA',
    draft: 'Borradores',
    completed: 'Completados',
    generated: 'PDF Generados',
    sent: 'Enviados',
    loading: 'Cargando estadísticas...',
  },
  /** Report status names as the list shows them (spec §4). */
  status: {
    draft: MESSAGES.reportStatus.draft,
    completed: MESSAGES.reportStatus.completed,
    generated: MESSAGES.reportStatus.generated,
    sent: MESSAGES.reportStatus.sent,
    error: MESSAGES.reportStatus.error,
  },
  /** Sort options (spec §9), keyed 'field:order'. */
  sort: {
    'updated_at:desc': MESSAGES.sort.updatedDesc,
    'updated_at:asc': MESSAGES.sort.updatedAsc,
    'title:asc': MESSAGES.sort.titleAsc,
    'title:desc': MESSAGES.sort.titleDesc,
    'created_at:desc': MESSAGES.sort.createdDesc,
    'created_at:asc': MESSAGES.sort.createdAsc,
  },
  /** AI-enhanced filter options (spec §9). */
  aiFilter: { all: MESSAGES.aiFilter.all, true: MESSAGES.aiFilter.true, false: MESSAGES.aiFilter.false },
  /** ReportFilters: search box and collapsible filter panel. */
  filters: {
    region: 'Buscar y filtrar informes',
    search: 'Buscar informes',
    searchPlaceholder: 'Buscar informes por título, contenido o cliente...',
    clearSearch: 'Borrar búsqueda',
    toggle: 'Filtros',
    status: 'Estado',
    allStatuses: 'Todos los estados',
    template: 'Plantilla',
    allTemplates: 'Todas las plantillas',
    aiEnhanced: 'Mejora con IA',
    sort: 'Ordenar por',
    clear: 'Limpiar',
  },
  /** ReportCard. */
  card: {
    noClient: 'Sin cliente',
    updated: (relative: string) => `Actualizado ${relative}`,
    aiBanner: 'Mejorado con IA',
    aiQuality: (percent: number) => `Calidad ${percent}\u00a0%`,
    caseTitle: (title: string) => `Caso: ${title}`,
    linkedCase: 'Caso vinculado',
    view: 'Ver',
    edit: 'Editar',
    enhance: 'IA',
    enhancing: 'Mejorando...',
    pdf: 'PDF',
    generatingPdf: 'Generando...',
    download: 'Descargar',
    duplicate: 'Duplicar',
    delete: 'Eliminar',
    /** Completes a card action's accessible name: 'Ver' + ' el informe Demanda…'. */
    actionTarget: (title: string) => ` el informe ${title}`,
  },
  /** DeleteReportDialog: deleting asks for confirmation (spec §2). */
  deleteDialog: {
    title: 'Eliminar informe',
    description: (title: string) =>
      `¿Seguro que quieres eliminar «${title}»? Esta acción no se puede deshacer.`,
    confirm: 'Eliminar',
    deleting: 'Eliminando…',
  },
  /** ReportList body: loading, search banner, grid and pagination. */
  list: {
    label: 'Lista de informes',
    loading: 'Cargando informes...',
    searching: 'Buscando informes...',
    searchBanner: (query: string) => `Resultados de búsqueda para "${query}"`,
    resultCount: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
    showAll: 'Ver todos los informes',
    pagination: 'Paginación de informes',
    range: (from: number, to: number, total: number) => `Mostrando ${from} - ${to} de ${total} informes`,
    previous: 'Anterior',
    next: 'Siguiente',
    page: (page: number) => `Página ${page}`,
  },
} as const;
