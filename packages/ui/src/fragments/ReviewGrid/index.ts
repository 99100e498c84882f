export { ReviewGrid } from './ReviewGrid';
export type { ReviewGridCell, ReviewGridLabels, ReviewGridProps, ReviewGridResult } from './ReviewGrid';
export { addQuestions, parseQuestions, questionsProblem } from './questions';
