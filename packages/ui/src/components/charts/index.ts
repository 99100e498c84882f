export { TimeSeriesChart, timeSeriesVariants, chartHeights } from './TimeSeriesChart';
export type { TimeSeriesChartProps, TimeSeriesDatum, ChartSeries } from './TimeSeriesChart';
export { BarList } from './BarList';
export type { BarListItem, BarListProps } from './BarList';
export { UsageGauge } from './UsageGauge';
export type { UsageGaugeProps } from './UsageGauge';
export { chartTones, chartToneColor } from './tones';
export type { ChartTone } from './tones';
export type { ChartLabels } from './labels';
