/**
 * Text per page: the PDF text layer (OCR for pages without one), DOCX through mammoth's HTML with
 * headings and tables kept as text, split at the document's page breaks (docx.ts), TXT split on form feeds.
 *
 * @module
 */
import { extractDocx } from './docx.js';
import { renderPdfPage, type OcrEngine } from './ocr.js';
import { needsOcr } from './ocr-need.js';
import { openPdf, type PdfDocument } from './pdf.js';
import { DocumentRejected, LIMITS, type DocumentKind } from './rejections.js';
import { decodeText } from './sniff.js';

/** The text of one page. */
export interface ExtractedPage {
  /** 1-based page number (a DOCX without page breaks and a TXT without form feeds: 1). */
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

export { OCR_MIN_CHARS, needsOcr } from './ocr-need.js';

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
      return (await extractDocx(bytes, opts)).pages;
    case 'txt':
      return extractTxt(bytes, opts);
    default:
      throw DocumentRejected.of('unsupported');
  }
}

async function extractPdf(bytes: Buffer, opts: ExtractOptions): Promise<ExtractedPage[]> {
  return (await extractPdfRange(bytes, 1, Number.MAX_SAFE_INTEGER, opts)).pages;
}

/**
 * The text of pages `from`..`to` of a PDF (clamped to its page count), with the document's page count.
 * The extraction pool splits a long PDF into ranges extracted by several threads at once, each opening
 * the document itself (ADR 0015, "Speed"); {@link LIMITS.maxTextChars} holds per range here and for the
 * whole document in the pool. `onProgress` reports the share of the range done.
 *
 * @throws {DocumentRejected} as {@link extractPages}
 */
export async function extractPdfRange(
  bytes: Buffer,
  from: number,
  to: number,
  opts: ExtractOptions = {},
): Promise<{ pages: ExtractedPage[]; pageCount: number }> {
  const pdf = await openPdf(bytes);
  try {
    const first = Math.max(1, from);
    const last = Math.min(pdf.numPages, to);
    const out: ExtractedPage[] = [];
    let chars = 0;
    for (let n = first; n <= last; n++) {
      opts.signal?.throwIfAborted();
      const page = await extractPdfPage(pdf, n, opts.ocr);
      chars += page.text.length;
      if (chars > LIMITS.maxTextChars) throw DocumentRejected.of('tooComplex');
      out.push(page);
      opts.onProgress?.((n - first + 1) / (last - first + 1));
    }
    return { pages: out, pageCount: pdf.numPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * What `getTextContent` is asked for: no marked-content markers (the joiner skips them anyway).
 * Normalisation stays on: it turns ligatures (`ﬁ`, `ﬂ`) and compatibility forms into the letters that
 * search and citations compare against; switching it off measured no faster on the corpus.
 */
const TEXT_CONTENT = { includeMarkedContent: false, disableNormalization: false } as const;

async function extractPdfPage(
  pdf: PdfDocument,
  n: number,
  ocr: OcrEngine | undefined,
): Promise<ExtractedPage> {
  let text = '';
  let tooComplex = false;
  try {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent(TEXT_CONTENT);
    if (content.items.length > LIMITS.maxTextItemsPerPage) tooComplex = true;
    else text = joinTextItems(content.items as TextItemLike[]);
    page.cleanup();
  } catch {
    throw DocumentRejected.of('pdfInvalid');
  }
  if (tooComplex) throw DocumentRejected.of('tooComplex');
  if (ocr && needsOcr({ method: 'text', text })) {
    const image = await renderPdfPage(pdf, n);
    const read = await ocr.recognize(image);
    return { page: n, text: normaliseOcr(read.text), method: 'ocr', confidence: read.confidence };
  }
  return { page: n, text, method: 'text', confidence: null };
}

/**
 * OCR of the given pages of a PDF (those {@link needsOcr} found after a text pass without OCR): the
 * extraction pool runs the text pass of a long PDF on several threads and this on one, so scans never
 * occupy more than one thread (ADR 0015, "Speed"). `onProgress` reports the share of `numbers` done.
 */
export async function ocrPdfPages(
  bytes: Buffer,
  numbers: readonly number[],
  ocr: OcrEngine,
  opts: Pick<ExtractOptions, 'onProgress' | 'signal'> = {},
): Promise<ExtractedPage[]> {
  const pdf = await openPdf(bytes);
  try {
    const out: ExtractedPage[] = [];
    for (const [i, n] of numbers.entries()) {
      opts.signal?.throwIfAborted();
      const image = await renderPdfPage(pdf, n);
      const read = await ocr.recognize(image);
      out.push({ page: n, text: normaliseOcr(read.text), method: 'ocr', confidence: read.confidence });
      opts.onProgress?.((i + 1) / numbers.length);
    }
    return out;
  } finally {
    await pdf.loadingTask.destroy();
  }
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
