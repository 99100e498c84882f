/** Charts (components/charts): the data table each chart keeps for screen readers, and its notes. */
export const charts = {
  date: 'Fecha',
  category: 'Categoría',
  value: 'Valor',
  empty: 'No hay datos para este periodo.',
  /** UsageGauge: '1 de 5'. */
  usedOf: (used: string, limit: string) => `${used} de ${limit}`,
  /** UsageGauge without a limit: '12 (sin límite)'. */
  usedUnlimited: (used: string) => `${used} (sin límite)`,
} as const;
