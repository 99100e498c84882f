export { TimeSeriesChart, timeSeriesVariants, chartHeights } from './TimeSeriesChart';
export type { TimeSeriesChartProps, TimeSeriesDatum, ChartSeries } from './TimeSeriesChart';
