export { UnderConstruction } from './UnderConstruction';
export type { UnderConstructionProps, UnderConstructionLabels } from './UnderConstruction';
