import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../../test/corpus.js';
import { expedientePages, operatorBombPdf, textPdf } from '../../../../test/hostile-files.js';
import { chunkPages } from './chunk.js';
import { extractPages } from './extract.js';
import { normaliseLikePdfJs, pagesFromBbox, PDFTOTEXT_MAX_WORDS_PER_PAGE, runPdftotext } from './poppler.js';
import { createExtractionPool, MIN_RANGE_PAGES } from './pool.js';
import { DocumentRejected, LIMITS } from './rejections.js';

const page = (words: string) => `<page width="595.0" height="842.0">\n${words}</page>\n`;
const word = (text: string, x: number, top: number, width = 20) =>
  `<word xMin="${x}" yMin="${top}" xMax="${x + width}" yMax="${top + 12}">${text}</word>\n`;
const doc = (...pages: string[]) => `<html><body><doc>\n${pages.join('')}</doc></body></html>`;

describe('pagesFromBbox', () => {
  it('joins words into lines and paragraphs as pdf.js items are, one page per <page>', () => {
    const out = doc(
      page(
        word('Cláusula', 72, 100) +
          word('primera', 96, 100) +
          word('del', 72, 116) +
          word('contrato', 96, 116) +
          word('de', 72, 132) +
          word('arras', 96, 132) +
          word('Segunda', 72, 176),
      ),
      page(''),
      page(word('R&amp;D', 72, 100) + word('&lt;b&gt;', 100, 100)),
    );
    expect(pagesFromBbox(out)).toEqual([
      {
        page: 1,
        text: 'Cláusula primera\ndel contrato\nde arras\n\nSegunda',
        method: 'text',
        confidence: null,
      },
      { page: 2, text: '', method: 'text', confidence: null },
      { page: 3, text: 'R&D <b>', method: 'text', confidence: null },
    ]);
  });

  it('normalises ligatures as pdf.js does, and keeps º, ª and ½ (which NFKC would change)', () => {
    expect(pagesFromBbox(doc(page(word('aﬁliado', 72, 100)))))?.toMatchObject([{ text: 'afiliado' }]);
    expect(normaliseLikePdfJs('nº 3, 1ª, ½, ﬂ, ﬅ')).toBe('nº 3, 1ª, ½, fl, ſt');
  });

  it('leaves a page with more words than the fallback threshold to pdf.js', () => {
    const many = word('a', 72, 100).repeat(PDFTOTEXT_MAX_WORDS_PER_PAGE + 1);
    expect(pagesFromBbox(doc(page(many)))).toBeUndefined();
    expect(pagesFromBbox(doc(page(word('a', 72, 100).repeat(PDFTOTEXT_MAX_WORDS_PER_PAGE))))).toHaveLength(1);
  });

  it("keeps pdf.js's limits: pages, total text, and at least one page", () => {
    const tooMany = doc(...Array.from({ length: LIMITS.maxPdfPages + 1 }, () => page('')));
    expect(() => pagesFromBbox(tooMany)).toThrow(DocumentRejected.of('pdfTooManyPages').message);
    const long = word('x'.repeat(LIMITS.maxTextChars / 4), 72, 100);
    expect(() => pagesFromBbox(doc(page(long), page(long), page(long), page(long), page(long)))).toThrow(
      DocumentRejected.of('tooComplex').message,
    );
    expect(() => pagesFromBbox(doc())).toThrow(DocumentRejected.of('pdfNoPages').message);
  });
});

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

describe('runPdftotext', () => {
  it('says the program is missing rather than failing (pdf.js reads the file then)', async () => {
    const run = await runPdftotext(textPdf(['Hola']), { bin: '/nonexistent/pdftotext', timeoutMs: 5000 });
    expect(run).toMatchObject({ ok: false, reason: 'missing' });
  });

  describe.skipIf(!hasPdftotext)('with poppler installed (node scripts/ensure.mjs --system)', () => {
    it('gives the same pages as pdf.js for a generated PDF', async () => {
      const pdf = textPdf([
        'Primera página del contrato',
        'Segunda página: cláusula de arras\nsegunda línea',
      ]);
      const run = await runPdftotext(pdf, { timeoutMs: 10_000 });
      expect(run.ok).toBe(true);
      const pages = pagesFromBbox(run.ok ? run.output.toString('utf8') : '');
      expect(pages).toEqual(await extractPages(pdf, 'pdf'));
    });

    it('reads a page range, its pages numbered as in the document', async () => {
      const pdf = textPdf(['Uno', 'Dos', 'Tres', 'Cuatro']);
      const run = await runPdftotext(pdf, { timeoutMs: 10_000, pages: { from: 2, to: 3 } });
      expect(run.ok).toBe(true);
      const pages = pagesFromBbox(run.ok ? run.output.toString('utf8') : '', 2);
      expect(pages?.map((p) => [p.page, p.text])).toEqual([
        [2, 'Dos'],
        [3, 'Tres'],
      ]);
    });

    it('reports a file it cannot read as failed, so pdf.js gives its own answer', async () => {
      const run = await runPdftotext(Buffer.from('%PDF-1.4 roto\n%%EOF'), { timeoutMs: 10_000 });
      expect(run).toMatchObject({ ok: false, reason: 'failed' });
    });

    it('kills the process at the time limit and refuses the document as too complex', async () => {
      const err = await runPdftotext(operatorBombPdf(1_000_000), { timeoutMs: 30 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DocumentRejected);
      expect((err as DocumentRejected).code).toBe('document_too_complex');
    });

    it('kills the process when aborted and rejects with the reason', async () => {
      const controller = new AbortController();
      const running = runPdftotext(operatorBombPdf(1_000_000), {
        timeoutMs: 30_000,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(new Error('documento eliminado')), 20);
      const started = Date.now();
      await expect(running).rejects.toThrow('documento eliminado');
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('stops at the output limit and leaves the file to pdf.js', async () => {
      const pdf = textPdf(['Cláusula primera del contrato de arrendamiento.'], 200);
      const run = await runPdftotext(pdf, { timeoutMs: 10_000, maxOutputBytes: 4096 });
      expect(run).toMatchObject({ ok: false, reason: 'output' });
    });
  });
});

describe.skipIf(!hasPdftotext)('extraction pool with pdftotext', () => {
  const fast = createExtractionPool({ size: 1, taskTimeoutMs: 20_000 });
  const pdfjs = createExtractionPool({ size: 1, taskTimeoutMs: 20_000, pdftotext: false });
  const missing = createExtractionPool({
    size: 1,
    taskTimeoutMs: 20_000,
    pdftotext: '/nonexistent/pdftotext',
  });
  afterAll(() => Promise.all([fast.close(), pdfjs.close(), missing.close()]));

  it('gives the same pages and chunks as pdf.js, and falls back to pdf.js without the program', async () => {
    const pdf = textPdf(
      ['PRIMERO.- Objeto del contrato.\nEl arrendador cede el uso.', 'SEGUNDO.- Precio.'],
      20,
    );
    const reference = await pdfjs.extract(pdf, 'pdf');
    expect(await fast.extract(pdf, 'pdf')).toEqual(reference);
    expect(await missing.extract(pdf, 'pdf')).toEqual(reference);
  });

  it('splits a long PDF into page ranges over several threads, one pdftotext each, with the same pages, chunks and progress', async () => {
    // The program through a wrapper that logs its page range: the split is seen, not assumed.
    const dir = mkdtempSync(join(tmpdir(), 'pdftotext-'));
    const log = join(dir, 'ranges.log');
    const bin = join(dir, 'pdftotext');
    writeFileSync(bin, `#!/bin/sh\necho "$7-$9" >> '${log}'\nexec pdftotext "$@"\n`, { mode: 0o755 });
    const split = createExtractionPool({ size: 3, taskTimeoutMs: 20_000, pdftotext: bin });
    try {
      const texts = expedientePages(3 * MIN_RANGE_PAGES + 2);
      const pdf = textPdf(texts);
      const progress: number[] = [];
      const parts = await split.extract(pdf, 'pdf', { onProgress: (f) => progress.push(f) });
      expect(readFileSync(log, 'utf8').trim().split('\n').sort()).toEqual(['1-9', '10-18', '19-26']);
      expect(parts).toEqual(await fast.extract(pdf, 'pdf'));
      expect(parts).toEqual(await pdfjs.extract(pdf, 'pdf'));
      expect(progress.at(-1)).toBeCloseTo(1);
      // A short one stays in one task.
      writeFileSync(log, '');
      expect((await split.extract(textPdf(texts.slice(0, 5)), 'pdf')).pages).toHaveLength(5);
      expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([`1-${LIMITS.maxPdfPages + 1}`]);
    } finally {
      await split.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a document whose pdftotext passes the time limit as too complex, and the pool goes on', async () => {
    // A limit a one-page PDF meets even on a loaded machine (a fresh thread and a spawn), which the
    // 5,000,000-operator bomb passes many times over (pdftotext alone takes seconds on it).
    const slow = createExtractionPool({ size: 1, taskTimeoutMs: 1500 });
    try {
      const err = await slow.extract(operatorBombPdf(5_000_000), 'pdf').catch((e: unknown) => e);
      expect((err as DocumentRejected).code).toBe('document_too_complex');
      expect((await slow.extract(textPdf(['Hola']), 'pdf')).pages).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('reads the pages without a text layer with OCR after pdftotext, with the same progress', async () => {
    const texts = Array.from({ length: 6 }, (_, i) =>
      i === 2 ? '' : `Hoja ${i + 1}: antecedentes de hecho del procedimiento ordinario`,
    );
    const progress: number[] = [];
    const { pages, chunks } = await fast.extract(textPdf(texts), 'pdf', {
      ocr: true,
      onProgress: (f) => progress.push(f),
    });
    expect(pages.filter((p) => p.method === 'ocr').map((p) => p.page)).toEqual([3]);
    expect(pages.filter((p) => p.method === 'text').map((p) => p.text)).toEqual(texts.filter((t) => t));
    expect(chunks.some((c) => c.pageFrom <= 3 && c.pageTo >= 3)).toBe(true);
    expect(progress.at(-1)).toBeCloseTo(1);
    expect(Math.max(...progress)).toBeLessThanOrEqual(1 + 1e-9);
  }, 60_000);

  it('leaves the operator bomb to pdf.js, which refuses it as too complex', async () => {
    const err = await fast.extract(operatorBombPdf(1_000_000), 'pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentRejected);
    expect((err as DocumentRejected).code).toBe('document_too_complex');
  });

  it("answers pdf.js's refusal for a file pdftotext cannot read", async () => {
    const err = await fast.extract(Buffer.from('%PDF-1.4 roto\n%%EOF'), 'pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentRejected);
    expect((err as DocumentRejected).code).toBe('invalid_pdf');
  });
});

describeWithCorpus('pdftotext vs pdf.js on the corpus PDFs', ['sentencias-pdf', 'tenders-jaen-pdf'], () => {
  const files = ['sentencias-pdf', 'tenders-jaen-pdf'].flatMap((folder) =>
    readdirSync(corpusPath(folder))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => corpusPath(folder, f)),
  );

  it.skipIf(!hasPdftotext)(
    "the same page count, text identical on ≥ 90 % of pages (elsewhere ≥ 99 % of pdf.js's words), the same chunks on ≥ 90 %",
    async () => {
      let pages = 0;
      let samePages = 0;
      let chunks = 0;
      let sameChunks = 0;
      for (const file of files) {
        const bytes = readFileSync(file);
        const reference = await extractPages(bytes, 'pdf');
        const run = await runPdftotext(bytes, { timeoutMs: 30_000 });
        expect(run.ok, file).toBe(true);
        const ours = pagesFromBbox(run.ok ? run.output.toString('utf8') : '') ?? [];
        expect(
          ours.map((p) => p.page),
          file,
        ).toEqual(reference.map((p) => p.page));
        reference.forEach((p, i) => {
          pages++;
          const text = ours[i]?.text ?? '';
          if (text === p.text) samePages++;
          // pdftotext also prints the visible signature box of the signed tenders (a signature widget's
          // appearance), which pdf.js's text layer omits: pdf.js's words must all be there, not only those.
          else expect(wordsFound(p.text, text), `${file} page ${p.page}`).toBeGreaterThanOrEqual(0.99);
        });
        const a = chunkPages(reference);
        const b = chunkPages(ours);
        chunks += a.length;
        sameChunks += a.filter((c, i) => JSON.stringify(c) === JSON.stringify(b[i])).length;
      }
      console.info(
        `pdftotext vs pdf.js: ${samePages}/${pages} pages, ${sameChunks}/${chunks} chunks identical`,
      );
      expect(samePages / pages).toBeGreaterThanOrEqual(0.9);
      expect(sameChunks / chunks).toBeGreaterThanOrEqual(0.9);
    },
    60_000,
  );
});

/** Share of the words of `reference` (as a multiset) found in `ours`. */
function wordsFound(reference: string, ours: string): number {
  const have = new Map<string, number>();
  for (const w of ours.split(/\s+/)) have.set(w, (have.get(w) ?? 0) + 1);
  const words = reference.split(/\s+/).filter(Boolean);
  let found = 0;
  for (const w of words) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return words.length === 0 ? 1 : found / words.length;
}
