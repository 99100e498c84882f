import TurndownService from 'turndown';
import { MESSAGES } from '../messages.js';
import { isEmbeddedImage, safeImageSrc, videoWatchUrl } from '../report/htmlContract.js';

/**
 * The few DOM members the rules below read. The domain compiles without the DOM library (it runs in
 * Node too), so turndown's `HTMLElement` is described here instead of imported.
 */
interface ElementLike {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  parentNode: ElementLike | null;
  nextSibling: unknown;
}

/** Elements whose content is never text of the report: dropped with everything inside. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'FORM',
  'INPUT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'CANVAS',
  'AUDIO',
  'VIDEO',
]);

/** Link targets kept as markdown links; anything else (javascript:, data:, relative) becomes plain text. */
const SAFE_HREF = /^(https?:|mailto:)/i;

const asElement = (node: unknown): ElementLike => node as ElementLike;

function createService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    codeBlockStyle: 'fenced',
    br: '  ',
  });
  service.remove((node) => DROPPED.has(asElement(node).nodeName.toUpperCase()));
  service.addRule('safeLinks', {
    filter: (node) => asElement(node).nodeName === 'A',
    replacement: (content, node) => {
      const href = (asElement(node).getAttribute('href') ?? '').trim();
      if (!content.trim()) return content;
      if (!SAFE_HREF.test(href)) return content;
      return `[${content}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });
  // Check-list items (`<ul data-list="check"><li data-checked>`) become markdown task items.
  service.addRule('checkListItems', {
    filter: (node) => {
      const el = asElement(node);
      return el.nodeName === 'LI' && el.parentNode?.getAttribute('data-list') === 'check';
    },
    replacement: (content, node) => {
      const el = asElement(node);
      const box = el.getAttribute('data-checked') === 'true' ? '[x]' : '[ ]';
      const body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n/gm, '\n    ');
      return `-   ${box} ${body}${el.nextSibling && !body.endsWith('\n') ? '\n' : ''}`;
    },
  });
  // What lives on another site is printed as a link to it, never loaded (ADR 0018): a video of the
  // contract as 'Vídeo en YouTube', a remote image as 'Imagen externa: alt'.
  service.addRule('videosAsLinks', {
    filter: (node) =>
      asElement(node).nodeName === 'IFRAME' &&
      videoWatchUrl(asElement(node).getAttribute('src') ?? '') !== null,
    replacement: (_content, node) => {
      const video = videoWatchUrl(asElement(node).getAttribute('src') ?? '');
      return video ? `\n\n[${MESSAGES.reportHtml.video} ${video.provider}](${video.href})\n\n` : '';
    },
  });
  // An embedded image leaves its alt text, a remote one a link; a rule leaves nothing.
  service.addRule('imagesAsText', {
    filter: (node) => asElement(node).nodeName === 'IMG',
    replacement: (_content, node) => {
      const src = asElement(node).getAttribute('src') ?? '';
      const alt = service.escape(asElement(node).getAttribute('alt') ?? '');
      const remote = isEmbeddedImage(src) ? null : safeImageSrc(src);
      if (!remote) return alt;
      const label = alt ? `${MESSAGES.reportHtml.externalImage}: ${alt}` : MESSAGES.reportHtml.externalImage;
      return `[${label}](${remote.replace(/[()\s]/g, encodeURIComponent)})`;
    },
  });
  service.addRule('noRules', {
    filter: (node) => asElement(node).nodeName === 'HR',
    replacement: () => '\n\n',
  });
  // Code is not part of the legal structure: inline code keeps its text, a code block becomes a
  // paragraph whose lines are kept with hard breaks.
  service.addRule('inlineCodeAsText', {
    filter: (node) => asElement(node).nodeName === 'CODE',
    replacement: (content) => content,
  });
  service.addRule('preAsParagraph', {
    filter: (node) => asElement(node).nodeName === 'PRE',
    replacement: (_content, node) => {
      const lines = (asElement(node).textContent ?? '')
        .split('\n')
        .map((line) => service.escape(line.trim()))
        .filter((line) => line !== '');
      return lines.length > 0 ? `\n\n${lines.join('  \n')}\n\n` : '\n\n';
    },
  });
  return service;
}

let shared: TurndownService | undefined;

/**
 * Converts report HTML (the legal editor's, see the report HTML contract) to the markdown the PDF service
 * renders (spec §5): headings (`#`…`######`), bold (`**`), italic (`*`), ordered and bullet lists
 * (nested), paragraphs, line breaks (two trailing spaces), blockquotes and links. Every other tag is
 * stripped keeping its text (alignment and colour spans, underline, tables…); script, style, iframe,
 * object, svg, form controls and the document head are dropped with their content; images leave their
 * alt text. Links keep their target only for http:, https: and mailto: — a `javascript:` or other link
 * becomes its text. Entities are decoded by the HTML parser; markdown punctuation in text is escaped.
 * A full HTML document is reduced to its body. Runs in Node and in the browser (turndown's browser
 * build uses the page's `DOMParser`).
 *
 * @param html report HTML; empty or blank input gives `''`
 * @returns markdown without leading or trailing blank lines
 */
export function htmlToMarkdown(html: string): string {
  if (html.trim() === '') return '';
  const body = /<body[^>]*>([\s\S]*?)(<\/body\s*>|$)/i.exec(html);
  const input = body ? (body[1] ?? '') : html;
  shared ??= createService();
  return shared
    .turndown(input)
    .replace(/[ \t]+$/gm, (spaces, offset: number, text: string) =>
      // Keep a hard break (two spaces before a newline inside a paragraph), drop other trailing blanks.
      spaces.length >= 2 && text[offset + spaces.length] === '\n' && text[offset + spaces.length + 1] !== '\n'
        ? '  '
        : '',
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
