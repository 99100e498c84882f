export { PlanSummary, planSummaryEndKinds, planSummaryStates } from './PlanSummary';
export type {
  PlanSummaryEndKind,
  PlanSummaryLabels,
  PlanSummaryProps,
  PlanSummaryState,
} from './PlanSummary';
