/**
 * Markdown → legal PDF with pdfkit (ADR 0012). The markdown is only tokenised (`marked`'s lexer), never
 * rendered as HTML; nothing in it is fetched or read (SECURITY 15): images become their alt text, raw
 * HTML becomes its text without tags, links become text with the URL in parentheses only for http(s).
 * Only the PDF standard fonts Times-Roman/-Bold/-Italic/-BoldItalic are used (no font files, no network).
 *
 * @module
 */
import type { PdfMetadata } from '@alegato/domain';
import { marked, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';

/** What {@link renderLegalPdf} renders. */
export interface LegalPdfInput {
  /** The report as markdown (domain `htmlToMarkdown` of the editor's HTML). */
  markdown: string;
  /** Report title: first-page heading, running header and the PDF's Title. */
  title: string;
  /** Request metadata: `fecha` (es-ES `dd/mm/yyyy`) dates the signature and the PDF, `tipo_documento` is the Subject. */
  metadata: PdfMetadata;
  /** The PDF's Author (the user's name or e-mail). */
  author: string;
}

const CM = 72 / 2.54;
const MARGIN = 2.5 * CM;
const BODY_SIZE = 11.5;
const HEADING_SIZES = [18, 15, 13.5, 12.5, 12, 11.5] as const;
const HEADER_SIZE = 8.5;
const FOOTER_SIZE = 9;
const PARAGRAPH_GAP = 6;
const LIST_INDENT = 0.8 * CM;
const QUOTE_INDENT = 1.2 * CM;
const YIELD_EVERY_MS = 15;

/** An inline piece of text with its style. */
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

type Doc = PDFKit.PDFDocument;

function fontOf(run: { bold: boolean; italic: boolean }): string {
  if (run.bold && run.italic) return 'Times-BoldItalic';
  if (run.bold) return 'Times-Bold';
  if (run.italic) return 'Times-Italic';
  return 'Times-Roman';
}

/** Characters WinAnsi (the standard fonts' encoding) holds beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw: NFC, controls removed, tabs as spaces, and characters outside
 * WinAnsi replaced by a close ASCII form or '?'.
 */
export function pdfSafeText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += ch;
    else if (ch === '\t') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '‐' || ch === '‑' || ch === '−') out += '-';
    else if (ch === '′') out += "'";
    else if (ch === '″') out += '"';
    else if (ch === ' ' || ch === ' ' || ch === ' ') out += ' ';
    else out += '?';
  }
  return out;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  sect: '§',
  ordm: 'º',
  ordf: 'ª',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  iexcl: '¡',
  iquest: '¿',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
};

/** Decodes the HTML entities markdown text may hold (`&amp;`, `&#8364;`, `&aacute;`…). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const named = NAMED_ENTITIES[name.toLowerCase()];
    if (named) return named;
    // Accented letters: &aacute; &Ntilde; &uuml; …
    const accent = /^([a-z])(acute|grave|circ|tilde|uml|cedil)$/i.exec(name);
    if (accent) {
      const mark = {
        acute: '\u0301',
        grave: '\u0300',
        circ: '\u0302',
        tilde: '\u0303',
        uml: '\u0308',
        cedil: '\u0327',
      }[(accent[2] ?? '').toLowerCase() as 'acute'];
      return `${accent[1]}${mark}`.normalize('NFC');
    }
    return whole;
  });
}

/** Raw HTML in markdown: its text only (tags removed, entities decoded). Never rendered, never fetched. */
function htmlText(raw: string): string {
  return decodeEntities(raw.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>?/g, ''));
}

const HTTP_URL = /^https?:\/\//i;

/** The inline runs of a token list, with styles inherited from `style`. */
function inlineRuns(tokens: readonly Token[] | undefined, style: { bold: boolean; italic: boolean }): Run[] {
  const runs: Run[] = [];
  const push = (text: string, s = style) => {
    if (text !== '') runs.push({ text: pdfSafeText(text), bold: s.bold, italic: s.italic });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...inlineRuns((token as Tokens.Del).tokens, style));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        runs.push(...inlineRuns(link.tokens, style));
        if (HTTP_URL.test(link.href) && link.href !== link.text) push(` (${link.href})`);
        break;
      }
      case 'checkbox':
        // A task item's box is drawn as its list marker.
        break;
      case 'image':
        // Never loaded: the alt text stands in for the picture.
        push(decodeEntities((token as Tokens.Image).text));
        break;
      case 'codespan':
        push(decodeEntities((token as Tokens.Codespan).text));
        break;
      case 'br':
        push('\n');
        break;
      case 'html':
        push(htmlText((token as Tokens.HTML).raw));
        break;
      case 'escape':
        push((token as Tokens.Escape).text);
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) runs.push(...inlineRuns(text.tokens, style));
        else push(decodeEntities(text.text));
        break;
      }
      default:
        if ('tokens' in token && Array.isArray(token.tokens))
          runs.push(...inlineRuns(token.tokens as Token[], style));
        else if ('text' in token && typeof token.text === 'string') push(decodeEntities(token.text));
    }
  }
  return runs;
}

/** Plain text of inline tokens (headings' comparison with the title, signature detection). */
function plainText(tokens: readonly Token[] | undefined): string {
  return inlineRuns(tokens, { bold: false, italic: false })
    .map((r) => r.text)
    .join('');
}

/**
 * Writes runs as one paragraph starting at `x` with `width`, using pdfkit's continued text. A hard line
 * break (markdown `br`, e.g. 'Fdo.: …' then 'Letrado/a') starts a new line of its own. pdfkit justifies
 * each continued fragment on its own, which stretches the words of a bold or italic run across the rest
 * of the line ('DEMANDA      DE'), so a paragraph mixing styles is justified only when it is one run and
 * is otherwise set flush left.
 */
function writeRuns(
  doc: Doc,
  runs: readonly Run[],
  box: { x: number; width: number; size: number; align: 'left' | 'center' | 'justify'; gap?: number },
): void {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part !== '') lines.at(-1)!.push({ ...run, text: part });
    });
  }
  const filled = lines.filter((line) => line.length > 0);
  if (filled.length === 0) return;
  filled.forEach((line, i) =>
    writeLine(doc, line, { ...box, gap: i === filled.length - 1 ? (box.gap ?? PARAGRAPH_GAP) : 0 }),
  );
}

function writeLine(
  doc: Doc,
  runs: readonly Run[],
  box: { x: number; width: number; size: number; align: 'left' | 'center' | 'justify'; gap: number },
): void {
  // pdfkit drops the leading spaces of a continued fragment: they move to the end of the one before.
  const merged: Run[] = [];
  for (const run of runs) {
    const prev = merged.at(-1);
    if (prev && prev.bold === run.bold && prev.italic === run.italic) {
      prev.text += run.text;
      continue;
    }
    const lead = /^[ \u00a0]+/.exec(run.text)?.[0] ?? '';
    if (prev && lead) prev.text += lead;
    const text = prev ? run.text.slice(lead.length) : run.text;
    if (text !== '') merged.push({ ...run, text });
  }
  if (merged.length === 0) return;
  const align = box.align === 'justify' && merged.length > 1 ? 'left' : box.align;
  doc.fontSize(box.size);
  merged.forEach((run, i) => {
    const last = i === merged.length - 1;
    doc.font(fontOf(run));
    const options: PDFKit.Mixins.TextOptions = {
      width: box.width,
      align,
      continued: !last,
      lineGap: 1.5,
    };
    if (i === 0) doc.text(run.text, box.x, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.moveDown(0);
  doc.y += box.gap;
}

/** Layout state of the block walker. */
interface Frame {
  /** Left edge of the current block. */
  x: number;
  /** Width available to the current block. */
  width: number;
  /** Inherited italics (block quotes). */
  italic: boolean;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeBlocks(doc: Doc, tokens: readonly Token[], frame: Frame): void {
  for (const token of tokens) writeBlock(doc, token, frame);
}

function writeBlock(doc: Doc, token: Token, frame: Frame): void {
  const style = { bold: false, italic: frame.italic };
  switch (token.type) {
    case 'space':
    case 'def':
    case 'checkbox': // a task item's box is its list marker
      return;
    case 'heading': {
      const heading = token as Tokens.Heading;
      const size = HEADING_SIZES[Math.min(Math.max(heading.depth, 1), 6) - 1] ?? BODY_SIZE;
      // Keep a heading with at least two lines of what follows it.
      ensureSpace(doc, size * 2 + BODY_SIZE * 3);
      doc.y += heading.depth <= 2 ? 8 : 4;
      writeRuns(doc, inlineRuns(heading.tokens, { bold: true, italic: frame.italic }), {
        x: frame.x,
        width: frame.width,
        size,
        align: heading.depth === 1 ? 'center' : 'left',
        gap: 4,
      });
      return;
    }
    case 'paragraph':
      writeRuns(doc, inlineRuns((token as Tokens.Paragraph).tokens, style), {
        x: frame.x,
        width: frame.width,
        size: BODY_SIZE,
        align: 'justify',
      });
      return;
    case 'text': {
      const text = token as Tokens.Text;
      writeRuns(doc, text.tokens ? inlineRuns(text.tokens, style) : inlineRuns([text], style), {
        x: frame.x,
        width: frame.width,
        size: BODY_SIZE,
        align: 'justify',
        gap: 2,
      });
      return;
    }
    case 'list': {
      const list = token as Tokens.List;
      const start = typeof list.start === 'number' ? list.start : 1;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${start + i}.` : item.task ? (item.checked ? '[x]' : '[ ]') : '•';
        ensureSpace(doc, BODY_SIZE * 2);
        const y = doc.y;
        doc.font('Times-Roman').fontSize(BODY_SIZE);
        doc.text(marker, frame.x, y, { width: LIST_INDENT - 4, lineBreak: false });
        doc.y = y;
        writeBlocks(doc, item.tokens, {
          x: frame.x + LIST_INDENT,
          width: frame.width - LIST_INDENT,
          italic: frame.italic,
        });
      });
      doc.y += PARAGRAPH_GAP - 2;
      return;
    }
    case 'blockquote': {
      const quote = token as Tokens.Blockquote;
      const top = doc.y;
      const page = doc.bufferedPageRange().count;
      writeBlocks(doc, quote.tokens, {
        x: frame.x + QUOTE_INDENT,
        width: frame.width - QUOTE_INDENT,
        italic: true,
      });
      // A rule beside the quote when it stayed on one page.
      if (doc.bufferedPageRange().count === page) {
        const bottom = doc.y - PARAGRAPH_GAP;
        doc
          .save()
          .moveTo(frame.x + QUOTE_INDENT / 2, top)
          .lineTo(frame.x + QUOTE_INDENT / 2, bottom)
          .lineWidth(0.8)
          .strokeColor('#888888')
          .stroke()
          .restore();
      }
      return;
    }
    case 'code': {
      const lines = (token as Tokens.Code).text.split('\n').map((line) => pdfSafeText(line));
      writeRuns(doc, [{ text: lines.join('\n'), bold: false, italic: frame.italic }], {
        x: frame.x + LIST_INDENT,
        width: frame.width - LIST_INDENT,
        size: BODY_SIZE - 1,
        align: 'left',
      });
      return;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[], bold: boolean) => {
        const runs: Run[] = [];
        cells.forEach((cell, i) => {
          if (i > 0) runs.push({ text: ' | ', bold: false, italic: frame.italic });
          runs.push(...inlineRuns(cell.tokens, { bold, italic: frame.italic }));
        });
        writeRuns(doc, runs, { x: frame.x, width: frame.width, size: BODY_SIZE, align: 'left', gap: 2 });
      };
      row(table.header, true);
      for (const cells of table.rows) row(cells, false);
      doc.y += PARAGRAPH_GAP;
      return;
    }
    case 'hr': {
      ensureSpace(doc, 12);
      doc.y += 4;
      doc
        .save()
        .moveTo(frame.x, doc.y)
        .lineTo(frame.x + frame.width, doc.y)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke()
        .restore();
      doc.y += 8;
      return;
    }
    case 'html': {
      const text = htmlText((token as Tokens.HTML).raw).trim();
      if (text)
        writeRuns(doc, [{ text: pdfSafeText(text), bold: false, italic: frame.italic }], {
          x: frame.x,
          width: frame.width,
          size: BODY_SIZE,
          align: 'justify',
        });
      return;
    }
    default: {
      const runs =
        'tokens' in token && Array.isArray(token.tokens)
          ? inlineRuns(token.tokens as Token[], style)
          : inlineRuns([{ type: 'text', raw: token.raw, text: token.raw } as Tokens.Text], style);
      writeRuns(doc, runs, { x: frame.x, width: frame.width, size: BODY_SIZE, align: 'justify' });
    }
  }
}

/** Size of the markdown pieces lexed between two yields to the event loop. */
const LEX_PART_CHARS = 16_000;

/**
 * Splits long markdown into pieces of about {@link LEX_PART_CHARS} for the lexer, cutting only before a
 * line that starts a new top-level paragraph or heading after a blank line, outside fenced code, and
 * never inside a list or quote, so each piece lexes to the same blocks as the whole. Link reference
 * definitions (`[x]: url`) are rare in reports; with one, the markdown is lexed whole.
 */
export function markdownParts(markdown: string): string[] {
  if (markdown.length <= LEX_PART_CHARS || /^ {0,3}\[[^\]]+\]:/m.test(markdown)) return [markdown];
  const lines = markdown.split('\n');
  const parts: string[] = [];
  let start = 0;
  let size = 0;
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^ {0,3}(```|~~~)/.test(line)) fence = !fence;
    const safe =
      !fence &&
      i > start &&
      size >= LEX_PART_CHARS &&
      (lines[i - 1] ?? '').trim() === '' &&
      /^[^\s>*+\-\d|]/.test(line) &&
      !/^\d+[.)]\s/.test(line);
    if (safe) {
      parts.push(lines.slice(start, i).join('\n'));
      start = i;
      size = 0;
    }
    size += line.length + 1;
  }
  parts.push(lines.slice(start).join('\n'));
  return parts;
}

/** Word widths of the standard fonts at size 1000, by font name and text, shared by every document. */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_MAX = 50_000;

/**
 * Memoises `doc.widthOfString` — pdfkit measures every word while wrapping and again while justifying,
 * and a standard font's width is its AFM advances (with kerning) scaled linearly by the size, so a width
 * at size 1000 per (font, text) is exact for every size. Calls with character spacing, scaling or font
 * features, or when the current font is not known, go to pdfkit unchanged. Halves the CPU time of a
 * five-page report (ADR 0012).
 */
function memoiseWidths(doc: Doc): void {
  const measure = doc.widthOfString.bind(doc);
  const state = doc as unknown as { _font?: { name?: unknown }; _fontSize?: unknown };
  doc.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
    const font = state._font?.name;
    const size = state._fontSize;
    if (
      typeof font !== 'string' ||
      typeof size !== 'number' ||
      (options &&
        (options.characterSpacing ||
          (Array.isArray(options.features) ? options.features.length > 0 : options.features) ||
          ((options as { horizontalScaling?: number }).horizontalScaling ?? 100) !== 100))
    ) {
      return measure(text, options);
    }
    const key = `${font}\u0000${text}`;
    let width = widthCache.get(key);
    if (width === undefined) {
      doc.fontSize(1000);
      width = measure(text);
      doc.fontSize(size);
      if (widthCache.size >= WIDTH_CACHE_MAX) widthCache.clear();
      widthCache.set(key, width);
    }
    return (width * size) / 1000;
  };
}

/** `dd/mm/yyyy` (es-ES) → a UTC date at noon, or undefined when it is not one. */
export function parseEsDate(text: string): Date | undefined {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d, 12));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : undefined;
}

/** True when the markdown already has a signature line ('Fdo.'). */
function hasSignature(markdown: string): boolean {
  return /\bFdo\.(?=[\s:_]|$)/i.test(markdown);
}

/** True when a block already reads "En <lugar>, a <fecha>". */
function hasPlaceAndDate(tokens: readonly Token[]): boolean {
  return tokens.some((t) => /^\s*En\s+[^,\n]{1,80},\s+a\s+/i.test(t.raw));
}

/**
 * Renders the legal PDF: A4, 2.5 cm margins, Times; the title on page 1; a small running header (title
 * and rule) and a centred 'Página N de M' footer on every page; headings sized by level, justified
 * paragraphs, ordered and bullet lists (nested), indented block quotes, bold/italic runs; a closing
 * place-and-date line and 'Fdo.:' signature line unless the markdown already has a signature. Document
 * info: Title, Author, Subject (`tipo_documento`), Creator 'Alegato', Keywords, and CreationDate/ModDate
 * the moment of rendering.
 *
 * @returns the PDF bytes
 */
export async function renderLegalPdf(input: LegalPdfInput): Promise<Buffer> {
  const title = pdfSafeText(input.title.trim()).replace(/\s+/g, ' ');
  // The PDF is dated when it is made; `metadata.fecha` dates the document's signature line only.
  const created = new Date();
  const keywords = [
    input.metadata.tipo_documento,
    input.metadata.cliente,
    input.metadata.template_id,
    'informe legal',
  ]
    .filter((k): k is string => typeof k === 'string' && k.trim() !== '')
    .filter((k, i, all) => all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i)
    .join(', ');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    font: 'Times-Roman',
    info: {
      Title: title,
      Author: pdfSafeText(input.author),
      Subject: pdfSafeText(input.metadata.tipo_documento),
      Creator: 'Alegato',
      Producer: 'Alegato',
      Keywords: pdfSafeText(keywords),
      CreationDate: created,
      ModDate: created,
    },
  });
  memoiseWidths(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const tokens: Token[] = [];
  for (const part of markdownParts(input.markdown)) {
    tokens.push(...marked.lexer(part, { gfm: true }));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const width = doc.page.width - MARGIN * 2;
  const frame: Frame = { x: MARGIN, width, italic: false };

  // The title opens page 1 unless the markdown starts with the same heading.
  const first = tokens.find((t) => t.type !== 'space');
  const startsWithTitle =
    first?.type === 'heading' &&
    plainText((first as Tokens.Heading).tokens)
      .trim()
      .toLowerCase() === title.toLowerCase();
  if (!startsWithTitle && title) {
    writeRuns(doc, [{ text: title, bold: true, italic: false }], {
      x: MARGIN,
      width,
      size: HEADING_SIZES[0],
      align: 'center',
      gap: 12,
    });
  }
  // Long reports (the 1 MB body cap allows ~300 pages) yield to the event loop every ~15 ms of layout, so
  // one render never stalls the server's other requests.
  let slice = performance.now();
  for (const token of tokens) {
    writeBlock(doc, token, frame);
    if (performance.now() - slice > YIELD_EVERY_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }

  if (!hasSignature(input.markdown)) {
    // The place-and-date line, the signature line and the name stay together (about 110 pt).
    ensureSpace(doc, 18 + 30 + BODY_SIZE * 1.6 * 3 + PARAGRAPH_GAP + 12);
    doc.y += 18;
    const fecha = pdfSafeText(input.metadata.fecha.trim());
    if (!hasPlaceAndDate(tokens)) {
      writeRuns(doc, [{ text: `En ____________________, a ${fecha}`, bold: false, italic: false }], {
        x: MARGIN,
        width,
        size: BODY_SIZE,
        align: 'left',
        gap: 30,
      });
    }
    writeRuns(doc, [{ text: 'Fdo.: ______________________________', bold: false, italic: false }], {
      x: MARGIN,
      width,
      size: BODY_SIZE,
      align: 'left',
      gap: 2,
    });
    const author = pdfSafeText(input.author.trim());
    if (author)
      writeRuns(doc, [{ text: author, bold: false, italic: false }], {
        x: MARGIN,
        width,
        size: BODY_SIZE,
        align: 'left',
      });
  }

  // Running header and footer on every page, written last when the page count is known. Margins drop to
  // 0 while writing outside the text area, or pdfkit would start a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.font('Times-Italic').fontSize(HEADER_SIZE).fillColor('#444444');
    doc.text(title, MARGIN, MARGIN - 28, {
      width,
      align: 'left',
      lineBreak: false,
      ellipsis: true,
      height: HEADER_SIZE * 1.4,
    });
    doc
      .save()
      .moveTo(MARGIN, MARGIN - 14)
      .lineTo(MARGIN + width, MARGIN - 14)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke()
      .restore();
    doc.font('Times-Roman').fontSize(FOOTER_SIZE).fillColor('#000000');
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 18, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}
