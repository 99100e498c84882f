/**
 * An allow-list checker of the report HTML contract, written independently of the sanitisers it judges
 * (a test oracle: it does not import the contract from domain, so a mistake there cannot hide here).
 */
const BLOCK = ['class', 'dir'];
const ALLOWED: Record<string, string[]> = {
  p: BLOCK,
  h1: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  li: [...BLOCK, 'data-checked'],
  ul: ['data-list'],
  ol: [],
  blockquote: ['dir'],
  pre: [],
  code: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  a: ['href', 'rel', 'target'],
  span: ['class', 'style', 'data-formula'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'allowfullscreen', 'frameborder', 'sandbox'],
};
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
const VIDEO =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)(\?[A-Za-z0-9_=&.-]*)?$/;

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What else a sanitiser's output may legitimately carry beyond the stored form of the contract. */
export interface HtmlCheckOptions {
  /**
   * Links must carry the forced `rel` (stored HTML and the viewer). The editor's own serialisation does not
   * force it: the server does when the editor saves. @default true
   */
  linksCarryRel?: boolean;
  /**
   * The viewer's display rule (ADR 0018): remote images and video frames are shown as links to them, with
   * a class, a kind, a title and an accessible name. @default false
   */
  displayLinks?: boolean;
}

/** Problems of `html` against the report HTML contract; [] when it holds no executable vector. */
export function htmlProblems(
  html: string,
  { linksCarryRel = true, displayLinks = false }: HtmlCheckOptions = {},
): string[] {
  const problems: string[] = [];
  const text = html.replace(
    /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g,
    (tag, name: string, attrs: string) => {
      const tagName = name.toLowerCase();
      const allowed =
        displayLinks && tagName === 'a'
          ? [...(ALLOWED.a ?? []), 'class', 'data-kind', 'title', 'aria-label']
          : ALLOWED[tagName];
      if (!allowed) {
        problems.push(`tag <${tagName}>`);
        return '';
      }
      const seen: Record<string, string> = {};
      for (const m of attrs.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)) {
        const attr = (m[1] ?? '').toLowerCase();
        const value = decode(m[2] ?? '');
        if (/[<>]/.test(m[2] ?? '')) problems.push(`raw angle bracket in ${attr}`);
        seen[attr] = value;
        if (!allowed.includes(attr)) problems.push(`attribute ${attr} on <${tagName}>`);
        if (/^on/.test(attr)) problems.push(`handler ${attr}`);
        const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (/(javascript|vbscript|livescript):/.test(compact)) problems.push(`script URL in ${attr}`);
        if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
        if (
          attr === 'src' &&
          tagName === 'img' &&
          !/^(https?:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(value)
        )
          problems.push(`img src ${value}`);
        if (attr === 'src' && tagName === 'iframe' && !VIDEO.test(value))
          problems.push(`iframe src ${value}`);
        if (attr === 'style') {
          for (const decl of value.split(';').filter((d) => d.trim())) {
            const [prop = '', ...rest] = decl.split(':');
            if (!['color', 'background-color'].includes(prop.trim()) || !COLOR.test(rest.join(':').trim()))
              problems.push(`style ${decl}`);
          }
        }
      }
      if (
        tagName === 'iframe' &&
        !tag.startsWith('</') &&
        seen.sandbox !== 'allow-scripts allow-same-origin allow-presentation'
      )
        problems.push('iframe without sandbox');
      if (
        linksCarryRel &&
        tagName === 'a' &&
        !tag.startsWith('</') &&
        seen.rel !== 'noopener noreferrer nofollow'
      )
        problems.push('a without rel');
      return '';
    },
  );
  if (/[<>]/.test(text)) problems.push(`raw angle bracket in text: ${text.slice(0, 80)}`);
  return problems;
}
