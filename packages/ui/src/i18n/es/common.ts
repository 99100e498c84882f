/** Words many fragments share. */
export const common = {
  close: 'Cerrar',
  loading: 'Cargando...',
  retry: 'Reintentar',
  cancel: 'Cancelar',
} as const;
