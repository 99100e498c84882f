export { DocumentTextViewer, entityKinds, extractionMethods } from './DocumentTextViewer';
export type {
  DocumentTextViewerProps,
  DocumentTextViewerLabels,
  DocumentTextPage,
  ExtractionMethod,
  EntityKind,
  TextEntity,
} from './DocumentTextViewer';
