export { SupervisorCharts, supervisorChartsStates } from './SupervisorCharts';
export type {
  SupervisorChartsLabels,
  SupervisorChartsProps,
  SupervisorChartsState,
  SupervisorDay,
  SupervisorTotals,
} from './SupervisorCharts';
