import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { MarketingPage as MarketingPageLayout } from '@alegato/ui';
import { marketingPages } from '../content';
import { useContentContext } from '../contentContext';
import { PageMeta } from '../components/PageMeta';
import { usePublicChrome } from '../components/PublicLayout';
import { withRouterLinks } from '../components/RouterLinks';
import { useAuthScreens } from '../state/authScreens';
import { useCurrentRoute } from '../useCurrentRoute';

/**
 * The three marketing pages: text from `app/src/content/marketing`, laid out by the ui
 * `MarketingPage`, with a get-started action (opens registration) and a login action (opens login).
 */
export function MarketingPage() {
  const route = useCurrentRoute();
  const context = useContentContext();
  const chrome = usePublicChrome();
  const { openLogin, openRegister } = useAuthScreens();
  const slug = route?.page.kind === 'marketing' ? route.page.slug : undefined;
  const document = useMemo(() => (slug ? marketingPages[slug](context) : undefined), [slug, context]);
  const sections = useMemo(() => withRouterLinks(document?.sections ?? []), [document]);
  if (!document) return <Navigate to="/" replace />;
  return (
    <>
      <PageMeta title={document.title} description={document.description} />
      <MarketingPageLayout
        title={document.title}
        lead={document.lead}
        sections={sections}
        onGetStarted={openRegister}
        onLogin={openLogin}
        header={chrome.header}
        footer={chrome.footer}
        mainId={chrome.mainId}
      />
    </>
  );
}
