import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Box, Button, ErrorState, VisuallyHidden } from '@alegato/ui';
import { reportError } from '../errors/report';
import { PageMeta } from './PageMeta';
import { t } from '../i18n';

/**
 * `errorElement` of the root route: a page that failed to render or whose code failed to load. The
 * error is recorded and opens the app-wide 'Error Inesperado' dialog; behind it the page shows an
 * error state with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'route');
  }, [error]);
  return (
    <Box as="main" padding="xl" style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <PageMeta title={t.routeError.title} description={t.routeError.description} />
      <VisuallyHidden>
        <h1>{t.routeError.title}</h1>
      </VisuallyHidden>
      <ErrorState
        message={t.routeError.description}
        onRetry={() => window.location.reload()}
        secondaryAction={
          <Button asChild variant="outline" tone="neutral">
            <Link to="/" reloadDocument>
              {t.routeError.home}
            </Link>
          </Button>
        }
      />
    </Box>
  );
}
