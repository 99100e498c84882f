export { DocumentList, documentStatuses, ALL_CASES } from './DocumentList';
export type { DocumentListProps, DocumentListLabels, DocumentListItem, DocumentStatus } from './DocumentList';
