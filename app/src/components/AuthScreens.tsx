import { lazy, Suspense, useEffect } from 'react';
import { useAuthScreens } from '../state/authScreens';
import { getAuthClient } from '../auth/client';
import { LoadingScreen } from '@alegato/ui';

const loadView = () => import('./auth/AuthScreensView');
const AuthScreensView = lazy(loadView);

/**
 * Fetches the account screens' code and supabase-js; on the landing page `main.tsx` calls it when the
 * browser is idle, with the router's chunk (this module is in it).
 */
export function preloadAuthScreens(): void {
  void loadView().catch(() => {});
  void getAuthClient().catch(() => {});
}

/**
 * The open account screen (login, registration, 'Cuenta Creada', forgotten password), shown in place
 * of the public page (`RootLayout`). Its code and supabase-js load on demand, preloaded when the
 * browser is idle, so they do not weigh on the landing page's first load.
 */
export function AuthScreens() {
  const { screen } = useAuthScreens();

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preloadAuthScreens, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preloadAuthScreens, 2000);
    return () => clearTimeout(id);
  }, []);

  useEffect(() => {
    if (screen !== null) window.scrollTo({ top: 0 });
  }, [screen]);

  if (screen === null) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AuthScreensView screen={screen} />
    </Suspense>
  );
}
