import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../errors/report';

const RouteErrorView = lazy(() => import('./RouteErrorView'));

/**
 * `errorElement` of the root route: a page that failed to render or whose code failed to load. The
 * error is recorded and opens the app-wide 'Error Inesperado' dialog; behind it the page shows an
 * error state with a retry (loaded on demand: it is rarely needed).
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'route');
  }, [error]);
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}
