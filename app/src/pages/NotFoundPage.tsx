import { Box, Button, EmptyState, Heading, Stack } from '@alegato/ui';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { notFoundHandle } from '../routes';
import * as t from '../i18n';

/** An unknown path for a signed-in user (signed-out users see the landing page instead). */
export function NotFoundPage() {
  return (
    <Box paddingX="lg" paddingY="2xl">
      <PageMeta title={notFoundHandle.title} description={notFoundHandle.description} />
      <Stack gap="xl" align="center">
        <Heading level={1} align="center">
          {t.notFound.title}
        </Heading>
        <EmptyState
          title={t.notFound.lead}
          description={t.notFound.description}
          action={
            <Button asChild variant="solid" tone="accent">
              <Link to="/">{t.notFound.back}</Link>
            </Button>
          }
        />
      </Stack>
    </Box>
  );
}
