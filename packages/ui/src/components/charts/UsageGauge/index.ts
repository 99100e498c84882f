export { UsageGauge } from './UsageGauge';
export type { UsageGaugeProps } from './UsageGauge';
