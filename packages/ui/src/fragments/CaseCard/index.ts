export { CaseCard } from './CaseCard';
export type { CaseCardProps, CaseCardLabels } from './CaseCard';
export {
  caseStatuses,
  casePriorities,
  caseStatusTones,
  casePriorityTones,
  formatCaseDate,
  formatRelativeTime,
  splitTags,
} from './caseModel';
export type { CaseCardItem, CaseDetailItem, CaseStatusValue, CasePriorityValue } from './caseModel';
