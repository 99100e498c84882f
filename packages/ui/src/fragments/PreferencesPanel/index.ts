export { PreferencesPanel, preferencesPanelStates } from './PreferencesPanel';
export type {
  PreferencesPanelLabels,
  PreferencesPanelProps,
  PreferencesPanelState,
} from './PreferencesPanel';
