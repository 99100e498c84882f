export {
  HistoryList,
  defaultHistoryFilters,
  hasActiveHistoryFilters,
  historyListStates,
  historyTypes,
} from './HistoryList';
export type {
  HistoryFiltersValue,
  HistoryListItem,
  HistoryListLabels,
  HistoryListPagination,
  HistoryListProps,
  HistoryListState,
  HistoryType,
} from './HistoryList';
