/**
 * The server's answer to an unexpected failure; the app shows the same words for a PDF request that fails
 * with HTTP 500 (spec §8 PDF).
 */
const SERVER_INTERNAL_ERROR = 'Error interno del servidor. Intenta de nuevo en unos minutos.';

/**
 * Every user-facing Spanish string owned by the domain: validation messages (spec §5), the error and
 * success catalogue (spec §8) and the labels the rules return (statuses, sort options, relative time).
 * Copied character for character from the spec; entries marked "not in the spec" were chosen here because
 * the spec names the case but gives no wording. Rules reference these entries so nothing is spelled twice.
 */
export const MESSAGES = {
  /** Login form validation and error mapping (spec §5, §8 Login). */
  login: {
    emailRequired: 'El email es requerido',
    passwordRequired: 'La contraseña es requerida',
    connection: 'Error de conexión. Verifica tu conexión a internet.',
    invalidCredentials: 'Credenciales incorrectas. Verifica tu email y contraseña.',
    emailNotConfirmed: 'Por favor, confirma tu email antes de iniciar sesión.',
    tooManyRequests: 'Demasiados intentos. Inténtalo más tarde.',
    userNotFound: 'Usuario no encontrado. ¿Necesitas registrarte?',
    fallback: 'Error al iniciar sesión',
    /** Welcome toast: '¡Bienvenido a Alegato!'. */
    welcome: (product: string): string => `¡Bienvenido a ${product}!`,
    demoModeSuffix: '(Modo Demo)',
  },
  /** Registration validation and outcome (spec §5, §8 Registration). */
  registration: {
    nameRequired: 'El nombre es requerido',
    emailRequired: 'El email es requerido',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    termsRequired: 'Debes aceptar los términos y condiciones',
    createdConfirmEmail: '¡Cuenta creada! Revisa tu email para confirmar la cuenta.',
    createdWithSession: '¡Cuenta creada exitosamente!',
    fallback: 'Error al crear la cuenta',
  },
  /** Session-level messages (spec §6). */
  session: {
    noActiveSession: 'No hay sesión activa',
  },
  /** Transport layer (spec §8 Transport). */
  transport: {
    unexpected: 'Ocurrió un error inesperado.',
  },
  /** Cases (spec §5, §8 Cases). */
  cases: {
    notAuthenticatedCreate: 'Debes estar autenticado para crear un caso.',
    notAuthenticated: 'Usuario no autenticado',
    notAuthenticatedSearch: 'Usuario no autenticado.',
    loadFailed: 'No se pudieron cargar los casos.',
    createFailed: 'Error al crear el caso.',
    updateFailed: 'Error al actualizar el caso.',
    deleteFailed: 'Error al eliminar el caso',
    created: 'Caso creado correctamente',
    updated: 'Caso actualizado correctamente.',
    deleted: 'Caso eliminado correctamente',
    /** The case detail's heading for a missing case, and the server's 404 for a case that is not the user's. */
    notFound: 'Caso no encontrado',
    /** Client name sent when a case is created from the app. */
    defaultClientName: 'Cliente por definir',
  },
  /** Document uploads (spec §9: max 10 MB; pdf, docx, txt): the server's 413 and 415, the form's check. */
  documents: {
    tooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
    unsupportedFormat: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
  },
  /** Legal search (spec §7 /query/mixed). */
  search: {
    failed: 'Error en la búsqueda.',
    noContent: 'Sin contenido disponible',
    unknownDocument: 'Documento desconocido',
    unknownSource: 'Fuente desconocida',
    /** A blank question (not in the spec): the server's 400 and the search panel's empty state. */
    queryRequired: 'Escribe qué quieres buscar.',
  },
  /** Query history (spec §8 History). */
  history: {
    loadFailed: 'Error cargando historial de consultas',
    deleteFailed: 'Error eliminando consulta del historial',
    deleted: 'Consulta eliminada del historial',
  },
  /** Reports backend and report screens (spec §8 Reports backend, Report UI). */
  reports: {
    httpStatus: (status: number): string => `Error ${status}`,
    connection: 'Error de conexión con el servidor',
    invalidJson: 'Error procesando respuesta del servidor',
    authentication: 'Error de autenticación',
    generic: (message: string): string => `Error: ${message}`,
    createFailed: 'Error al crear el informe',
    loadFailed: 'Error al cargar informes',
    searchFailedStored: 'Error en búsqueda',
    searchFailedToast: 'Error en la búsqueda',
    updateFailed: (message: string): string => `Error actualizando informe: ${message}`,
    created: 'Informe creado correctamente',
    createdWizard: '¡Informe creado exitosamente!',
    updated: 'Informe actualizado correctamente',
    updatedEditor: '✅ Informe actualizado correctamente',
    deleted: 'Informe eliminado correctamente',
    enhanced: (percent: number): string => `Informe mejorado con IA (${percent}% calidad)`,
    pdfInBackground: 'PDF en generación en segundo plano',
    downloadReady: 'Descarga lista',
    dataRefreshed: 'Datos actualizados',
    viewerLoadFailed: 'Error cargando el informe',
    missingReportId: 'ID de informe no proporcionado',
    /** The report viewer's not-found heading (spec §2 Report viewer) and the server's 404. */
    notFound: 'Informe no encontrado',
    /** Suffix appended to a duplicated report's title. */
    copySuffix: '(Copia)',
    /** Default description when a case is chosen in the wizard. */
    caseDescription: (caseTitle: string): string => `Informe relacionado con: ${caseTitle}`,
  },
  /** Create-report wizard validation (spec §5). */
  wizard: {
    templateRequired: 'Selecciona una plantilla',
    titleRequired: 'El título es obligatorio',
    clientNameRequired: 'El nombre del cliente es obligatorio',
    fieldRequired: (label: string): string => `${label} es obligatorio`,
  },
  /** Edit-report form validation (spec §5). */
  editForm: {
    titleRequired: 'El título es obligatorio',
    templateRequired: 'Debes seleccionar un template',
    fieldRequired: (label: string): string => `El campo ${label} es obligatorio`,
  },
  /** PDF generation and download (spec §5, §8 PDF). */
  pdf: {
    contentTooShort: 'El contenido del informe debe tener al menos 10 caracteres',
    titleRequired: 'El título del informe es requerido',
    caseIdRequired: 'El ID del caso es requerido',
    viewerContentRequired: 'El informe debe tener contenido para generar el PDF',
    invalidData: (detail: string): string => `Datos inválidos: ${detail}`,
    serverError: SERVER_INTERNAL_ERROR,
    generateFailedWith: (message: string): string => `Error al generar PDF: ${message}`,
    generateFailed: 'Error al generar PDF',
    toast: (message: string): string => `Error: ${message}`,
    downloadFailedWith: (message: string): string => `Error al descargar: ${message}`,
    downloadFailed: 'No se pudo obtener el archivo PDF',
    generated: 'PDF mejorado generado exitosamente',
    downloading: (file: string): string => `Descargando: ${file}`,
    generating: 'Generando PDF mejorado...',
  },
  /** Admin plan override (spec §8 Plan override). */
  planOverride: {
    userNotFound: 'Usuario no encontrado',
    changeFailed: 'Error al cambiar plan temporalmente',
    restoreFailed: 'Error al restaurar plan',
  },
  /** Plan capability failures (not in the spec: it names the rule but gives no wording). */
  plan: {
    unknownPlan: (plan: string): string => `Plan desconocido: ${plan}`,
    depthNotAllowed: (plan: string, depth: string): string =>
      `El plan ${plan} no permite el análisis de profundidad ${depth}`,
    /** A capability the plan lacks; names the cheapest plan that has it. */
    capabilityRefused: (plan: string, capability: string, upgrade: string): string =>
      `Tu plan ${plan} no incluye ${capability}. Está disponible desde el plan ${upgrade}.`,
    /** The month's analyses are used up; names the next plan with more, if any. */
    quotaUsed: (plan: string, limit: number, upgrade: string | null, upgradeLimit: number | null): string =>
      `Has usado los ${limit} análisis de este mes incluidos en tu plan ${plan}.` +
      (upgrade
        ? ` El plan ${upgrade} incluye ${upgradeLimit === -1 ? 'análisis ilimitados' : `${upgradeLimit} análisis al mes`}.`
        : ' El contador se reinicia el día 1 del próximo mes.'),
  },
  /** Subscriptions and billing (issue 14; not in the spec). */
  billing: {
    /** Without a payment provider (`BILLING=none`): on the plan cards and in a plan change's answer. */
    demoNotice: 'Modo demostración: no se realiza ningún cobro',
    /** After a plan change or a completed payment. */
    planChanged: (plan: string): string => `Tu plan ahora es ${plan}.`,
  },
  /** Report status labels (spec §4); `generatedShort` is the viewer's shorter form. */
  /** Why the report status machine refuses an action (server answers 409 with these). */
  reportTransitions: {
    transition: (from: string, to: string): string => `Transición de estado no permitida: ${from} → ${to}`,
    completeNeedsHtml: 'Para marcar el informe como completado debe tener contenido generado',
    notEditable: (label: string): string =>
      `El informe no se puede editar en estado ${label}. Solo se editan los borradores y los informes con error.`,
    sentIsFinal: 'Un informe enviado ya no se puede modificar',
    cannotEnhance: 'Este informe ya fue mejorado con IA o su estado no permite mejorarlo',
    cannotGeneratePdf:
      'Para generar el PDF el informe debe estar completado, con contenido generado y sin un PDF anterior',
    cannotDownload: 'El informe todavía no tiene un PDF generado',
  },
  reportStatus: {
    draft: 'Borrador',
    completed: 'Completado',
    generated: 'PDF Generado',
    generatedShort: 'Generado',
    sent: 'Enviado',
    error: 'Error',
  },
  /** Editor save-status labels (spec §4). */
  editorSaveStatus: {
    saved: 'Guardado',
    saving: 'Guardando...',
    pending: 'Cambios pendientes',
    error: 'Error al guardar',
  },
  /** Report-list sort options (labels not in the spec except the idea of "most recent first"). */
  sort: {
    updatedDesc: 'Más recientes',
    updatedAsc: 'Más antiguos',
    titleAsc: 'Título (A-Z)',
    titleDesc: 'Título (Z-A)',
    createdDesc: 'Creación más reciente',
    createdAsc: 'Creación más antigua',
  },
  /** AI-enhanced filter labels ('Con IA' is the spec's stat-card label; the others are not in the spec). */
  aiFilter: {
    all: 'Todos',
    true: 'Con IA',
    false: 'Sin IA',
  },
  /** Plan display names (not in the spec, which uses the ids). */
  planNames: {
    estudiante: 'Estudiante',
    individual: 'Individual',
    despacho: 'Despacho',
    empresarial: 'Empresarial',
  },
  /** Relative-time phrases (es-ES); see format/relativeTime.ts. */
  relativeTime: {
    justNow: 'hace un momento',
    minutes: (n: number): string => (n === 1 ? 'hace 1 minuto' : `hace ${n} minutos`),
    hours: (n: number): string => (n === 1 ? 'hace 1 hora' : `hace ${n} horas`),
    days: (n: number): string => (n === 1 ? 'hace 1 día' : `hace ${n} días`),
    weeks: (n: number): string => (n === 1 ? 'hace 1 semana' : `hace ${n} semanas`),
  },
  /** Server answers shared by every endpoint (not in the spec, except the internal error: spec §8 PDF). */
  server: {
    internal: SERVER_INTERNAL_ERROR,
  },
  /**
   * What a report's HTML shows for content that lives on another site (ADR 0018): a video as a link
   * 'Vídeo en YouTube', a remote image as 'Imagen externa: alt' (not in the spec).
   */
  reportHtml: {
    video: 'Vídeo en',
    externalImage: 'Imagen externa',
  },
  /** App-wide error dialog (spec §2 Other). */
  fatal: {
    title: 'Error Inesperado',
    body: 'La aplicación ha encontrado un problema. Por favor, recargue la página para continuar.',
    reload: 'Recargar',
  },
} as const;
