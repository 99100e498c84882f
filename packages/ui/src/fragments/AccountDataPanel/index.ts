export { AccountDataPanel } from './AccountDataPanel';
export type { AccountDataPanelProps, AccountDataPanelLabels } from './AccountDataPanel';
