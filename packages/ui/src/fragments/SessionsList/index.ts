export { SessionsList, sessionsListStates } from './SessionsList';
export type { SessionItem, SessionsListLabels, SessionsListProps, SessionsListState } from './SessionsList';
