import DOMPurify, { type Config } from 'dompurify';
import {
  closeUnsafeElements,
  isAllowedImageSrc,
  isEmbeddedImage,
  isVideoEmbed,
  REPORT_BLOCK_CLASSES,
  REPORT_BLOCK_TAGS,
  REPORT_COLOUR,
  REPORT_DIMENSION,
  REPORT_DROPPED_WITH_CONTENT,
  REPORT_UNWRAPPED,
  REPORT_HTML_ATTRIBUTES,
  REPORT_HTML_TAGS,
  REPORT_LINK_REL,
  REPORT_SPAN_CLASSES,
  REPORT_STYLE_PROPERTIES,
  REPORT_VIDEO_CLASS,
  safeLinkHref,
} from '@alegato/domain/vocabulary';
import { externalReference } from '../../utils/externalReference';
import { linkTextNodes, type TextLinksFinder } from '../../utils/textLinks';

/** Attributes the sanitiser sets itself; never taken from the input. */
const FORCED = new Set(['rel', 'target', 'sandbox']);
/** The attributes each tag may keep (`class` and `dir` are filtered by tag below). */
const TAG_ATTRS: Record<string, readonly string[]> = REPORT_HTML_ATTRIBUTES;

const BLOCKS = new Set<string>([...REPORT_BLOCK_TAGS, 'li']);
const DIR_TAGS = new Set([...BLOCKS, 'blockquote']);
const CLASSES_BY_TAG = (tag: string): ReadonlySet<string> | null =>
  BLOCKS.has(tag) ? BLOCK_CLASSES : tag === 'span' ? SPAN_CLASSES : tag === 'iframe' ? VIDEO_CLASSES : null;
const BLOCK_CLASSES = new Set<string>(REPORT_BLOCK_CLASSES);
const SPAN_CLASSES = new Set<string>(REPORT_SPAN_CLASSES);
const VIDEO_CLASSES = new Set<string>([REPORT_VIDEO_CLASS]);
const STYLE_PROPERTIES = new Set<string>(REPORT_STYLE_PROPERTIES);

const CONFIG: Config = {
  ALLOWED_TAGS: [...REPORT_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(TAG_ATTRS).flat())].filter((name) => !FORCED.has(name)),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/(?:png|jpeg|gif|webp);base64,)/i,
  ADD_URI_SAFE_ATTR: [],
  FORBID_TAGS: ['script', 'style', 'object', 'embed', 'svg', 'math', 'form', 'input'],
  // The contract's list, not DOMPurify's longer default: the text of an <audio> or <video> is kept.
  FORBID_CONTENTS: [...REPORT_DROPPED_WITH_CONTENT, ...REPORT_UNWRAPPED],
};

/** Keeps only the contract's style properties (`color`, `background-color`) with a hex or rgb() value. */
function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 &&
        STYLE_PROPERTIES.has(parts[0]!.trim().toLowerCase()) &&
        REPORT_COLOUR.test(parts[1]!.trim()),
    )
    .map(([property, value]) => `${property.trim().toLowerCase()}: ${value.trim()}`)
    .join('; ');
}

/** Applies the per-tag rules of the contract to one element, after DOMPurify's own pass. */
function enforceContract(node: Element): void {
  const tag = node.tagName.toLowerCase();
  const allowed = TAG_ATTRS[tag] ?? [];
  for (const { name } of Array.from(node.attributes)) {
    if (name === 'class') continue;
    if (name === 'dir' && DIR_TAGS.has(tag)) continue;
    if (!allowed.includes(name) || FORCED.has(name)) node.removeAttribute(name);
  }

  const allowedClasses = CLASSES_BY_TAG(tag);
  const classes = allowedClasses ? Array.from(node.classList).filter((name) => allowedClasses.has(name)) : [];
  if (classes.length > 0) node.setAttribute('class', classes.join(' '));
  else node.removeAttribute('class');

  if (node.getAttribute('dir') !== null && node.getAttribute('dir') !== 'rtl') node.removeAttribute('dir');
  if (tag === 'ul' && node.getAttribute('data-list') !== 'check') node.removeAttribute('data-list');
  if (tag === 'li') {
    const checked = node.getAttribute('data-checked');
    if (checked !== null && checked !== 'true' && checked !== 'false') node.removeAttribute('data-checked');
  }
  if (tag === 'span') {
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = filterStyle(style);
      if (kept) node.setAttribute('style', kept);
      else node.removeAttribute('style');
    }
    if (!node.classList.contains('le-formula')) node.removeAttribute('data-formula');
  }
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href === null || safeLinkHref(href) === null) node.removeAttribute('href');
    else {
      node.setAttribute('rel', REPORT_LINK_REL);
      node.setAttribute('target', '_blank');
    }
  }
  if (tag === 'img') {
    const src = node.getAttribute('src');
    if (src === null || !isAllowedImageSrc(src)) {
      node.remove();
      return;
    }
    for (const dimension of ['width', 'height']) {
      const value = node.getAttribute(dimension);
      if (value !== null && !REPORT_DIMENSION.test(value)) node.removeAttribute(dimension);
    }
  }
  if (tag === 'iframe') {
    const src = node.getAttribute('src');
    if (src === null || !isVideoEmbed(src.trim())) node.remove();
  }
}

/**
 * The display rule (ADR 0018): nothing is fetched from another site when a report is shown. Video frames
 * and remote images become links to them; embedded (`data:`) images stay.
 */
function linkExternalContent(root: DocumentFragment, videoTitle: string): void {
  const doc = root.ownerDocument;
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    const link = externalReference(doc, 'video', frame.getAttribute('src') ?? '');
    if (!link) {
      frame.remove();
      continue;
    }
    link.setAttribute('aria-label', `${videoTitle}: ${link.textContent ?? ''}`);
    const block = doc.createElement('p');
    block.className = 'le-external-block';
    block.append(link);
    frame.replaceWith(block);
  }
  for (const image of Array.from(root.querySelectorAll('img'))) {
    const src = image.getAttribute('src') ?? '';
    if (isEmbeddedImage(src)) continue;
    const link = externalReference(doc, 'image', src, image.getAttribute('alt') ?? '');
    if (link) image.replaceWith(link);
    else image.remove();
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance of our own, so the hook never affects other users of the library. */
function getPurifier(): ReturnType<typeof DOMPurify> | null {
  if (typeof window === 'undefined') return null;
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeType === 1) enforceContract(node as Element);
    });
  }
  return purifier;
}

/**
 * Sanitises report HTML for display with the report HTML contract of `@alegato/domain` (ADR 0018): the
 * legal editor's blocks, marks, classes (`le-*`), colour styles, http(s)/mailto links (opened in a new tab
 * with rel="noopener noreferrer nofollow") and embedded raster images. Stored YouTube/Vimeo frames and
 * remote images are shown as links to them, so opening a report fetches nothing from another site; a
 * video link is named `options.videoTitle` (default 'Vídeo') for assistive tech. Everything else —
 * scripts, event handlers, other frames, SVG, forms, `javascript:` URLs — is removed. Without a DOM it
 * returns ''.
 *
 * With `options.textLinks`, the ranges it finds in the text nodes of the clean document (legal
 * citations) become in-app links `<a href="/…" data-slot="citation-link">`, built with DOM calls after
 * sanitising, same tab, with `options.textLinkClass`.
 */
export function sanitizeReportHtml(
  html: string,
  options: { videoTitle?: string; textLinks?: TextLinksFinder; textLinkClass?: string } = {},
): string {
  const instance = getPurifier();
  if (!instance) return '';
  const fragment = instance.sanitize(closeUnsafeElements(html), { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // A link whose address the contract refused is no link: its text stays.
  for (const anchor of Array.from(fragment.querySelectorAll('a:not([href])'))) {
    anchor.replaceWith(...Array.from(anchor.childNodes));
  }
  linkExternalContent(fragment, options.videoTitle ?? 'Vídeo');
  if (options.textLinks) linkTextNodes(fragment, options.textLinks, options.textLinkClass);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
