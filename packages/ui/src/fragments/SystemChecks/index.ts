export { SystemChecks, systemChecksStates, systemCheckVerdicts } from './SystemChecks';
export type {
  SystemCheckItem,
  SystemCheckVerdict,
  SystemChecksLabels,
  SystemChecksProps,
  SystemChecksState,
} from './SystemChecks';
