export { SystemFigures, systemFiguresStates, formatBytes } from './SystemFigures';
export type {
  SystemFiguresData,
  SystemFiguresDay,
  SystemFiguresLabels,
  SystemFiguresProps,
  SystemFiguresState,
} from './SystemFigures';
