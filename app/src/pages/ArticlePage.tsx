import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArticleViewer, CITATION_COPIED_MS, type ArticleViewerStatus } from '@alegato/ui';
import { HttpError } from '../api/http';
import { PageMeta } from '../components/PageMeta';
import { useNorm, useSection } from '../legislation/hooks';
import { legislationCopy } from '../legislation/messages';
import {
  anchorFromHash,
  articlePageTitle,
  citationFor,
  toArticleViewerNorm,
} from '../legislation/toViewModel';
import { toastError } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

/** A 404 (no such norm or article) or a 400 (a malformed id or anchor: a bad link) is 'not found'. */
function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

/**
 * `/search/norma/{normId}#{anchor}` (issue 12 item 8): one article of a public norm in the ArticleViewer
 * — the norm's table of contents, the article, previous and next, 'Copiar cita' ('art. 36 LAU', 1500 ms
 * 'Cita copiada'), 'Ver en el BOE' and the attribution. The hash names the article (the first entry of
 * the table of contents without one); the norm and the section load in parallel through SWR, and the
 * previous article stays on screen while the next one loads.
 *
 * Moving to another article pushes a history entry (not replace): each article is a place the lawyer
 * has read, as the browser does for in-page anchors, so Back returns to the previous article and then
 * to the search results. After such a move the article's heading takes the focus (and scrolls into view).
 */
export function ArticlePage() {
  const handle = useRouteHandle();
  const { normId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const norm = useNorm(normId || null);
  const anchor = anchorFromHash(location.hash) ?? norm.data?.toc[0]?.anchor ?? null;
  const section = useSection(normId || null, anchor);

  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (copiedTimer.current !== null) clearTimeout(copiedTimer.current);
    },
    [],
  );

  // Focus the article's heading once the article the user moved to is on screen.
  const focusPending = useRef(false);
  const shown = section.data?.section.anchor ?? null;
  useEffect(() => {
    if (!focusPending.current || section.isLoading || shown === null) return;
    focusPending.current = false;
    document.querySelector<HTMLElement>('[data-slot="article-viewer-article"] [tabindex="-1"]')?.focus();
  }, [shown, section.isLoading]);

  let status: ArticleViewerStatus;
  if (norm.error) status = isNotFound(norm.error) ? 'not-found' : 'error';
  else if (!norm.data) status = 'loading';
  else if (section.error) status = isNotFound(section.error) ? 'not-found' : 'error';
  else if (anchor !== null && !section.data) status = 'loading';
  else status = 'ready';

  const current = section.error ? null : (section.data?.section ?? null);
  const normInfo = norm.data?.norm ?? null;
  const citation = normInfo ? citationFor(normInfo, current) : '';

  const onCopyCitation = (text: string) => {
    const done = () => {
      setCopied(true);
      if (copiedTimer.current !== null) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), CITATION_COPIED_MS);
    };
    if (!navigator.clipboard) {
      toastError(legislationCopy.copyFailed);
      return;
    }
    void navigator.clipboard.writeText(text).then(done, () => toastError(legislationCopy.copyFailed));
  };

  const title = normInfo ? articlePageTitle(normInfo, current) : (handle?.title ?? 'Legislación');
  const description = normInfo ? normInfo.title : (handle?.description ?? '');
  return (
    <>
      <PageMeta title={title} description={description} />
      <ArticleViewer
        status={status}
        norm={normInfo ? toArticleViewerNorm(normInfo) : null}
        toc={norm.data?.toc ?? []}
        current={current}
        previous={section.error ? null : (section.data?.previous ?? null)}
        next={section.error ? null : (section.data?.next ?? null)}
        onNavigate={(next) => {
          if (next === shown) return;
          focusPending.current = true;
          void navigate({ pathname: location.pathname, search: location.search, hash: next });
        }}
        citation={citation}
        onCopyCitation={onCopyCitation}
        copied={copied}
        onRetry={() => void (norm.error ? norm.mutate() : section.mutate())}
      />
    </>
  );
}
