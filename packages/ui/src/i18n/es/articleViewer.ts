/** ArticleViewer: one article of a public norm (issue 12; spec §9 copied confirmation). */
export const articleViewer = {
  toc: 'Índice de la norma',
  showToc: 'Mostrar índice',
  hideToc: 'Ocultar índice',
  previous: 'Anterior',
  next: 'Siguiente',
  /** Accessible name of the previous/next navigation. */
  pager: 'Artículo anterior y siguiente',
  /** Ready, but no article chosen yet. */
  chooseArticle: 'Elige un artículo en el índice.',
  copyCitation: 'Copiar cita',
  copied: 'Cita copiada',
  viewOnBoe: 'Ver en el BOE',
  opensInNewTab: '(se abre en una pestaña nueva)',
  repealed: 'Derogada',
  repealedTitle: 'Norma derogada',
  repealedDescription: 'Esta norma ya no está en vigor. Comprueba la versión vigente antes de citarla.',
  lastUpdated: (date: string) => `Última actualización: ${date}`,
  notes: 'Notas',
  loading: 'Cargando artículo...',
  errorTitle: 'Error cargando el artículo',
  notFoundTitle: 'Artículo no encontrado',
  notFoundDescription: 'La norma o el artículo que buscas no está en la legislación cargada.',
} as const;
