export { EmptyState, emptyStateSizes, emptyStateHeadingLevels } from './EmptyState';
export type { EmptyStateProps, EmptyStateAction } from './EmptyState';
