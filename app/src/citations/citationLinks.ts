/**
 * Legal citations in the app's text (reports, document pages) → links to the article viewer
 * (`/search/norma/{normId}#articulo-{key}`). Uses only legal-nlp's browser-safe subpaths: the reference
 * finder and the article anchors, not the stemmer and the thesaurus of the package index.
 *
 * @module
 */
import { articleAnchor } from '@alegato/legal-nlp/articles';
import { findLegalReferences, type LegalReference } from '@alegato/legal-nlp/references';
import type { TextLink, TextLinksFinder } from '@alegato/ui';

/** Path of the article viewer of a norm, without the article fragment. */
export const NORM_VIEWER_PATH = '/search/norma/';

/**
 * Where a citation opens: the norm in the article viewer, at the article when one is cited
 * ('BOE-A-1889-4763', '1902' → '/search/norma/BOE-A-1889-4763#articulo-1902'; '9 bis' → '#articulo-9-bis').
 */
export function citationHref(normId: string, article: string | null): string {
  const path = `${NORM_VIEWER_PATH}${encodeURIComponent(normId)}`;
  return article === null ? path : `${path}#${articleAnchor(article)}`;
}

/** Tooltip of a citation link: 'CC, artículo 1902', or the norm alone ('LAU'). */
export function citationLabel(ref: Pick<LegalReference, 'normId' | 'abbr' | 'article'>): string {
  const norm = ref.abbr ?? ref.normId ?? '';
  return ref.article === null ? norm : `${norm}, artículo ${ref.article}`;
}

/**
 * The links of a text's legal references: one per reference with a known norm (a bare 'artículo 5' or an
 * unknown 'Ley 3/2099' is not linked). The references of one list ('arts. 9 y 10 LAU') share a span: it
 * links to the first article.
 */
export function findCitationLinks(text: string): TextLink[] {
  const links: TextLink[] = [];
  for (const ref of findLegalReferences(text)) {
    if (ref.normId === null) continue;
    const last = links[links.length - 1];
    if (last && ref.start < last.end) continue;
    links.push({
      start: ref.start,
      end: ref.end,
      href: citationHref(ref.normId, ref.article),
      label: citationLabel(ref),
    });
  }
  return links;
}

const CACHE_SIZE = 200;
const cache = new Map<string, TextLink[]>();

/**
 * {@link findCitationLinks} remembering the last texts it saw, so re-renders of a viewer do not scan the
 * same page again. Stable: pass it as `citationLinks` to ReportViewer and DocumentTextViewer.
 */
export const citationLinks: TextLinksFinder = (text) => {
  const hit = cache.get(text);
  if (hit) return hit;
  const links = findCitationLinks(text);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, links);
  return links;
};
