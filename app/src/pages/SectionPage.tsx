import { Box, Button, EmptyState, Heading, Stack } from '@alegato/ui';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { useRouteHandle } from '../useCurrentRoute';
import { t } from '../i18n';

/**
 * The honest placeholder of every signed-in section until its issue lands: the section's title and
 * 'Esta sección está en construcción', inside the app shell's `<main>`.
 */
export function SectionPage() {
  const handle = useRouteHandle();
  const title = handle?.title ?? '';
  return (
    <Box paddingX="lg" paddingY="2xl">
      {handle ? <PageMeta title={handle.title} description={handle.description} /> : null}
      <Stack gap="xl" align="center">
        <Heading level={1} align="center">
          {title}
        </Heading>
        <EmptyState
          title={t.underConstruction.title}
          description={t.underConstruction.description(title)}
          action={
            <Button asChild variant="outline" tone="neutral">
              <Link to="/dashboard">{t.underConstruction.back}</Link>
            </Button>
          }
        />
      </Stack>
    </Box>
  );
}
