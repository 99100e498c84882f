import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { LIMITS } from '@alegato/domain';
import { cookieSettingsOpenAtom } from '../consent/state';

const CookieConsent = lazy(() => import('./CookieConsent'));

/**
 * The consent code (storage, sending, retries): loaded on demand, so it stays out of the landing page's
 * first load (ADR 0035, Initial JS). `main.tsx` starts the retries with it at load.
 */
export const loadConsent = () => import('../consent/consent');

/**
 * Loads the cookie banner's code only when it is needed: 2 s after load when no consent is stored
 * (the banner's own delay, spec §9), or when the footer opens the settings. Keeps the dialog and
 * switches out of the landing page's entry chunk.
 */
export function CookieConsentGate() {
  const settingsOpen = useAtomValue(cookieSettingsOpenAtom);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    let mounted = true;
    // The consent code is a chunk of its own (main.tsx loads it at start); fetch the banner's a little
    // before the banner is due, so it appears on time.
    void loadConsent().then(({ storedConsent }) => {
      if (!mounted || storedConsent() !== null) return;
      id = setTimeout(() => setNeeded(true), LIMITS.cookieBannerDelayMs / 2);
    });
    return () => {
      mounted = false;
      clearTimeout(id);
    };
  }, []);

  if (!needed && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
