import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { LIMITS } from '@alegato/domain';
import { storedConsent } from '../consent/consent';
import { cookieSettingsOpenAtom } from '../consent/state';

const CookieConsent = lazy(() => import('./CookieConsent'));

/**
 * Loads the cookie banner's code only when it is needed: 2 s after load when no consent is stored
 * (the banner's own delay, spec §9), or when the footer opens the settings. Keeps the dialog and
 * switches out of the landing page's entry chunk.
 */
export function CookieConsentGate() {
  const settingsOpen = useAtomValue(cookieSettingsOpenAtom);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (storedConsent() !== null) return;
    // Fetch the chunk a little before the banner is due, so it appears on time.
    const id = setTimeout(() => setNeeded(true), LIMITS.cookieBannerDelayMs / 2);
    return () => clearTimeout(id);
  }, []);

  if (!needed && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
