/**
 * Text per page: the PDF text layer (OCR for pages without one), DOCX through mammoth's HTML with
 * headings and tables kept as text, TXT split on form feeds.
 *
 * @module
 */
import mammoth from 'mammoth';
import { htmlToText } from './html.js';
import { renderPdfPage, type OcrEngine } from './ocr.js';
import { openPdf, type PdfDocument } from './pdf.js';
import { DocumentRejected, LIMITS, type DocumentKind } from './rejections.js';
import { decodeText, inspectDocx } from './sniff.js';

/** The text of one page. */
export interface ExtractedPage {
  /** 1-based page number (DOCX and single-page TXT: 1). */
  page: number;
  /** The page's text: lines separated by `\n`, paragraphs by a blank line. */
  text: string;
  /** How the text was obtained. */
  method: 'text' | 'ocr' | 'docx' | 'txt';
  /** OCR confidence 0..1; null when not OCR. */
  confidence: number | null;
  /** Lines of `text` known to be headings (DOCX `h1`–`h6`), for the chunker. */
  headings?: string[];
}

/** Options of {@link extractPages}. */
export interface ExtractOptions {
  /** Reads PDF pages without a text layer; without it those pages stay empty. */
  ocr?: OcrEngine;
  /** Called after each page with the share done (0..1]. */
  onProgress?: (fraction: number) => void;
  /** Stops between pages (rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Pages whose text layer has fewer non-space characters than this go to OCR. */
export const OCR_MIN_CHARS = 20;

/**
 * Extracts the text of a document per page.
 *
 * @param bytes the file
 * @param kind its type as decided by `sniffDocument`
 * @throws {DocumentRejected} when the content cannot be read (checked again here: the stored bytes may
 *   come from an older upload)
 */
export async function extractPages(
  bytes: Buffer,
  kind: DocumentKind,
  opts: ExtractOptions = {},
): Promise<ExtractedPage[]> {
  opts.signal?.throwIfAborted();
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes, opts);
    case 'docx':
      return extractDocx(bytes, opts);
    case 'txt':
      return extractTxt(bytes, opts);
    default:
      throw DocumentRejected.of('unsupported');
  }
}

async function extractPdf(bytes: Buffer, opts: ExtractOptions): Promise<ExtractedPage[]> {
  const pdf = await openPdf(bytes);
  try {
    const out: ExtractedPage[] = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      opts.signal?.throwIfAborted();
      const page = await extractPdfPage(pdf, n, opts.ocr);
      chars += page.text.length;
      if (chars > LIMITS.maxTextChars) throw DocumentRejected.of('tooComplex');
      out.push(page);
      opts.onProgress?.(n / pdf.numPages);
    }
    return out;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function extractPdfPage(
  pdf: PdfDocument,
  n: number,
  ocr: OcrEngine | undefined,
): Promise<ExtractedPage> {
  let text = '';
  let tooComplex = false;
  try {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    if (content.items.length > LIMITS.maxTextItemsPerPage) tooComplex = true;
    else text = joinTextItems(content.items as TextItemLike[]);
    page.cleanup();
  } catch {
    throw DocumentRejected.of('pdfInvalid');
  }
  if (tooComplex) throw DocumentRejected.of('tooComplex');
  if (ocr && text.replace(/\s+/g, '').length < OCR_MIN_CHARS) {
    const image = await renderPdfPage(pdf, n);
    const read = await ocr.recognize(image);
    return { page: n, text: normaliseOcr(read.text), method: 'ocr', confidence: read.confidence };
  }
  return { page: n, text, method: 'text', confidence: null };
}

/** Tesseract separates paragraphs with blank lines already; trims trailing spaces. */
function normaliseOcr(text: string): string {
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The parts of a pdf.js text item used here (marked-content items have no `str`). */
export interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
  hasEOL?: boolean;
}

/**
 * Joins pdf.js text items into lines and paragraphs. A new line starts after `hasEOL` or when the
 * baseline moves by more than half the font size; a space is inserted between items of one line
 * separated horizontally by more than 15 % of the font size, so words are neither glued nor split. A
 * blank line (a new paragraph) marks a step down of more than 1.3 times the page's usual line step, or
 * any step up (a new column or block).
 */
export function joinTextItems(items: readonly TextItemLike[]): string {
  const lines: { text: string; y: number; size: number }[] = [];
  let line: { text: string; y: number; size: number } | undefined;
  let lastEnd = 0;
  let pendingEol = false;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    if (item.str.length === 0) {
      if (item.hasEOL) pendingEol = true;
      continue;
    }
    const t = item.transform ?? [1, 0, 0, 1, 0, 0];
    const x = t[4] ?? 0;
    const y = t[5] ?? 0;
    const size = Math.abs(item.height ?? 0) || Math.hypot(t[2] ?? 0, t[3] ?? 0) || line?.size || 10;
    if (!line || pendingEol || Math.abs(line.y - y) > Math.max(size, line.size) * 0.5) {
      line = { text: item.str, y, size };
      lines.push(line);
    } else {
      const gap = x - lastEnd;
      if (gap > Math.min(size, line.size) * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(item.str)) {
        line.text += ' ';
      }
      line.text += item.str;
      line.size = Math.max(line.size, size);
    }
    lastEnd = x + (item.width ?? 0);
    pendingEol = item.hasEOL === true;
  }
  const steps = lines
    .slice(1)
    .map((l, i) => (lines[i]?.y ?? 0) - l.y)
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  const usual = steps[Math.floor(steps.length / 2)] ?? 0;
  let out = '';
  lines.forEach((l, i) => {
    const text = l.text.replace(/\s+$/, '');
    if (i > 0) {
      const dy = (lines[i - 1]?.y ?? 0) - l.y;
      out += dy < 0 || (usual > 0 && dy > usual * 1.3) ? '\n\n' : '\n';
    }
    out += text;
  });
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function extractDocx(bytes: Buffer, opts: ExtractOptions): Promise<ExtractedPage[]> {
  await inspectDocx(bytes);
  opts.signal?.throwIfAborted();
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch {
    throw DocumentRejected.of('docxInvalid');
  }
  const pages = htmlToText(html).map((p, i) => ({
    page: i + 1,
    text: p.text,
    method: 'docx' as const,
    confidence: null,
    headings: p.headings,
  }));
  opts.onProgress?.(1);
  return pages.length > 0 ? pages : [{ page: 1, text: '', method: 'docx', confidence: null, headings: [] }];
}

async function extractTxt(bytes: Buffer, opts: ExtractOptions): Promise<ExtractedPage[]> {
  const text = decodeText(bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const parts = text.includes('\f') ? text.split('\f') : [text];
  // A trailing form feed ends the last page rather than starting an empty one.
  if (parts.length > 1 && parts.at(-1)?.trim() === '') parts.pop();
  const pages: ExtractedPage[] = parts.map((t, i) => ({
    page: i + 1,
    text: t.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''),
    method: 'txt',
    confidence: null,
  }));
  opts.onProgress?.(1);
  return pages;
}
