export { VerificationGrid, verificationGridStates } from './VerificationGrid';
export type {
  VerificationGridLabels,
  VerificationGridProps,
  VerificationGridState,
  VerificationOutcome,
  VerificationRowItem,
} from './VerificationGrid';
