export { DocumentTextViewer, extractionMethods } from './DocumentTextViewer';
export type {
  DocumentTextViewerProps,
  DocumentTextViewerLabels,
  DocumentTextPage,
  ExtractionMethod,
} from './DocumentTextViewer';
