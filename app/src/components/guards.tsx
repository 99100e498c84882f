import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router';
import { authAtom } from '../state/auth';
import { LandingPage } from '../pages/LandingPage';
import { LoadingScreen } from '@alegato/ui';

/**
 * Layout route of the app routes (spec §2): a loading screen while the session initialises, the
 * landing page without a session (whatever the path), the page itself with one.
 */
export function AuthGuard() {
  const { status } = useAtomValue(authAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedOut') return <LandingPage />;
  return <Outlet />;
}

/** Layout route of `/subscription/success`: only for signed-in users, otherwise back to `/`. */
export function RequireSignedIn() {
  const { status } = useAtomValue(authAtom);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedOut') return <Navigate to="/" replace />;
  return <Outlet />;
}
