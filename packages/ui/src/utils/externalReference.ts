import { REPORT_LINK_REL, safeImageSrc, videoWatchUrl } from '@alegato/domain/vocabulary';
import * as es from '../i18n/es';

/**
 * The display rule of the report HTML contract (ADR 0018): nothing a report shows is fetched from another
 * site. A stored YouTube/Vimeo frame and a remote (http/https) image are shown as a link that opens them on
 * their site, in the viewer and in the editor alike. Returns the link element, or null when `src` is not a
 * video embed / remote image of the contract (the caller then drops or shows the element as it is).
 */
export function externalReference(
  doc: Document,
  kind: 'video' | 'image',
  src: string,
  alt = '',
): HTMLAnchorElement | null {
  const copy = es.reportHtml;
  let href: string | null;
  let text: string;
  if (kind === 'video') {
    const video = videoWatchUrl(src);
    if (!video) return null;
    href = video.href;
    text = `${copy.video} ${video.provider}`;
  } else {
    href = safeImageSrc(src);
    if (!href) return null;
    const host = new URL(href).hostname;
    text = `${copy.externalImage}: ${alt.trim() || host}${alt.trim() ? ` (${host})` : ''}`;
  }
  const link = doc.createElement('a');
  link.className = 'le-external';
  link.dataset.kind = kind;
  link.href = href;
  link.rel = REPORT_LINK_REL;
  link.target = '_blank';
  link.title = copy.opensOutside;
  link.textContent = text;
  return link;
}
