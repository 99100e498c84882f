/**
 * The one HTML sanitiser of reports (SECURITY 11, ADR 0011): every write of `generated_html` (create,
 * PUT, editor save, AI enhancement) goes through {@link sanitizeReportHtml}, which keeps exactly the
 * report HTML contract shared by the legal editor, the composer and the viewer, and drops everything
 * else. Plain-text fields (title, description, client name, content values) go through
 * {@link plainText}, which leaves no tag at all.
 *
 * @module
 */
import {
  isAllowedImageSrc,
  isVideoEmbed,
  REPORT_BLOCK_CLASSES,
  REPORT_BLOCK_TAGS,
  REPORT_COLOUR,
  REPORT_HTML_ATTRIBUTES,
  REPORT_HTML_TAGS,
  REPORT_LINK_REL,
  REPORT_SPAN_CLASSES,
  REPORT_VIDEO_CLASS,
  REPORT_VIDEO_SANDBOX,
  REPORT_DROPPED_WITH_CONTENT,
  REPORT_UNWRAPPED,
  closeUnsafeElements,
} from '@alegato/domain';
import sanitizeHtml from 'sanitize-html';

const BLOCK_TAGS = REPORT_BLOCK_TAGS;

/** Sandbox forced on every kept video iframe. */
export const VIDEO_SANDBOX = REPORT_VIDEO_SANDBOX;

/** `rel` forced on every link. */
export const LINK_REL = REPORT_LINK_REL;

/** Elements whose text is dropped with them (not kept as loose text; the unwrapped ones only in plain text). */
const NON_TEXT_TAGS = [...REPORT_DROPPED_WITH_CONTENT, ...REPORT_UNWRAPPED];

const blockClasses = [...REPORT_BLOCK_CLASSES];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...REPORT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(REPORT_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedClasses: {
    ...Object.fromEntries(BLOCK_TAGS.map((t) => [t, blockClasses])),
    li: blockClasses,
    span: [...REPORT_SPAN_CLASSES],
    iframe: [REPORT_VIDEO_CLASS],
  },
  allowedStyles: { span: { color: [REPORT_COLOUR], 'background-color': [REPORT_COLOUR] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: LINK_REL,
        target: '_blank',
      },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        class: REPORT_VIDEO_CLASS,
        frameborder: '0',
        allowfullscreen: '',
        sandbox: VIDEO_SANDBOX,
      },
    }),
    ul: (tagName, attribs) => ({
      tagName,
      attribs: (attribs['data-list'] === 'check' ? { 'data-list': 'check' } : {}) as sanitizeHtml.Attributes,
    }),
    ...Object.fromEntries(
      [...BLOCK_TAGS, 'li', 'blockquote'].map((t) => [
        t,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const { dir, ...rest } = attribs;
          let out = rest;
          if (t === 'li') {
            const checked = rest['data-checked'];
            const { 'data-checked': _c, ...others } = rest;
            out = checked === 'true' || checked === 'false' ? { ...others, 'data-checked': checked } : others;
          }
          return { tagName, attribs: dir === 'rtl' ? { ...out, dir: 'rtl' } : out };
        },
      ]),
    ),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !isVideoEmbed(frame.attribs.src ?? '');
    if (frame.tag === 'img') return !isAllowedImageSrc(frame.attribs.src ?? '');
    return false;
  },
};

/**
 * Reduces report HTML to the report HTML contract: allowed blocks, marks, classes, colours, links
 * (http, https, mailto; `rel` and `target` forced), images (http(s) or base64 PNG/JPEG/GIF/WebP) and
 * YouTube no-cookie / Vimeo iframes (sandboxed). Everything else — scripts, styles, event handlers,
 * other URL schemes, SVG, MathML, forms, objects — is removed.
 */
export function sanitizeReportHtml(html: string): string {
  return sanitizeHtml(closeUnsafeElements(html), OPTIONS);
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
};

/** C0 controls except tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARS = new RegExp('[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]', 'g');

function decodeBasic(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * A plain-text field without HTML: tags (and the text of script, style and similar elements) removed,
 * entities decoded, control characters other than tab and line breaks removed. Repeated until stable,
 * so an encoded tag (`&lt;script&gt;`) cannot come back as a tag.
 */
export function plainText(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const next = decodeBasic(sanitizeHtml(current, TEXT_ONLY)).replace(CONTROL_CHARS, '');
    if (next === current) return next;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

/** Content as plain text: each field value (or the whole string) through {@link plainText}. */
export function plainContent(content: Record<string, string> | string): Record<string, string> | string {
  if (typeof content === 'string') return plainText(content);
  return Object.fromEntries(Object.entries(content).map(([k, v]) => [plainText(k), plainText(v)]));
}
