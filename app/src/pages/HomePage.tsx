import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@alegato/ui';

const Dashboard = lazy(() => import('./Dashboard'));

/**
 * `/` for a signed-in user: the dashboard (spec §2). Signed-out users never get here: the auth guard
 * shows the landing page instead. That is why this route is not a lazy route (the landing page must
 * not wait for a chunk); the dashboard itself loads on demand.
 */
export function HomePage() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Dashboard />
    </Suspense>
  );
}
