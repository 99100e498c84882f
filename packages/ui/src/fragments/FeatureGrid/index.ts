export { FeatureGrid, defaultFeatures } from './FeatureGrid';
export type { FeatureGridProps, FeatureGridLabels, Feature } from './FeatureGrid';
