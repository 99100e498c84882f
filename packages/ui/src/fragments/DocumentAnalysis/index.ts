export { DocumentAnalysis, analysisCitationStatuses, analysisDepths } from './DocumentAnalysis';
export type {
  AnalysisAmount,
  AnalysisCitation,
  AnalysisCitationStatus,
  AnalysisDeadline,
  AnalysisDepth,
  AnalysisEvent,
  AnalysisParty,
  AnalysisPassage,
  AnalysisRelatedDocument,
  AnalysisRelatedNorm,
  AnalysisRisk,
  DocumentAnalysisLabels,
  DocumentAnalysisProps,
  DocumentAnalysisView,
} from './DocumentAnalysis';
