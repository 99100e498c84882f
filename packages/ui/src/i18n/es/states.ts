/** EmptyState and ErrorState copy (spec §2, report list). */
export const states = {
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
  /** A section whose code could not be downloaded (offline, server down): retry, not an error. */
  connectionFailed: {
    title: 'No se ha podido conectar',
    description:
      'No se ha podido cargar esta sección. Comprueba tu conexión a internet y vuelve a intentarlo.',
  },
  /** Placeholder of app sections that are not built yet. */
  underConstruction: {
    title: 'Esta sección está en construcción',
    description: 'Estamos trabajando en ella. Muy pronto podrás usarla desde aquí.',
  },
  /** Secondary action of the report list's error box. */
  backToReports: 'Volver a informes',
} as const;
