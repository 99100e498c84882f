/**
 * The report HTML contract (ADR 0013, ADR 0018): the only tags, attributes, classes, styles and URLs a
 * report's `generated_html` may carry. Data and pure functions only, no dependency: the server's sanitiser
 * (sanitize-html), the viewer's (DOMPurify), the legal editor's ProseMirror schema and the composer of
 * `@alegato/legal-nlp` all read it from here, so the four cannot drift apart.
 *
 * Display rule: nothing a report shows is fetched from another site. Embedded images (`data:` PNG, JPEG,
 * GIF, WebP) are shown; a remote image (http/https) and a YouTube/Vimeo video are kept in the stored HTML
 * as references and shown by the viewer, the editor and the PDF as a link that opens them on their site
 * ({@link videoWatchUrl}). Opening a report therefore tells no third party that it was opened.
 *
 * @module
 */

/** Block elements that take the alignment and indentation classes. */
export const REPORT_BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Every element a report may contain. */
export const REPORT_HTML_TAGS = [
  ...REPORT_BLOCK_TAGS,
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
] as const;

/** An element of the contract. */
export type ReportHtmlTag = (typeof REPORT_HTML_TAGS)[number];

/**
 * The attributes each element keeps in stored HTML; every other attribute is dropped. `rel` and `target`
 * of links and `sandbox` of video frames are forced by the sanitisers, never taken from the input.
 */
export const REPORT_HTML_ATTRIBUTES = {
  p: ['class', 'dir'],
  h1: ['class', 'dir'],
  h2: ['class', 'dir'],
  h3: ['class', 'dir'],
  h4: ['class', 'dir'],
  h5: ['class', 'dir'],
  h6: ['class', 'dir'],
  li: ['class', 'dir', 'data-checked'],
  ul: ['data-list'],
  blockquote: ['dir'],
  a: ['href', 'rel', 'target'],
  span: ['class', 'style', 'data-formula'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'allowfullscreen', 'frameborder', 'sandbox'],
} as const satisfies Partial<Record<ReportHtmlTag, readonly string[]>>;

/** Classes of blocks and list items: alignment and indentation (1–8). */
export const REPORT_BLOCK_CLASSES = [
  'le-align-center',
  'le-align-right',
  'le-align-justify',
  ...Array.from({ length: 8 }, (_, i) => `le-indent-${i + 1}`),
] as const;

/** Classes of inline spans: size, font and formula. */
export const REPORT_SPAN_CLASSES = [
  'le-size-small',
  'le-size-large',
  'le-size-huge',
  'le-font-serif',
  'le-font-sans',
  'le-font-mono',
  'le-formula',
] as const;

/** The class every video frame carries. */
export const REPORT_VIDEO_CLASS = 'le-video';

/** `rel` forced on every link (links always open in a new tab). */
export const REPORT_LINK_REL = 'noopener noreferrer nofollow';

/** `sandbox` forced on every stored video frame. */
export const REPORT_VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** Span colours (`color`, `background-color`): `#rgb`, `#rrggbb` or `rgb(r, g, b)` with 0..255 parts. */
export const REPORT_COLOUR =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*(25[0-5]|2[0-4]\d|1?\d?\d)\s*,\s*(25[0-5]|2[0-4]\d|1?\d?\d)\s*,\s*(25[0-5]|2[0-4]\d|1?\d?\d)\s*\))$/i;

/** The only span style properties kept. */
export const REPORT_STYLE_PROPERTIES = ['color', 'background-color'] as const;

/** Image width and height: 1 to 5 digits (pixels). */
export const REPORT_DIMENSION = /^\d{1,5}$/;

/** An embedded image: base64 PNG, JPEG, GIF or WebP. Never SVG. */
export const REPORT_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** The URL schemes of links. */
export const REPORT_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

/** Prefixes of the only video frames kept: YouTube (no-cookie) and Vimeo players. */
export const VIDEO_EMBED_PREFIXES = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The WHATWG URL parser every runtime of domain has (Node 20, browsers); declared here because domain
 * compiles without the DOM and Node type libraries.
 */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  href: string;
  searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

function parseUrl(raw: string): ParsedUrl | null {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
}

/** The link target if it is an http, https or mailto URL, else `null`. */
export function safeLinkHref(raw: string): string | null {
  const url = parseUrl(raw);
  if (!url) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname ? url.href : null;
}

/** A remote image source if it is an http(s) URL with a host, else `null` (no javascript:, no data:). */
export function safeImageSrc(raw: string): string | null {
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href;
}

/** Whether an image source is embedded in the report (a base64 raster `data:` URL). */
export function isEmbeddedImage(src: string): boolean {
  return REPORT_DATA_IMAGE.test(src.trim());
}

/** Whether an image source may be stored: embedded, or a remote http(s) URL (shown as a link). */
export function isAllowedImageSrc(src: string): boolean {
  return isEmbeddedImage(src) || safeImageSrc(src) !== null;
}

/**
 * The embed URL of a YouTube or Vimeo video (`https://www.youtube-nocookie.com/embed/<id>` or
 * `https://player.vimeo.com/video/<id>`), from a watch, short, share or embed URL; `null` for anything
 * else.
 */
export function videoEmbedUrl(raw: string): string | null {
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
    return id && YOUTUBE_ID.test(id) ? `${VIDEO_EMBED_PREFIXES[0]}${id}` : null;
  }
  if (host === 'youtu.be') {
    id = segments[0];
    return id && YOUTUBE_ID.test(id) ? `${VIDEO_EMBED_PREFIXES[0]}${id}` : null;
  }
  if (host === 'vimeo.com') {
    id = segments.find((segment: string) => VIMEO_ID.test(segment));
    return id ? `${VIDEO_EMBED_PREFIXES[1]}${id}` : null;
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video') {
    id = segments[1];
    return id && VIMEO_ID.test(id) ? `${VIDEO_EMBED_PREFIXES[1]}${id}` : null;
  }
  return null;
}

/** Whether a frame source is exactly one of the embed URLs {@link videoEmbedUrl} produces. */
export function isVideoEmbed(src: string): boolean {
  return videoEmbedUrl(src) === src;
}

/** A stored video as the link a reader follows: the provider's own page and its name. */
export interface VideoLink {
  /** `https://www.youtube.com/watch?v=<id>` or `https://vimeo.com/<id>`. */
  href: string;
  /** `YouTube` or `Vimeo`. */
  provider: 'YouTube' | 'Vimeo';
}

/** The page where a stored video embed is watched, or `null` when `src` is not an embed of the contract. */
export function videoWatchUrl(src: string): VideoLink | null {
  if (!isVideoEmbed(src)) return null;
  const [youtube, vimeo] = VIDEO_EMBED_PREFIXES;
  if (src.startsWith(youtube)) {
    return { href: `https://www.youtube.com/watch?v=${src.slice(youtube.length)}`, provider: 'YouTube' };
  }
  return { href: `https://vimeo.com/${src.slice(vimeo.length)}`, provider: 'Vimeo' };
}

/**
 * Elements outside the contract whose content goes with them: scripts, styles, form controls, frames,
 * SVG, MathML… Every sanitiser drops these with their text (anything else outside the contract keeps its
 * text).
 */
export const REPORT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noembed',
  'noframes',
  'template',
  'title',
  'xmp',
  'iframe',
  'object',
  'select',
  'plaintext',
] as const;

/**
 * Wrappers whose tags every sanitiser removes first, keeping their content as HTML: browsers parse what is
 * inside `<noscript>` as markup or as text depending on scripting, and what is inside `<svg>` / `<math>` as
 * foreign content, where a closing tag can be ignored and the element swallow the rest of the document.
 */
export const REPORT_UNWRAPPED = ['noscript', 'svg', 'math'] as const;

/**
 * Makes report HTML safe to hand to any HTML parser without losing content (run before every sanitiser):
 *
 * - An element of {@link REPORT_DROPPED_WITH_CONTENT} that is never closed would swallow the rest of the
 *   document (`<select>`, `<svg onload=…>`, an mXSS `<style>` inside MathML…): each such opening tag
 *   without a closing tag after it is closed right away, so what follows a bad tag survives.
 * - The tags of {@link REPORT_UNWRAPPED} (`<noscript>`, `<svg>`, `<math>`) are removed and their content
 *   kept: inside them the HTML parser can ignore a closing tag (a `</noscript>` after an open `<p>`, a
 *   `</math>` after `<mglyph>`), and the element would swallow everything after it. What was inside is
 *   then sanitised like any other markup.
 *
 * Pure string work; what is closed or unwrapped is still judged by the sanitiser that follows.
 */
export function closeUnsafeElements(html: string): string {
  let out = html.replace(new RegExp(`</?(?:${REPORT_UNWRAPPED.join('|')})(?=[\\s/>])[^>]*>`, 'gi'), '');
  for (const tag of REPORT_DROPPED_WITH_CONTENT) {
    let lastClosing = -1;
    for (const match of out.matchAll(new RegExp(`</${tag}[\\s>]`, 'gi'))) lastClosing = match.index ?? -1;
    let result = '';
    let last = 0;
    for (const match of out.matchAll(new RegExp(`<${tag}(?=[\\s/>])[^>]*>`, 'gi'))) {
      const end = (match.index ?? 0) + match[0].length;
      result += out.slice(last, end);
      if (end > lastClosing) result += `</${tag}>`;
      last = end;
    }
    out = result + out.slice(last);
  }
  return out;
}
