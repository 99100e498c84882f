/** LegalPage layout. */
export const legal = {
  updated: (date: string) => `Última actualización: ${date}`,
  toc: 'Índice',
  back: 'Volver al inicio',
} as const;
