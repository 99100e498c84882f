export { Skeleton, SkeletonText, skeletonShapes, skeletonSizes } from './Skeleton';
export type { SkeletonProps, SkeletonTextProps } from './Skeleton';
