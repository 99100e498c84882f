import { MESSAGES } from '@alegato/domain/vocabulary';

/** Case screens: CaseList, CaseToolbar, CaseCard, CaseFormDialog, DeleteCaseDialog, CaseDetail (spec §3, §7 Cases). */
export const cases = {
  title: 'Casos',
  description: 'Tus asuntos, clientes, plazos y documentos.',
  create: 'Nuevo caso',
  status: { pending: 'Pendiente', active: 'En curso', closed: 'Cerrado', archived: 'Archivado' },
  priority: { low: 'Baja', medium: 'Media', high: 'Alta', urgent: 'Urgente' },
  /** The priority badge: 'Prioridad alta'. */
  priorityBadge: (priority: string) => `Prioridad ${priority.toLowerCase()}`,
  documents: (count: number) => (count === 1 ? '1 documento' : `${count} documentos`),
  dueOn: (date: string) => `Vence el ${date}`,
  overdue: 'Vencido',
  updated: (relative: string) => `Actualizado ${relative}`,
  noClient: 'Sin cliente',
  saving: 'Guardando…',
  edit: 'Editar',
  delete: 'Eliminar',
  /** Completes a card action's accessible name: 'Editar' + ' el caso Herencia…'. */
  actionTarget: (title: string) => ` el caso ${title}`,
  loading: 'Cargando casos...',
  list: 'Lista de casos',
  resultCount: (shown: number, total: number) =>
    shown === total ? (total === 1 ? '1 caso' : `${total} casos`) : `${shown} de ${total} casos`,
  empty: {
    title: 'Aún no tienes casos',
    description: 'Crea tu primer caso para reunir los datos del cliente, los plazos y sus documentos.',
    action: 'Crear primer caso',
  },
  noResults: {
    title: 'No se encontraron casos',
    description: 'Intenta ajustar tu búsqueda o filtros',
    action: 'Limpiar filtros',
  },
  toolbar: {
    region: 'Buscar y filtrar casos',
    search: 'Buscar casos',
    searchPlaceholder: 'Buscar por título, cliente, descripción o etiqueta...',
    clearSearch: 'Borrar búsqueda',
    status: 'Estado',
    allStatuses: 'Todos los estados',
    priority: 'Prioridad',
    allPriorities: 'Todas las prioridades',
    tags: 'Etiquetas',
    clear: 'Limpiar',
  },
  form: {
    createTitle: 'Nuevo caso',
    editTitle: 'Editar caso',
    description: 'Solo el título es obligatorio; el resto puedes completarlo más tarde.',
    caseTitle: 'Título del caso',
    clientSection: 'Cliente',
    clientName: 'Nombre del cliente',
    clientEmail: 'Correo electrónico del cliente',
    clientPhone: 'Teléfono del cliente',
    caseSection: 'Datos del caso',
    caseDescription: 'Descripción',
    status: 'Estado',
    priority: 'Prioridad',
    dueDate: 'Fecha de vencimiento',
    tags: 'Etiquetas',
    tagsHint: 'Separadas por comas, p. ej.: civil, herencia',
    caseType: 'Tipo de caso',
    caseTypePlaceholder: 'Civil, penal, laboral…',
    courtSection: 'Juzgado',
    court: 'Juzgado / tribunal',
    judge: 'Juez o magistrado',
    notes: 'Notas',
    submitCreate: 'Crear caso',
    submitEdit: 'Guardar cambios',
    submitting: 'Guardando…',
  },
  deleteDialog: {
    title: '¿Eliminar el caso?',
    description: (title: string) => `Se eliminará «${title}». Esta acción no se puede deshacer.`,
    documentsQuestion: (count: number) =>
      count === 1
        ? 'Este caso tiene 1 documento. ¿Qué quieres hacer con él?'
        : `Este caso tiene ${count} documentos. ¿Qué quieres hacer con ellos?`,
    keep: 'Conservar los documentos (quedan sin caso)',
    keepHint: 'Seguirás encontrándolos en Documentos.',
    delete: 'Eliminar también los documentos',
    deleteHint: 'Se borran los archivos, su texto y sus análisis.',
    confirm: 'Eliminar caso',
    deleting: 'Eliminando…',
  },
  detail: {
    back: 'Volver a casos',
    client: 'Cliente',
    clientEmail: 'Correo electrónico',
    clientPhone: 'Teléfono',
    caseType: 'Tipo de caso',
    court: 'Juzgado / tribunal',
    judge: 'Juez o magistrado',
    dueDate: 'Vencimiento',
    tags: 'Etiquetas',
    description: 'Descripción',
    notes: 'Notas',
    created: 'Creado',
    updated: 'Actualizado',
    details: 'Datos del caso',
    documents: 'Documentos',
    empty: '—',
    loading: 'Cargando caso...',
    notFoundTitle: MESSAGES.cases.notFound,
    notFoundDescription: 'El caso que buscas no existe o no tienes permisos para verlo.',
  },
  /**
   * The review grid (ReviewGrid; issue 13 item 9): the same questions asked of every document of the
   * case, a table with one row per document and one column per question, each answer with its page.
   */
  reviewGrid: {
    title: 'Cuadro de revisión',
    description:
      'Haz las mismas preguntas a todos los documentos del caso y compara las respuestas en una tabla, cada una con su página.',
    questions: 'Preguntas',
    questionsHint: (max: number) => `Una por línea, hasta ${max}.`,
    placeholder: '¿Quién es el ponente?\n¿Se imponen las costas?',
    /** Inserts the frequent questions below. */
    addFrequent: 'Añadir preguntas frecuentes',
    /** Questions a lawyer asks of judgments and contracts. */
    frequent: [
      '¿Quién es el ponente?',
      '¿Cuál es el fallo?',
      '¿Se imponen las costas?',
      '¿Qué importes se mencionan?',
      '¿Qué plazos se establecen?',
      '¿Quiénes son las partes?',
    ],
    tooMany: (max: number) => `Hay demasiadas preguntas: el máximo es ${max}.`,
    tooLong: (max: number) => `Hay una pregunta demasiado larga: el máximo es ${max} caracteres.`,
    compare: 'Comparar documentos',
    comparing: 'Comparando documentos…',
    download: 'Descargar CSV',
    downloading: 'Preparando CSV…',
    /** The table's accessible name (and its scroll region's). */
    table: 'Respuestas por documento',
    document: 'Documento',
    /** A column header: 'Pregunta 2'. */
    questionNumber: (n: number) => `Pregunta ${n}`,
    notFound: 'No consta',
    /** The pages of an answer: 'Pág. 3' or 'Págs. 3, 5'. */
    pages: (pages: readonly number[]) =>
      pages.length === 1 ? `Pág. ${pages[0]}` : `Págs. ${pages.join(', ')}`,
    resultHint: 'Desliza la tabla para ver todas las preguntas.',
    emptyTitle: 'No hay documentos listos para comparar',
    emptyHint: 'Sube documentos a este caso y espera a que estén listos para hacerles preguntas.',
    errorTitle: 'No se pudieron comparar los documentos',
  },
} as const;
