import { MESSAGES } from '@alegato/domain/vocabulary';

/** Report viewer copy (spec §2 Report viewer). */
export const reportViewer = {
  back: 'Volver a informes',
  loading: 'Cargando informe...',
  errorTitle: 'Error cargando informe',
  reload: 'Recargar',
  notFoundTitle: MESSAGES.reports.notFound,
  notFoundDescription: 'El informe que buscas no existe o no tienes permisos para verlo.',
  aiBadge: 'IA Enhanced',
  client: 'Cliente',
  updated: (date: string) => `Actualizado ${date}`,
  created: (date: string) => `Creado ${date}`,
  quality: (score: number) => `Calidad IA: ${score}/100`,
  actions: 'Acciones del informe',
  edit: 'Editar',
  preview: 'Vista Previa',
  pdf: 'PDF Mejorado',
  pdfGenerating: 'Generando...',
  /** The report as a Word document (`GET /api/reports/{id}/docx`), beside 'PDF Mejorado'. */
  docx: 'Descargar DOCX',
  enhance: 'Mejorar con IA',
  enhancing: 'Mejorando...',
  markCompleted: 'Marcar como completado',
  markSent: 'Marcar como enviado',
  download: 'Descargar',
  description: 'Descripción',
  pdfs: 'PDFs Mejorados',
  latestPdf: 'Último PDF generado',
  downloadPdf: 'Descargar',
  /** Accessible name of a PDF's download button. */
  downloadFile: (file: string) => `Descargar ${file}`,
  showHistory: (count: number) => `Ver historial (${count})`,
  hideHistory: 'Ocultar historial',
  history: 'Historial de PDFs',
  pdfNote:
    'El PDF usa Times New Roman, encabezados, numeración de páginas, estructura legal y sección de firma y fecha.',
  content: 'Contenido del informe',
  generateTitle: 'Informe listo para mejorar con IA',
  generateText: 'La IA redactará el documento completo a partir de estos datos básicos.',
  basicData: 'Datos básicos',
  generate: 'Generar con IA',
  generating: 'Generando...',
  empty: 'Sin contenido',
  /** Accessible name of a video embedded in the report. */
  videoTitle: 'Vídeo incrustado',
} as const;
