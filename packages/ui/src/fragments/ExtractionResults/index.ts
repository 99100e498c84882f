export { ExtractionResults, extractionKinds } from './ExtractionResults';
export type {
  ExtractionAmount,
  ExtractionDate,
  ExtractionKind,
  ExtractionPassage,
  ExtractionProperty,
  ExtractionResultView,
  ExtractionResultsLabels,
  ExtractionResultsProps,
  ExtractionSource,
  ExtractionTotal,
} from './ExtractionResults';
