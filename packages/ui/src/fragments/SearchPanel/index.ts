export { SearchPanel, searchScopes, searchStatuses, ALL_LAWS, legislationTitle } from './SearchPanel';
export type {
  SearchPanelProps,
  SearchPanelLabels,
  SearchResultItem,
  SearchScope,
  SearchStatus,
  SearchCaseOption,
  SearchLawOption,
} from './SearchPanel';
export { highlightSegments } from './highlight';
export type { HighlightRange, TextSegment } from './highlight';
export { passageAround } from './passageAround';
export type { Passage } from './passageAround';
