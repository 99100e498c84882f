export { ActivityCharts, activityChartsStates } from './ActivityCharts';
export type {
  ActivityChartsLabels,
  ActivityChartsProps,
  ActivityChartsState,
  ActivityDay,
  ActivityUsage,
  RecentActivityItem,
  RecentActivityType,
} from './ActivityCharts';
