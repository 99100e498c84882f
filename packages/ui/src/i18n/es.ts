/**
 * Every Spanish string the design system shows by default, from the product spec. Fragments take a typed
 * `labels` prop whose defaults come from here, so nothing is spelled twice (HOUSE-STYLE §12).
 */
export const es = {
  common: {
    close: 'Cerrar',
    loading: 'Cargando...',
    retry: 'Reintentar',
  },
  errorDialog: {
    title: 'Error Inesperado',
    description: 'La aplicación ha encontrado un problema. Por favor, recargue la página para continuar.',
    reload: 'Recargar',
  },
} as const;

export type Labels = typeof es;
