/**
 * Every Spanish string the design system shows by default, from the product spec. Fragments take a typed
 * `labels` prop whose defaults come from here, so nothing is spelled twice (HOUSE-STYLE §12).
 */
export const es = {
  common: {
    close: 'Cerrar',
    loading: 'Cargando...',
    retry: 'Reintentar',
    cancel: 'Cancelar',
  },
  errorDialog: {
    title: 'Error Inesperado',
    description: 'La aplicación ha encontrado un problema. Por favor, recargue la página para continuar.',
    reload: 'Recargar',
    /** Summary of the collapsible technical details. */
    details: 'Detalles técnicos',
    message: 'Mensaje',
    errorId: 'Código de error',
  },
  /** Toast and Toaster: screen-reader labels of each toast and of the notification region. */
  toast: {
    label: 'Notificación',
    viewport: 'Notificaciones ({hotkey})',
  },
  /** Form controls (TextField, PasswordField, Select, Field…). */
  form: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    /** Tooltip on the '*' marker of a required field. */
    required: 'obligatorio',
    selectPlaceholder: 'Selecciona una opción',
    noOptions: 'No hay opciones disponibles',
  },
  /** LegalPage layout. */
  legal: {
    updated: (date: string) => `Última actualización: ${date}`,
    toc: 'Índice',
    back: 'Volver al inicio',
  },
  /** MarketingPage layout (spec §2: get-started opens registration, login opens login). */
  marketing: {
    getStarted: 'Empezar gratis',
    login: 'Iniciar Sesión',
    ctaTitle: 'Empieza hoy con Alegato',
    ctaDescription: 'Crea tu cuenta en un minuto y prueba todas las funcionalidades gratis durante un mes.',
  },
  /** EmptyState and ErrorState copy (spec §2, report list). */
  states: {
    emptyReports: {
      title: 'No hay informes creados',
      description: 'Crea tu primer informe a partir de una plantilla y mejóralo con IA cuando quieras.',
      action: 'Crear Primer Informe',
    },
    noResults: {
      title: 'No se encontraron resultados',
      description: 'Intenta ajustar tu búsqueda o filtros',
    },
    reportsError: { title: 'Error cargando informes' },
    error: { title: 'Algo ha salido mal' },
    /** Placeholder of app sections that are not built yet. */
    underConstruction: {
      title: 'Esta sección está en construcción',
      description: 'Estamos trabajando en ella. Muy pronto podrás usarla desde aquí.',
    },
    /** Secondary action of the report list's error box. */
    backToReports: 'Volver a informes',
  },
} as const;

export type Labels = typeof es;
