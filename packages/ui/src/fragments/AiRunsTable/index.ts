export {
  AiRunsTable,
  aiRunKinds,
  aiRunOutcomes,
  aiRunOutcomeTones,
  aiRunsTableStates,
  defaultAiRunFilters,
  formatRunTime,
  hasActiveAiRunFilters,
} from './AiRunsTable';
export type {
  AiRunFilters,
  AiRunItem,
  AiRunKindOption,
  AiRunOutcomeOption,
  AiRunsTableLabels,
  AiRunsTableProps,
  AiRunsTableState,
  WidenCopy,
} from './AiRunsTable';
