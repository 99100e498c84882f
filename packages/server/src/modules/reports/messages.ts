/**
 * Spanish messages of the reports API (the spec gives no wording for these server answers; the client
 * shows `message` as is).
 *
 * @module
 */
import { MESSAGES } from '@alegato/domain';
import { ERROR_MESSAGES } from '../../errors.js';

/** Every Spanish message the reports module answers with. */
export const REPORT_MESSAGES = {
  notFound: MESSAGES.reports.notFound,
  caseNotFound: MESSAGES.cases.notFound,
  titleRequired: MESSAGES.wizard.titleRequired,
  titleTooLong: ERROR_MESSAGES.titleTooLong,
  descriptionTooLong: 'La descripción no puede superar los 5.000 caracteres.',
  clientNameTooLong: 'El nombre del cliente no puede superar los 200 caracteres.',
  templateRequired: MESSAGES.wizard.templateRequired,
  templateUnknown: 'La plantilla seleccionada no existe',
  contentInvalid: 'El contenido debe ser un texto o un objeto de campos de texto',
  contentTooLarge: 'El contenido del informe es demasiado largo',
  htmlInvalid: 'El contenido HTML debe ser un texto',
  statusInvalid: 'El estado debe ser draft, completed, generated, sent o error.',
  flagInvalid: (field: string): string => `${field} debe ser verdadero o falso`,
  lastModifiedInvalid: 'lastModified debe ser una fecha ISO 8601',
  fieldInvalid: (field: string): string => `El campo ${field} no es válido`,
  nothingToUpdate: 'No hay cambios que guardar',
  searchRequired: 'Escribe un texto para buscar',
  ...MESSAGES.reportTransitions,
  changedMeanwhile: 'El informe ha cambiado mientras se guardaba. Recarga e inténtalo de nuevo.',
  enhanceUnavailable: 'La mejora con IA no está disponible en este servidor',
  pdfUnavailable: 'La generación de PDF no está disponible en este servidor',
  enhanceFailed: (message: string): string => `Error al mejorar el informe con IA: ${message}`,
  pdfFailed: (message: string): string => MESSAGES.pdf.generateFailedWith(message),
  noAnalysis: 'No hay análisis disponible',
} as const;
