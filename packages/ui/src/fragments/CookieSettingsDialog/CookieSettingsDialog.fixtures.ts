import type { CookieConsents } from './CookieSettingsDialog';

/** 'Solo esenciales'. */
export const essentialOnlyConsents: CookieConsents = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** A mixed choice: functional and analytics on, marketing off. */
export const mixedConsents: CookieConsents = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: false,
};
