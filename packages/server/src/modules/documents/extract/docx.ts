/**
 * DOCX text per page. A DOCX has no fixed pages, but it records where they break: Word writes
 * `<w:lastRenderedPageBreak/>` wherever its last layout started a new page (the page numbers a lawyer saw
 * on screen and on paper), and authors put explicit breaks (`<w:br w:type="page"/>`, paragraphs with
 * `<w:pageBreakBefore/>`, sections that start on a new page). mammoth reads none of these but explicit
 * breaks, and drops those too, so `word/document.xml` is rewritten before mammoth reads it: every break
 * becomes an explicit page break, which a style mapping turns into `<hr>`, where {@link htmlToText} starts
 * a new page.
 *
 * - When Word's layout marks are there they are used alone: they already include every explicit break
 *   (counting both would add empty pages).
 * - Otherwise the explicit breaks are used. A page break inside a table cell does not split the table.
 * - Without any mark the text is one page, and the page count is Word's own from `docProps/app.xml`
 *   (`<Pages>`), when it says more than one: the document's page count is then the real one, while its
 *   text, with no way to tell where each page ends, stays on page 1 (citations say page 1).
 * - A `pageBreakBefore` set by a paragraph style (in `styles.xml`) is not followed.
 *
 * @module
 */
import type { ExtractedPage, ExtractOptions } from './extract.js';
import { htmlToText } from './html.js';
import { DocumentRejected } from './rejections.js';
import { inspectDocx } from './sniff.js';

/** What {@link extractDocx} finds. */
export interface DocxPages {
  pages: ExtractedPage[];
  /** Word's page count (`docProps/app.xml`) when the document has no break marks; else the pages found. */
  pageCount: number;
}

const PAGE_BREAK = '<w:r><w:br w:type="page"/></w:r>';
/** mammoth drops page breaks unless mapped; `<hr>` is otherwise never in its output. */
const STYLE_MAP = ["br[type='page'] => hr"];

/** Whether an OOXML on/off property element (`<w:x/>`, `<w:x w:val="true"/>`…) is on. */
const isOn = (attrs: string) => !/\bw:val\s*=\s*["'](?:0|false|off)["']/i.test(attrs);

/**
 * Rewrites `word/document.xml` so that every page break is an explicit `<w:br w:type="page"/>` (see the
 * module comment); returns the new XML and how many breaks it holds.
 */
export function markPageBreaks(xml: string): { xml: string; breaks: number } {
  const rendered = xml.match(/<w:lastRenderedPageBreak\s*\/>/g)?.length ?? 0;
  if (rendered > 0) {
    // Explicit breaks already produced a rendered mark where the next page starts: drop them.
    const out = xml
      .replace(/<w:br\b[^>]*\bw:type\s*=\s*["']page["'][^>]*\/>/g, '')
      .replace(/<w:lastRenderedPageBreak\s*\/>/g, '<w:br w:type="page"/>');
    return { xml: out, breaks: rendered };
  }
  let breaks = xml.match(/<w:br\b[^>]*\bw:type\s*=\s*["']page["'][^>]*\/>/g)?.length ?? 0;
  // Section types in document order (the last is the body's own): a section ends its page when the next
  // one starts on a new page (the default type); the break goes at the start of that next paragraph.
  const sectionTypes = [...xml.matchAll(/<w:sectPr\b(?:[^>]*\/>|[\s\S]*?<\/w:sectPr>)/g)].map(
    (m) => /<w:type\b[^>]*\bw:val\s*=\s*["'](\w+)["']/.exec(m[0])?.[1] ?? 'nextPage',
  );
  let sections = 0;
  let pending = false;
  const out = xml.replace(
    /(<w:p\b[^>]*>)(\s*<w:pPr>([\s\S]*?)<\/w:pPr>)?/g,
    (match: string, open: string, pPr: string | undefined, props: string | undefined) => {
      const before = /<w:pageBreakBefore\b([^>]*)\/>/.exec(props ?? '');
      const breakHere = pending || (before !== null && isOn(before[1] ?? ''));
      pending = false;
      if (props?.includes('<w:sectPr')) {
        sections++;
        pending = ['nextPage', 'oddPage', 'evenPage'].includes(sectionTypes[sections] ?? '');
      }
      if (!breakHere) return match;
      breaks++;
      // An empty paragraph (`<w:p/>`) gets a body to hold the break.
      if (open.endsWith('/>')) return `${open.slice(0, -2)}>${PAGE_BREAK}</w:p>`;
      return `${open}${pPr ?? ''}${PAGE_BREAK}`;
    },
  );
  return { xml: out, breaks };
}

/** Word's page count from `docProps/app.xml` (`<Pages>`), or null. */
export function appPageCount(xml: string | undefined): number | null {
  const n = Number(/<(?:\w+:)?Pages>\s*(\d{1,6})\s*</.exec(xml ?? '')?.[1] ?? NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Text per page of a DOCX (see the module comment): checked as by `sniffDocument`, read once, the main
 * part rewritten with page breaks, converted by mammoth (images skipped) and split at them.
 *
 * @throws {DocumentRejected} when the file is not a readable DOCX
 */
export async function extractDocx(bytes: Buffer, opts: ExtractOptions = {}): Promise<DocxPages> {
  const entries = await inspectDocx(bytes, { keep: true });
  opts.signal?.throwIfAborted();
  const main = entries.get('word/document.xml')?.toString('utf8') ?? '';
  const marked = markPageBreaks(main);
  entries.set('word/document.xml', Buffer.from(marked.xml, 'utf8'));
  // mammoth reads the parts through this object (its `file` input) instead of unzipping the file again.
  const file = {
    exists: (name: string) => entries.has(name),
    read: async (name: string, encoding?: string) => {
      const data = entries.get(name);
      if (!data) throw new Error(`missing part ${name}`);
      if (encoding === 'base64') return data.toString('base64');
      return encoding ? data.toString('utf8') : new Uint8Array(data);
    },
  };
  // Loaded on the first DOCX, not with the thread: most threads never read one, and mammoth with its
  // dependencies is about 120 ms of a thread's start (a third of it).
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    html = (
      await mammoth.convertToHtml({ file } as unknown as { buffer: Buffer }, {
        styleMap: STYLE_MAP,
        includeDefaultStyleMap: true,
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      })
    ).value;
  } catch {
    throw DocumentRejected.of('docxInvalid');
  }
  const texts = htmlToText(html);
  const pages: ExtractedPage[] = texts.map((p, i) => ({
    page: i + 1,
    text: p.text,
    method: 'docx',
    confidence: null,
    headings: p.headings,
  }));
  if (pages.length === 0) pages.push({ page: 1, text: '', method: 'docx', confidence: null, headings: [] });
  opts.onProgress?.(1);
  const declared =
    marked.breaks === 0 ? appPageCount(entries.get('docProps/app.xml')?.toString('utf8')) : null;
  return { pages, pageCount: Math.max(pages.length, declared ?? 0) };
}
