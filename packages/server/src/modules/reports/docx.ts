/**
 * A report as a Word document (issue 13 item 6, ADR 0014): `GET /api/reports/{id}/docx` → the report's
 * sanitised HTML as a `.docx` built with the `docx` package — h1–h3 as Heading1–3, paragraphs with
 * bold and italic, ordered lists numbered (each list restarts, `start` kept) and bullet lists, block
 * quotes indented, line breaks kept; A4 with 2,5 cm margins, Times New Roman 12 (the face of the report
 * PDF), a footer 'Página X de Y' with Word's PAGE and NUMPAGES fields. `Content-Disposition:
 * attachment; filename="<title>.docx"`. Another user's report is 404, like an unknown one; a report with
 * no HTML yet 409.
 *
 * The HTML is read the way the PDF reads it (ADR 0012): `htmlToMarkdown` of `@alegato/domain`, then
 * `marked`'s lexer — never rendered, nothing in it fetched.
 *
 * @module
 */
import { htmlToMarkdown } from '@alegato/domain';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  convertMillimetersToTwip,
  type ILevelsOptions,
} from 'docx';
import { Hono } from 'hono';
import { marked, type Token, type Tokens } from 'marked';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { decodeEntities } from '../pdf/render.js';
import { contentDisposition } from '../pdf/routes.js';
import { REPORT_MESSAGES as M } from './messages.js';
import { sanitizeReportHtml } from './sanitize.js';
import { getReport, type ReportsDeps } from './service.js';

/** The MIME type of a Word document. */
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Spanish messages of the DOCX export. */
export const DOCX_MESSAGES = {
  noContent: 'El informe todavía no tiene contenido que exportar: redáctalo o mejóralo primero.',
} as const;

const FONT = 'Times New Roman';
/** Half-points: 12 pt body, 16/14/13 pt headings. */
const BODY_SIZE = 24;
const HEADING_SIZES = [32, 28, 26] as const;
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;
const INDENT = convertMillimetersToTwip(8);
const MAX_LEVEL = 4;

/** An inline piece of text with its style. */
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  br?: boolean;
}

/** Raw inline HTML: its text only. */
function htmlText(raw: string): string {
  return decodeEntities(raw.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>?/g, ''));
}

/** The inline runs of a token list, styles inherited from `style`. */
function inlineRuns(tokens: readonly Token[] | undefined, style: { bold: boolean; italic: boolean }): Run[] {
  const runs: Run[] = [];
  const push = (text: string) => {
    if (text !== '') runs.push({ text, ...style });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        runs.push(...inlineRuns(link.tokens, style));
        if (/^https?:\/\//i.test(link.href) && link.href !== link.text) push(` (${link.href})`);
        break;
      }
      case 'br':
        runs.push({ text: '', ...style, br: true });
        break;
      case 'html':
        push(htmlText((token as Tokens.HTML).raw));
        break;
      case 'image':
        push(decodeEntities((token as Tokens.Image).text));
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

function textRuns(runs: readonly Run[], size?: number): TextRun[] {
  return runs.map((r) =>
    r.br
      ? new TextRun({ break: 1 })
      : new TextRun({
          text: r.text.replace(/\s*\n\s*/g, ' '),
          bold: r.bold,
          italics: r.italic,
          ...(size ? { size } : {}),
        }),
  );
}

/** Builds paragraphs; each ordered list gets a numbering instance of its own so it restarts. */
class Writer {
  readonly paragraphs: Paragraph[] = [];
  /** Ordered lists by start number (a list starting at 3 needs a definition of its own). */
  readonly orderedStarts = new Set<number>([1]);
  private instance = 0;

  blocks(tokens: readonly Token[], quote = 0): void {
    for (const token of tokens) this.block(token, quote);
  }

  private block(token: Token, quote: number): void {
    const indent = quote > 0 ? { indent: { left: INDENT * quote } } : {};
    switch (token.type) {
      case 'heading': {
        const h = token as Tokens.Heading;
        const level = Math.min(Math.max(h.depth, 1), 3) - 1;
        this.paragraphs.push(
          new Paragraph({
            heading: HEADINGS[level],
            children: textRuns(inlineRuns(h.tokens, { bold: true, italic: false }), HEADING_SIZES[level]),
            ...indent,
          }),
        );
        break;
      }
      case 'paragraph':
      case 'text': {
        const p = token as Tokens.Paragraph;
        this.paragraphs.push(
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            children: textRuns(inlineRuns(p.tokens, { bold: false, italic: quote > 0 })),
            spacing: { after: 120 },
            ...indent,
          }),
        );
        break;
      }
      case 'list':
        this.list(token as Tokens.List, 0, quote);
        break;
      case 'blockquote':
        this.blocks((token as Tokens.Blockquote).tokens, quote + 1);
        break;
      case 'hr':
        this.paragraphs.push(
          new Paragraph({ children: [], border: { bottom: { style: 'single', size: 6 } } }),
        );
        break;
      case 'code':
        this.paragraphs.push(
          new Paragraph({ children: [new TextRun((token as Tokens.Code).text)], ...indent }),
        );
        break;
      case 'html': {
        const text = htmlText((token as Tokens.HTML).raw).trim();
        if (text) this.paragraphs.push(new Paragraph({ children: [new TextRun(text)], ...indent }));
        break;
      }
      default:
        break;
    }
  }

  private list(list: Tokens.List, level: number, quote: number): void {
    const start = list.ordered && typeof list.start === 'number' ? list.start : 1;
    if (list.ordered) this.orderedStarts.add(start);
    const numbering = list.ordered
      ? { reference: orderedReference(start), level: Math.min(level, MAX_LEVEL), instance: ++this.instance }
      : { reference: BULLETS, level: Math.min(level, MAX_LEVEL) };
    for (const item of list.items) {
      let first = true;
      for (const child of item.tokens) {
        if (child.type === 'list') {
          this.list(child as Tokens.List, level + 1, quote);
          continue;
        }
        const tokens =
          child.type === 'text' || child.type === 'paragraph' ? (child as Tokens.Text).tokens : undefined;
        const runs = tokens ? inlineRuns(tokens, { bold: false, italic: false }) : [];
        if (!tokens && 'text' in child && typeof child.text === 'string')
          runs.push({ text: decodeEntities(child.text), bold: false, italic: false });
        this.paragraphs.push(
          new Paragraph({
            children: textRuns(runs),
            ...(first ? { numbering } : { indent: { left: INDENT * (level + 1) } }),
            spacing: { after: 60 },
          }),
        );
        first = false;
      }
    }
  }
}

const BULLETS = 'vinetas';
const orderedReference = (start: number) => `numeracion-${start}`;

function levels(format: 'decimal' | 'bullet', start: number): ILevelsOptions[] {
  const out: ILevelsOptions[] = [];
  for (let level = 0; level <= MAX_LEVEL; level++) {
    out.push({
      level,
      format: format === 'decimal' ? LevelFormat.DECIMAL : LevelFormat.BULLET,
      text: format === 'decimal' ? `%${level + 1}.` : ['•', '◦', '▪'][level % 3],
      start: level === 0 ? start : 1,
      alignment: AlignmentType.LEFT,
      style: {
        paragraph: { indent: { left: INDENT * (level + 1), hanging: convertMillimetersToTwip(6) } },
      },
    });
  }
  return out;
}

/**
 * The `.docx` bytes of a report: `html` (sanitised again here) under A4 pages in Times New Roman 12,
 * with 'Página X de Y' in the footer.
 *
 * @param report - the report's title (the document's title property) and its HTML
 */
export async function reportDocx(report: { title: string; html: string }): Promise<Buffer> {
  const markdown = htmlToMarkdown(sanitizeReportHtml(report.html));
  const writer = new Writer();
  writer.blocks(marked.lexer(markdown));
  const margin = convertMillimetersToTwip(25);
  const doc = new Document({
    title: report.title,
    creator: 'Alegato',
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE }, paragraph: { spacing: { line: 276 } } },
        heading1: {
          run: { font: FONT, size: HEADING_SIZES[0], bold: true },
          paragraph: { spacing: { before: 240, after: 160 } },
        },
        heading2: {
          run: { font: FONT, size: HEADING_SIZES[1], bold: true },
          paragraph: { spacing: { before: 200, after: 120 } },
        },
        heading3: {
          run: { font: FONT, size: HEADING_SIZES[2], bold: true },
          paragraph: { spacing: { before: 160, after: 100 } },
        },
      },
    },
    numbering: {
      config: [
        { reference: BULLETS, levels: levels('bullet', 1) },
        ...[...writer.orderedStarts].map((start) => ({
          reference: orderedReference(start),
          levels: levels('decimal', start),
        })),
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: convertMillimetersToTwip(210), height: convertMillimetersToTwip(297) },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    size: 18,
                    children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: writer.paragraphs.length > 0 ? writer.paragraphs : [new Paragraph('')],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** 'Demanda — Fianza.docx' from the title: path separators and controls out, at most 150 characters. */
export function docxFileName(title: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${base || 'informe'}.docx`;
}

/** `GET /:id/docx`, mounted in the reports router. */
export function docxRoutes(deps: ReportsDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/:id/docx',
    validate('param', z.object({ id: z.uuid().transform((id) => id.toLowerCase()) }), {
      notFound: M.notFound,
    }),
    async (c) => {
      const user = c.get('user');
      const report = await getReport(deps, user.id, c.req.valid('param').id);
      if (!report.generated_html?.trim()) throw new AppError(409, 'conflict', DOCX_MESSAGES.noContent);
      const bytes = await reportDocx({ title: report.title, html: report.generated_html });
      c.get('log').info(
        { user_id: user.id, action: 'report_docx', outcome: 'ok' },
        'report exported as docx',
      );
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': DOCX_MIME,
        'Content-Length': String(bytes.length),
        'Content-Disposition': contentDisposition(docxFileName(report.title)),
        'Cache-Control': 'no-store',
      });
    },
  );
  return router;
}
