import DOMPurify, { type Config } from 'dompurify';

/**
 * The report HTML contract (shared with the legal editor and the server sanitiser): the only tags,
 * attributes, classes, styles and URLs a report may carry. Everything else is dropped.
 */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'br',
  'hr',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'a',
  'span',
  'img',
  'iframe',
];

const ALLOWED_ATTR = [
  'class',
  'dir',
  'data-list',
  'data-checked',
  'data-formula',
  'href',
  'style',
  'src',
  'alt',
  'width',
  'height',
  'allowfullscreen',
  'frameborder',
];

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const DIR_TAGS = new Set([...BLOCKS, 'blockquote']);
const BLOCK_CLASS = /^le-(?:align-(?:center|right|justify)|indent-[1-8])$/;
const SPAN_CLASS = /^le-(?:size-(?:small|large|huge)|font-(?:serif|sans|mono)|formula)$/;
const LINK_HREF = /^(?:https?:|mailto:)/i;
const IMAGE_SRC = /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$)/i;
const VIDEO_SRC =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:[?#][^\s"'<>]*)?$/;
const COLOUR = /^(?:#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
const DIMENSION = /^\d{1,5}$/;

/** The attributes each tag may keep (besides `class`, which is filtered by tag below). */
const TAG_ATTRS: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'allowfullscreen', 'frameborder'],
  span: ['style', 'data-formula'],
  ul: ['data-list'],
  li: ['data-checked', 'dir'],
};

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/(?:png|jpeg|gif|webp);base64,)/i,
  ADD_URI_SAFE_ATTR: [],
  FORBID_TAGS: ['script', 'style', 'object', 'embed', 'svg', 'math', 'form', 'input'],
};

/** Keeps only `color` and `background-color` with a hex or rgb() value. */
function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 &&
        ['color', 'background-color'].includes(parts[0]!.trim().toLowerCase()) &&
        COLOUR.test(parts[1]!.trim()),
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
    if (!allowed.includes(name)) node.removeAttribute(name);
  }

  const classPattern = BLOCKS.has(tag)
    ? BLOCK_CLASS
    : tag === 'span'
      ? SPAN_CLASS
      : tag === 'iframe'
        ? /^le-video$/
        : null;
  const classes = classPattern ? Array.from(node.classList).filter((name) => classPattern.test(name)) : [];
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
    if (href === null || !LINK_HREF.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
  }
  if (tag === 'img') {
    const src = node.getAttribute('src');
    if (src === null || !IMAGE_SRC.test(src.trim())) {
      node.remove();
      return;
    }
    for (const dimension of ['width', 'height']) {
      const value = node.getAttribute(dimension);
      if (value !== null && !DIMENSION.test(value)) node.removeAttribute(dimension);
    }
  }
  if (tag === 'iframe') {
    const src = node.getAttribute('src');
    if (src === null || !VIDEO_SRC.test(src.trim())) {
      node.remove();
      return;
    }
    node.setAttribute('class', 'le-video');
    node.setAttribute('frameborder', '0');
    node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    // Not part of the stored contract: an accessible name for the frame, added for display only.
    node.setAttribute('title', videoTitle);
  }
}

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** The accessible name given to video frames by the current (synchronous) sanitize call. */
let videoTitle = 'Vídeo';

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
 * Sanitises report HTML for display with the report HTML contract: the legal editor's blocks, marks,
 * classes (`le-*`), colour styles, http(s)/mailto links (opened in a new tab with
 * rel="noopener noreferrer nofollow"), http(s) or raster data-URI images, and `le-video` iframes from
 * youtube-nocookie.com/embed or player.vimeo.com/video (sandboxed). Everything else — scripts, event
 * handlers, other iframes, SVG, forms, `javascript:` URLs — is removed. Video frames get `options.videoTitle`
 * as their accessible name (default 'Vídeo'). Without a DOM it returns ''.
 */
export function sanitizeReportHtml(html: string, options: { videoTitle?: string } = {}): string {
  const instance = getPurifier();
  if (!instance) return '';
  videoTitle = options.videoTitle ?? 'Vídeo';
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
