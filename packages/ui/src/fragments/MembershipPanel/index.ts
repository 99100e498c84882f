export { MembershipPanel, membershipPanelStates, formatRemaining } from './MembershipPanel';
export type {
  MembershipPanelLabels,
  MembershipPanelProps,
  MembershipPanelState,
  MembershipPlanItem,
  MembershipVerification,
} from './MembershipPanel';
