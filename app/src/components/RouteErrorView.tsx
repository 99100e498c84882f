import { Link } from 'react-router';
import { Box, Button, ErrorState, VisuallyHidden } from '@alegato/ui';
import { PageMeta } from './PageMeta';
import * as t from '../i18n';

/**
 * What a page that failed to render shows behind the 'Error Inesperado' dialog: an error state with a
 * retry and a way home. Default export for `React.lazy` (see `RouteError`).
 */
export default function RouteErrorView() {
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
