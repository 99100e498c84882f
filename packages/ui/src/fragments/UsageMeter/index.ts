export {
  UsageMeter,
  USAGE_WARNING_RATIO,
  usageLevel,
  usageMeterEndKinds,
  usageMeterStates,
} from './UsageMeter';
export type { UsageMeterEndKind, UsageMeterLabels, UsageMeterProps, UsageMeterState } from './UsageMeter';
