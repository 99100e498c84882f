import type { ReactNode } from 'react';
import { LinkProvider } from '@alegato/ui';
import { RouterLink } from './components/RouterLink';
import { Providers } from './providers';
import { ThemeSync } from './theme/colorScheme';
import { AppErrorBoundary } from './errors/ErrorBoundary';
import { AppToaster, FatalErrorDialog } from './components/overlays';
import { OriginSync } from './contentContext';
import { NavigatorProvider, type Navigator } from './appNavigation';
import { CookieConsentGate } from './components/CookieConsentGate';

/**
 * Everything around the page: state providers, theme, an error boundary, router links for the
 * fragments, toasts and the error dialog.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <ThemeSync />
      <OriginSync />
      <AppErrorBoundary>
        <LinkProvider linkComponent={RouterLink}>{children}</LinkProvider>
      </AppErrorBoundary>
      <AppToaster />
      <FatalErrorDialog />
    </Providers>
  );
}

/**
 * The whole app: {@link AppFrame} around the page — the router's provider, or the signed-out landing
 * page before the router exists (`LandingRoot`, ADR 0035 "Initial JS") — and the cookie banner beside
 * it, so the banner keeps its state when the router takes over. `navigator` is where the account
 * screens and the links read and move the address. The browser (`main.tsx`) and the prerender
 * (`entry-server.tsx`) both render this, so hydration matches.
 */
export function AppTree({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return (
    <AppFrame>
      <NavigatorProvider navigator={navigator}>
        {children}
        <CookieConsentGate />
      </NavigatorProvider>
    </AppFrame>
  );
}
