export { SearchPanel } from './SearchPanel';
export type { SearchPanelProps, SearchPanelLabels, SearchResultItem } from './SearchPanel';
export { highlightSegments } from './highlight';
export type { HighlightRange, TextSegment } from './highlight';
