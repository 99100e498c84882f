import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { LegalPage as LegalPageLayout } from '@alegato/ui';
import { legalPages } from '../content';
import { useContentContext } from '../contentContext';
import { PageMeta } from '../components/PageMeta';
import { usePublicChrome } from '../components/PublicLayout';
import { withRouterLinks } from '../components/RouterLinks';
import { useCurrentRoute } from '../useCurrentRoute';

/**
 * The five legal pages (`/legal/*`): the text comes from `app/src/content/legal`, built with the
 * deployment's owner identity and mailboxes; the ui `LegalPage` lays it out (serif text, 'Índice',
 * last-updated date).
 */
export function LegalPage() {
  const route = useCurrentRoute();
  const context = useContentContext();
  const chrome = usePublicChrome();
  const slug = route?.page.kind === 'legal' ? route.page.slug : undefined;
  const document = useMemo(() => (slug ? legalPages[slug](context) : undefined), [slug, context]);
  const sections = useMemo(() => withRouterLinks(document?.sections ?? []), [document]);
  if (!document) return <Navigate to="/" replace />;
  return (
    <>
      <PageMeta title={document.title} description={document.description} />
      <LegalPageLayout
        title={document.title}
        updated={document.updatedAt}
        sections={sections}
        header={chrome.header}
        footer={chrome.footer}
        mainId={chrome.mainId}
      />
    </>
  );
}
