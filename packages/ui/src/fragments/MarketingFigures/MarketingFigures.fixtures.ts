import type { MarketingFigure } from './MarketingFigures';

/** Long labels and wide values, to check wrapping inside the tiles. */
export const longFigures: MarketingFigure[] = [
  { value: '1.250.000', label: 'Páginas de contratos, demandas y sentencias analizadas durante la beta' },
  { value: '86,81\u00a0%', label: 'Precisión media en la extracción de partes, plazos y normas citadas' },
  { value: '2:14', label: 'Tiempo medio de procesamiento de un expediente completo (minutos)' },
  { value: '31', label: 'Endpoints' },
];
