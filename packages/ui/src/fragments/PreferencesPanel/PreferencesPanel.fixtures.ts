import type { CookieConsents } from '../CookieSettingsDialog';

/** Only the essential cookies. */
export const essentialOnly: CookieConsents = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** Functional and analytics allowed, marketing refused. */
export const someCookies: CookieConsents = {
  essential: true,
  functional: true,
  analytics: true,
  marketing: false,
};
