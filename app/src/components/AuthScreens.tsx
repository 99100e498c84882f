import { lazy, Suspense, useEffect } from 'react';
import { useAuthScreens } from '../state/authScreens';

const loadAccessDialog = () => import('./AccessDialog');
const AccessDialog = lazy(loadAccessDialog);

/**
 * Renders the open account screen over the public pages. Until the accounts issue lands, 'login' and
 * 'register' both open the honest "Acceso" dialog; the accounts issue swaps in the real login and
 * registration screens here. The dialog code loads on demand (preloaded when the browser is idle), so
 * it does not weigh on the landing page's first load.
 */
export function AuthScreens() {
  const { screen, close } = useAuthScreens();

  useEffect(() => {
    const preload = () => void loadAccessDialog().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 2000);
    return () => clearTimeout(id);
  }, []);

  if (screen === null) return null;
  return (
    <Suspense fallback={null}>
      <AccessDialog screen={screen} onClose={close} />
    </Suspense>
  );
}
