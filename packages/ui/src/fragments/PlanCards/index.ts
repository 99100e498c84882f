export { PlanCards, planCardsModes, planCardsStates } from './PlanCards';
export type {
  PlanCardPlan,
  PlanCardsLabels,
  PlanCardsMode,
  PlanCardsProps,
  PlanCardsState,
  PlanDepth,
} from './PlanCards';
