export { DeadlinesWidget, deadlinesWidgetStates } from './DeadlinesWidget';
export type {
  DeadlineItem,
  DeadlinesWidgetLabels,
  DeadlinesWidgetProps,
  DeadlinesWidgetState,
} from './DeadlinesWidget';
