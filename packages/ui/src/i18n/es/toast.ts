/** Toast and Toaster: screen-reader labels of each toast and of the notification region. */
export const toast = {
  label: 'Notificación',
  viewport: 'Notificaciones ({hotkey})',
} as const;
