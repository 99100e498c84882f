export { CookieSettingsDialog, optionalCookieCategories } from './CookieSettingsDialog';
export type {
  CookieSettingsDialogProps,
  CookieSettingsDialogLabels,
  CookieConsents,
  OptionalCookieCategory,
} from './CookieSettingsDialog';
