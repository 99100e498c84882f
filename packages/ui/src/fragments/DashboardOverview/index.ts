export { DashboardOverview } from './DashboardOverview';
export type { DashboardOverviewProps, DashboardOverviewLabels, DashboardShortcut } from './DashboardOverview';
