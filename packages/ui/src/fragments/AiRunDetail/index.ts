export { AiRunDetail, aiRunDetailStates } from './AiRunDetail';
export type {
  AiRunCitationItem,
  AiRunDetailItem,
  AiRunDetailLabels,
  AiRunDetailProps,
  AiRunDetailState,
  AiRunPassageItem,
} from './AiRunDetail';
