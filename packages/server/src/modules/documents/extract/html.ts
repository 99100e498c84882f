/**
 * Plain text from mammoth's HTML: headings on their own lines (and listed, so chunks can carry them),
 * paragraphs separated by a blank line, list items one per line (`- ` or `1. `), table rows one per line
 * with cells joined by ` | `, footnote back-links dropped. mammoth's HTML is simple and well formed, so
 * a tag tokenizer suffices.
 *
 * @module
 */

/** The text of one DOCX page (pages end at `<hr>`, where the document's page breaks were: see docx.ts). */
export interface HtmlText {
  text: string;
  headings: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references mammoth writes (`&amp;`, `&#160;`, `&#x2019;`…). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[ref.toLowerCase()] ?? m;
  });
}

interface Table {
  rows: string[][];
  row: string[] | null;
  cell: string | null;
}

/**
 * Converts mammoth's HTML to text per page (see the module comment): a new page starts at each `<hr>`
 * outside a table cell. A break before any text starts no page, and an empty last page is dropped.
 */
export function htmlToText(html: string): HtmlText[] {
  const pages: HtmlText[] = [];
  let out = '';
  let block = '';
  let headings: string[] = [];
  const tables: Table[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let heading = false;
  let skipLink = false;
  const cellOf = () => tables.at(-1);
  const emit = (text: string) => {
    const t = cellOf();
    if (t && t.cell !== null) t.cell += text;
    else block += text;
  };
  const endBlock = (sep: string) => {
    const text = block
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    block = '';
    if (text.length === 0) return;
    if (heading) headings.push(text.replace(/\s+/g, ' '));
    out += text + sep;
  };
  const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|([^<]+)/g;
  for (let m = tokens.exec(html); m !== null; m = tokens.exec(html)) {
    const [, close, rawTag, attrs, text] = m;
    if (text !== undefined) {
      if (!skipLink) emit(decodeEntities(text));
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    const table = cellOf();
    const inCell = table !== undefined && table.cell !== null;
    if (close) {
      switch (tag) {
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6':
          if (inCell) emit(' ');
          else endBlock('\n\n');
          heading = false;
          break;
        case 'p':
          if (inCell) emit(' ');
          else endBlock(lists.length > 0 ? '\n' : '\n\n');
          break;
        case 'li':
          if (!inCell) endBlock('\n');
          break;
        case 'ul':
        case 'ol':
          lists.pop();
          if (!inCell && lists.length === 0) {
            endBlock('\n');
            out += '\n';
          }
          break;
        case 'td':
        case 'th':
          if (table && table.cell !== null) {
            table.row?.push(table.cell.replace(/\s+/g, ' ').trim());
            table.cell = null;
          }
          break;
        case 'tr':
          if (table?.row) table.rows.push(table.row);
          if (table) table.row = null;
          break;
        case 'table': {
          const done = tables.pop();
          const rows = (done?.rows ?? [])
            .filter((r) => r.some((c) => c.length > 0))
            .map((r) => r.join(' | '));
          const outer = cellOf();
          if (outer && outer.cell !== null) outer.cell += ` ${rows.join('; ')} `;
          else {
            endBlock('\n\n');
            if (rows.length > 0) out += `${rows.join('\n')}\n\n`;
          }
          break;
        }
        case 'a':
          skipLink = false;
          break;
        default:
          break;
      }
      continue;
    }
    switch (tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        if (!inCell) {
          endBlock('\n\n');
          heading = true;
        }
        break;
      case 'p':
        if (!inCell && lists.length === 0) endBlock('\n\n');
        break;
      case 'br':
        emit(inCell ? ' ' : '\n');
        break;
      case 'hr':
        if (inCell) break;
        endBlock('\n\n');
        if (pages.length > 0 || out.trim() !== '') {
          pages.push({ text: tidy(out), headings });
          out = '';
          headings = [];
        }
        break;
      case 'ul':
      case 'ol':
        if (!inCell) endBlock(lists.length > 0 ? '\n' : '\n\n');
        lists.push({ ordered: tag === 'ol', n: 0 });
        break;
      case 'li': {
        if (inCell) {
          emit(' ');
          break;
        }
        endBlock('\n');
        const list = lists.at(-1);
        if (list) list.n++;
        block += `${'  '.repeat(Math.max(0, lists.length - 1))}${list?.ordered ? `${list.n}.` : '-'} `;
        break;
      }
      case 'table':
        if (!inCell) endBlock('\n\n');
        tables.push({ rows: [], row: null, cell: null });
        break;
      case 'tr':
        if (table) table.row = [];
        break;
      case 'td':
      case 'th':
        if (table) {
          table.row ??= [];
          table.cell = '';
        }
        break;
      case 'a':
        // mammoth's back-links from a note to its reference read "↑".
        skipLink = /href="#(?:footnote|endnote|comment)-ref-/.test(attrs ?? '');
        break;
      default:
        break;
    }
  }
  endBlock('\n\n');
  if (pages.length === 0 || out.trim() !== '') pages.push({ text: tidy(out), headings });
  return pages;
}

const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
