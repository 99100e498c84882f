import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@alegato/ui';
import { useConfig } from '../state/config';
import { useAuthScreens } from '../state/authScreens';
import { useSetAtom } from 'jotai';
import { cookieSettingsOpenAtom } from '../consent/state';
import { footerMailboxes, footerOwner } from '../toViewModel';

/** Id of `<main>`, the target of the header's skip link. */
export const MAIN_ID = 'contenido';

/**
 * The public site's chrome: the header with 'Iniciar Sesión' and 'Prueba Gratis' (they open the
 * account screens) and the footer with the owner's identity, legal links and mailboxes from the
 * runtime config. The ui page layouts (LegalPage, MarketingPage) take them as `header` and `footer`.
 */
export function usePublicChrome(): { header: ReactNode; footer: ReactNode; mainId: string } {
  const config = useConfig();
  const { openLogin, openRegister } = useAuthScreens();
  const openCookieSettings = useSetAtom(cookieSettingsOpenAtom);
  return {
    header: (
      <SiteHeader
        productName={config.productName}
        onLogin={openLogin}
        onStartTrial={openRegister}
        skipToContentHref={`#${MAIN_ID}`}
      />
    ),
    footer: (
      <SiteFooter
        productName={config.productName}
        owner={footerOwner(config.owner)}
        mailboxes={footerMailboxes(config.mailboxes)}
        year={new Date().getFullYear()}
        onCookieSettings={() => openCookieSettings(true)}
      />
    ),
    mainId: MAIN_ID,
  };
}

/** Header, `<main>` and footer around a public page that has no ui page layout of its own. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { header, footer, mainId } = usePublicChrome();
  return (
    <>
      {header}
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}
