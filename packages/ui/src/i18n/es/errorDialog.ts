import { MESSAGES } from '@alegato/domain/vocabulary';

export const errorDialog = {
  title: MESSAGES.fatal.title,
  description: MESSAGES.fatal.body,
  reload: MESSAGES.fatal.reload,
  /** Summary of the collapsible technical details. */
  details: 'Detalles técnicos',
  message: 'Mensaje',
  errorId: 'Código de error',
} as const;
