import { RouterProvider } from 'react-router';
import { LinkProvider } from '@alegato/ui';
import { RouterLink } from './components/RouterLink';
import { Providers } from './providers';
import { ThemeSync } from './theme/colorScheme';
import { AppErrorBoundary } from './errors/ErrorBoundary';
import { AppToaster, FatalErrorDialog } from './components/overlays';
import type { AppRouter } from './router';

/**
 * The whole app: state providers, theme, the router inside an error boundary (fragment links are router
 * links), toasts and the error dialog.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <ThemeSync />
      <AppErrorBoundary>
        <LinkProvider linkComponent={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </AppErrorBoundary>
      <AppToaster />
      <FatalErrorDialog />
    </Providers>
  );
}
