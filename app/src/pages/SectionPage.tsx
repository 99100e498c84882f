import { Button, UnderConstruction } from '@alegato/ui';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { useRouteHandle } from '../useCurrentRoute';
import * as t from '../i18n';

/**
 * The honest placeholder of every signed-in section until its issue lands: the section's title and
 * 'Esta sección está en construcción', inside the app shell's `<main>`.
 */
export function SectionPage() {
  const handle = useRouteHandle();
  const title = handle?.title ?? '';
  return (
    <>
      {handle ? <PageMeta title={handle.title} description={handle.description} /> : null}
      <UnderConstruction
        section={title}
        labels={{ description: t.underConstruction.description(title) }}
        action={
          <Button asChild variant="outline" tone="neutral">
            <Link to="/dashboard">{t.underConstruction.back}</Link>
          </Button>
        }
      />
    </>
  );
}
