import { useEffect, useState } from 'react';
import { CookieBanner, CookieSettingsDialog } from '@alegato/ui';
import { ALL_CONSENTS, ESSENTIAL_ONLY_CONSENTS, LIMITS, type Consents } from '@alegato/domain';
import { useAtom } from 'jotai';
import { saveConsent, storedConsent } from '../consent/consent';
import { cookieSettingsOpenAtom } from '../consent/state';

/**
 * The cookie banner (spec §2, §4, §9): 2 s after load when no consent is stored; accept all, essential
 * only, or configure (functional, analytics, marketing; essential always on); the close icon hides it
 * for this page view without recording a choice. The footer's 'Configurar cookies' reopens the settings.
 * A lazy chunk (default export): `CookieConsentGate` loads it only when it has something to show.
 */
export default function CookieConsent() {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useAtom(cookieSettingsOpenAtom);
  const [choice, setChoice] = useState<Consents>(() => storedConsent()?.consents ?? ESSENTIAL_ONLY_CONSENTS);

  useEffect(() => {
    if (storedConsent() !== null) return;
    // Mounted by the gate halfway through the 2 s delay: the banner shows at 2 s after load.
    const id = setTimeout(() => setBannerOpen(true), LIMITS.cookieBannerDelayMs - performance.now());
    return () => clearTimeout(id);
  }, []);

  const decide = (consents: Consents) => {
    setBannerOpen(false);
    setSettingsOpen(false);
    void saveConsent(consents);
  };

  return (
    <>
      <CookieBanner
        open={bannerOpen && !settingsOpen}
        onAcceptAll={() => decide(ALL_CONSENTS)}
        onEssentialOnly={() => decide(ESSENTIAL_ONLY_CONSENTS)}
        onConfigure={() => setSettingsOpen(true)}
        onClose={() => setBannerOpen(false)}
      />
      <CookieSettingsDialog
        open={settingsOpen}
        value={choice}
        onValueChange={(next) => setChoice({ ...next, essential: true })}
        onSave={() => decide(choice)}
        onAcceptAll={() => decide(ALL_CONSENTS)}
        onOpenChange={setSettingsOpen}
      />
    </>
  );
}
