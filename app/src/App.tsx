import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { ThemeSync } from './theme/colorScheme';
import { AppErrorBoundary } from './errors/ErrorBoundary';
import { AppToaster, FatalErrorDialog } from './components/overlays';
import type { AppRouter } from './router';

/** The whole app: state providers, theme, the router inside an error boundary, toasts and the error dialog. */
export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <ThemeSync />
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
      <AppToaster />
      <FatalErrorDialog />
    </Providers>
  );
}
