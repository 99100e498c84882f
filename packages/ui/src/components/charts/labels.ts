import * as es from '../../i18n/es';

/** Copy of the charts; defaults from `es.charts`. */
export type ChartLabels = {
  [K in keyof (typeof es)['charts']]: (typeof es)['charts'][K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/** The charts' copy with overrides. */
export const chartLabels = (overrides?: Partial<ChartLabels>): ChartLabels => ({
  ...es.charts,
  ...overrides,
});
