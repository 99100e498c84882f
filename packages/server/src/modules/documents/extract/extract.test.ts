import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../../test/corpus.js';
import { imagePdf, parsePpm } from '../../../../test/hostile-files.js';
import { createOcrEngine, extractPages, joinTextItems, sniffDocument, type ExtractedPage } from './index.js';

/** NFC, lower case, punctuation removed. */
function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Share of the reference's words (as a multiset) found in ours. */
function wordMatch(reference: string, ours: string): number {
  const have = new Map<string, number>();
  for (const w of words(ours)) have.set(w, (have.get(w) ?? 0) + 1);
  const ref = words(reference);
  let found = 0;
  for (const w of ref) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return ref.length === 0 ? 1 : found / ref.length;
}

const pdftotext = (file: string, ...args: string[]) =>
  execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const pdfs = (folder: string) =>
  readdirSync(corpusPath(folder))
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => [f, corpusPath(folder, f)] as const);

describe('joinTextItems', () => {
  const item = (str: string, x: number, y: number, width: number, hasEOL = false) => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width,
    height: 10,
    hasEOL,
  });
  it.each([
    ['spaces between distant items', [item('Hola', 0, 100, 20), item('mundo', 24, 100, 25)], 'Hola mundo'],
    ['no space inside a split word', [item('Senten', 0, 100, 30), item('cia', 30.5, 100, 15)], 'Sentencia'],
    ['a new line on a lower baseline', [item('uno', 0, 100, 15), item('dos', 0, 88, 15)], 'uno\ndos'],
    [
      'a blank line on a wide gap',
      [item('a', 0, 100, 5), item('b', 0, 88, 5), item('c', 0, 76, 5), item('d', 0, 40, 5)],
      'a\nb\nc\n\nd',
    ],
    ['hasEOL ends a line', [item('uno', 0, 100, 15, true), item('dos', 16, 100, 15)], 'uno\ndos'],
  ])('%s', (_name, items, expected) => {
    expect(joinTextItems(items)).toBe(expected);
  });
});

describeWithCorpus(
  'extractPages: PDF text layers vs pdftotext',
  ['sentencias-pdf', 'tenders-jaen-pdf'],
  () => {
    const files = [...pdfs('sentencias-pdf'), ...pdfs('tenders-jaen-pdf')];

    it.each(files)('%s: ≥ 98 % of pdftotext words, per page on the right page', async (name, file) => {
      const bytes = readFileSync(file);
      const { kind, pages: count } = await sniffDocument(bytes);
      expect(kind).toBe('pdf');
      const progress: number[] = [];
      const pages = await extractPages(bytes, 'pdf', { onProgress: (f) => progress.push(f) });
      expect(pages).toHaveLength(count ?? 0);
      expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
      expect(progress.at(-1)).toBe(1);
      const ours = pages.map((p) => p.text).join('\n');
      const plain = wordMatch(pdftotext(file), ours);
      const layout = wordMatch(pdftotext(file, '-layout'), ours);
      console.info(
        `${name}: ${(plain * 100).toFixed(2)} % of pdftotext words, ${(layout * 100).toFixed(2)} % of -layout`,
      );
      expect(Math.max(plain, layout)).toBeGreaterThanOrEqual(0.98);
      // Page mapping: first, middle and last page against pdftotext -f N -l N.
      for (const n of [...new Set([1, Math.ceil(pages.length / 2), pages.length])]) {
        const reference = pdftotext(file, '-f', String(n), '-l', String(n));
        const page = pages[n - 1] as ExtractedPage;
        // ≥ 85 % per page: the last page of the signed tenders carries a visible signature box (a
        // signature widget's appearance stream) that pdftotext prints and pdf.js's text layer omits.
        expect(wordMatch(reference, page.text), `${name} page ${n}`).toBeGreaterThanOrEqual(0.85);
        if (pages.length > 1) {
          const other = pages[n === 1 ? 1 : 0] as ExtractedPage;
          expect(wordMatch(reference, page.text)).toBeGreaterThan(wordMatch(reference, other.text));
        }
      }
    });

    it('stops between pages when aborted', async () => {
      const [, file] = files[0] ?? ['', ''];
      const controller = new AbortController();
      const run = extractPages(readFileSync(file), 'pdf', {
        signal: controller.signal,
        onProgress: () => controller.abort(new Error('stop')),
      });
      await expect(run).rejects.toThrow('stop');
    });
  },
);

describeWithCorpus('extractPages: OCR of a page without text', ['sentencias-pdf'], () => {
  it('reads an image-only page with tesseract (spa, offline) and recovers ≥ 80 % of its words', async () => {
    const file = corpusPath('sentencias-pdf', 'STS_2384_2025.pdf');
    const ppm = execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { width, height, rgb } = parsePpm(ppm);
    const scanned = imagePdf(rgb, width, height, 150);
    expect((await sniffDocument(scanned)).kind).toBe('pdf');
    const withoutOcr = await extractPages(scanned, 'pdf');
    expect(withoutOcr).toEqual([{ page: 1, text: '', method: 'text', confidence: null }]);
    const ocr = createOcrEngine();
    try {
      const [page] = await extractPages(scanned, 'pdf', { ocr });
      const match = wordMatch(pdftotext(file, '-f', '1', '-l', '1'), page?.text ?? '');
      console.info(
        `OCR: ${(match * 100).toFixed(1)} % of the page's words, confidence ${page?.confidence?.toFixed(2)}`,
      );
      expect(page?.method).toBe('ocr');
      expect(page?.confidence).toBeGreaterThan(0.5);
      expect(page?.confidence).toBeLessThanOrEqual(1);
      expect(match).toBeGreaterThanOrEqual(0.8);
    } finally {
      await ocr.terminate();
    }
  }, 120_000);
});

describeWithCorpus('extractPages: DOCX fixtures (mammoth)', ['docx-fixtures-mammoth'], () => {
  const docx = async (name: string) => {
    const bytes = readFileSync(corpusPath('docx-fixtures-mammoth', name));
    expect((await sniffDocument(bytes)).kind).toBe('docx');
    const pages = await extractPages(bytes, 'docx');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.method).toBe('docx');
    return pages[0] as ExtractedPage;
  };

  it.each([
    ['tables.docx', ['Above', 'Top left | Top right', 'Bottom left | Bottom right', 'Below']],
    ['simple-list.docx', ['- Apple\n- Banana']],
    ['footnotes.docx', ['Ouch', 'A tachyon walks into a bar.', 'Fin.']],
    ['endnotes.docx', ['Ouch', 'A tachyon walks into a bar.']],
    ['text-box.docx', ['Datum plane']],
    ['comments.docx', ['Ouch.']],
    ['embedded-style-map.docx', ['Walking on imported air']],
    // Decided: both are read. ISO strict OOXML (strict-format) and an XML part with a byte-order mark
    // (utf8-bom) are valid Word files that mammoth handles, so they are accepted, not rejected.
    ['strict-format.docx', ['Test']],
    ['utf8-bom.docx', ['This XML has a byte order mark.']],
  ])('%s keeps its text and structure', async (name, expected) => {
    const page = await docx(name);
    for (const s of expected) expect(page.text).toContain(s);
  });

  it('keeps table rows one per line', async () => {
    const page = await docx('tables.docx');
    expect(page.text.split('\n')).toContain('Top left | Top right');
  });

  it('lists headings for the chunker', async () => {
    const page = await docx('embedded-style-map.docx');
    expect(page.headings).toContain('Walking on imported air');
  });
});

describe('extractPages: TXT', () => {
  it('splits on form feeds', async () => {
    const pages = await extractPages(Buffer.from('uno\r\ndos\fcuatro\n'), 'txt');
    expect(pages).toEqual([
      { page: 1, text: 'uno\ndos', method: 'txt', confidence: null },
      { page: 2, text: 'cuatro', method: 'txt', confidence: null },
    ]);
  });

  it('keeps a file without form feeds as one page', async () => {
    const pages = await extractPages(Buffer.from('Artículo 1.\n\nTexto.'), 'txt');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toBe('Artículo 1.\n\nTexto.');
  });
});
