import { MESSAGES } from '@alegato/domain/vocabulary';

/**
 * How a report shows what lives on another site (ADR 0018): remote images and videos appear as links,
 * never loaded when the report is opened.
 */
export const reportHtml = {
  video: MESSAGES.reportHtml.video,
  externalImage: MESSAGES.reportHtml.externalImage,
  opensOutside: 'Se abre en su sitio, en una pestaña nueva',
} as const;
