import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { LinkProvider } from '@alegato/ui';
import { RouterLink } from './components/RouterLink';
import { Providers } from './providers';
import { ThemeSync } from './theme/colorScheme';
import { AppErrorBoundary } from './errors/ErrorBoundary';
import { AppToaster, FatalErrorDialog } from './components/overlays';
import { OriginSync } from './contentContext';
import type { AppRouter } from './router';

/**
 * Everything around the router: state providers, theme, an error boundary, router links for the
 * fragments, toasts and the error dialog. The browser (`App`) and the prerender (`entry-server.tsx`)
 * put their own router provider inside, so both render the same tree and hydration matches.
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

/** The whole app in the browser: {@link AppFrame} around the browser router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
