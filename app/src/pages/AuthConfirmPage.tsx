import { Box, Button, EmptyState, Heading, Stack } from '@alegato/ui';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { PublicLayout } from '../components/PublicLayout';
import { useRouteHandle } from '../useCurrentRoute';
import { t } from '../i18n';

/**
 * `/auth/confirm`, where the confirmation e-mail's link lands. E-mail confirmation comes with the
 * accounts issue; until then the page says so.
 */
export function AuthConfirmPage() {
  const handle = useRouteHandle();
  return (
    <PublicLayout>
      {handle ? <PageMeta title={handle.title} description={handle.description} /> : null}
      <Box paddingX="lg" paddingY="3xl">
        <Stack gap="xl" align="center">
          <Heading level={1} font="serif" align="center">
            {t.authConfirm.title}
          </Heading>
          <EmptyState
            title={t.authConfirm.lead}
            description={t.authConfirm.body}
            action={
              <Button asChild variant="solid" tone="accent">
                <Link to="/">{t.authConfirm.back}</Link>
              </Button>
            }
          />
        </Stack>
      </Box>
    </PublicLayout>
  );
}
