export { ErrorGroups, errorGroupsStates, errorSources } from './ErrorGroups';
export type {
  ErrorGroupItem,
  ErrorGroupsLabels,
  ErrorGroupsProps,
  ErrorGroupsState,
  ErrorOccurrenceItem,
  ErrorSourceOption,
} from './ErrorGroups';
