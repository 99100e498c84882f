import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Box, ErrorState, VisuallyHidden, es } from '@alegato/ui';
import { isChunkLoadError } from '../errors/chunkError';
import { reportError } from '../errors/report';
import { PageMeta } from './PageMeta';

const RouteErrorView = lazy(() => import('./RouteErrorView'));

/**
 * `errorElement` of the root route: a page that failed to render or whose code failed to load.
 *
 * - The page's code could not be downloaded (offline, server down: {@link isChunkLoadError}): a
 *   'No se ha podido conectar' state with 'Reintentar' (reloads). Not recorded as a bug, no dialog, and
 *   rendered from the entry bundle, since a lazy view would not load either.
 * - Anything else is recorded and opens the app-wide 'Error Inesperado' dialog; behind it the page shows
 *   an error state with a retry (loaded on demand: it is rarely needed).
 */
export function RouteError() {
  const error = useRouteError();
  const offline = isChunkLoadError(error);
  useEffect(() => {
    if (!offline) reportError(error, 'route');
  }, [error, offline]);
  if (offline) return <ConnectionFailed />;
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}

function ConnectionFailed() {
  const copy = es.states.connectionFailed;
  return (
    <Box
      as="main"
      padding="xl"
      style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}
      data-testid="connection-failed"
    >
      <PageMeta title={copy.title} description={copy.description} />
      <VisuallyHidden>
        <h1>{copy.title}</h1>
      </VisuallyHidden>
      <ErrorState title={copy.title} message={copy.description} onRetry={() => window.location.reload()} />
    </Box>
  );
}
