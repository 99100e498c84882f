export { CaseAnalysisPanel, caseAnalysisStates } from './CaseAnalysisPanel';
export type {
  CaseAnalysisPanelProps,
  CaseAnalysisPanelLabels,
  CaseAnalysisItem,
  CaseAnalysisState,
} from './CaseAnalysisPanel';
