import { afterAll, describe, expect, it } from 'vitest';
import { expedientePages, textPdf } from '../../../../test/hostile-files.js';
import { createExtractionPool, MIN_RANGE_PAGES } from './pool.js';
import { DocumentRejected } from './rejections.js';

describe('extraction pool (worker threads)', () => {
  const pool = createExtractionPool({ size: 1, taskTimeoutMs: 20_000 });
  afterAll(() => pool.close());

  it('sniffs and extracts in a thread', async () => {
    const pdf = textPdf(['Primera página del contrato', 'Segunda página: cláusula de arras']);
    const sniffed = await pool.sniff(pdf);
    expect(sniffed.kind).toBe('pdf');
    const { pages, chunks } = await pool.extract(pdf, 'pdf');
    expect(pages.map((p) => p.text)).toEqual([
      'Primera página del contrato',
      'Segunda página: cláusula de arras',
    ]);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks[0]?.pageFrom).toBe(1);
  });

  it('refuses what the content check refuses, with the Spanish message', async () => {
    const err = await pool.sniff(Buffer.from('%PDF-1.4 roto')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentRejected);
    expect((err as DocumentRejected).message).toMatch(/PDF/);
  });

  it('terminates a task that runs past its time limit and refuses the document as too complex', async () => {
    // pdf.js's thread (pdftotext reads this file well within 50 ms; its own limit: poppler.test.ts).
    const slow = createExtractionPool({ size: 1, taskTimeoutMs: 50, pdftotext: false });
    try {
      const pdf = textPdf(['x'.repeat(60)], 1500);
      const err = await slow.extract(pdf, 'pdf').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DocumentRejected);
      expect((err as DocumentRejected).code).toBe('document_too_complex');
      // The slot got a fresh thread: the next task works.
      const ok = await slow.sniff(Buffer.from('Texto plano del escrito.'));
      expect(ok.kind).toBe('txt');
    } finally {
      await slow.close();
    }
  });

  it('an aborted task stops at once', async () => {
    const controller = new AbortController();
    const pdf = textPdf(['y'.repeat(60)], 1500);
    const started = Date.now();
    const running = pool.extract(pdf, 'pdf', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('documento eliminado')), 30);
    const err = await running;
    expect((err as Error).message).toBe('documento eliminado');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('splits a long PDF into page ranges over several threads, with the same pages, chunks and progress', async () => {
    // pdf.js's split (pdftotext's: poppler.test.ts).
    const split = createExtractionPool({ size: 3, taskTimeoutMs: 20_000, pdftotext: false });
    try {
      const texts = expedientePages(3 * MIN_RANGE_PAGES + 2);
      const pdf = textPdf(texts);
      const progress: number[] = [];
      const whole = await pool.extract(pdf, 'pdf');
      const parts = await split.extract(pdf, 'pdf', { onProgress: (f) => progress.push(f) });
      expect(parts.pages.map((p) => p.page)).toEqual(texts.map((_, i) => i + 1));
      expect(parts.pages.map((p) => p.text)).toEqual(texts);
      expect(parts.pages).toEqual(whole.pages);
      expect(parts.chunks).toEqual(whole.chunks);
      expect(progress.at(-1)).toBeCloseTo(1);
      expect(Math.max(...progress)).toBeLessThanOrEqual(1 + 1e-9);
    } finally {
      await split.close();
    }
  });

  it('a split document past its time limit is refused as too complex', async () => {
    const split = createExtractionPool({ size: 2, taskTimeoutMs: 50, pdftotext: false });
    try {
      const pdf = textPdf(['z'.repeat(60)], 1500);
      const err = await split.extract(pdf, 'pdf').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DocumentRejected);
      expect((err as DocumentRejected).code).toBe('document_too_complex');
    } finally {
      await split.close();
    }
  });

  it('reads the pages of a split PDF without a text layer with OCR, on one thread after the text pass', async () => {
    const split = createExtractionPool({ size: 2, taskTimeoutMs: 60_000, pdftotext: false });
    try {
      const texts = Array.from({ length: 2 * MIN_RANGE_PAGES }, (_, i) =>
        i === 3 || i === 12 ? '' : `Página ${i + 1}: fundamentos jurídicos del recurso de apelación`,
      );
      const progress: number[] = [];
      const { pages } = await split.extract(textPdf(texts), 'pdf', {
        ocr: true,
        onProgress: (f) => progress.push(f),
      });
      expect(pages.filter((p) => p.method === 'ocr').map((p) => p.page)).toEqual([4, 13]);
      expect(pages.filter((p) => p.method === 'text').map((p) => p.text)).toEqual(texts.filter((t) => t));
      expect(progress.at(-1)).toBeCloseTo(1);
    } finally {
      await split.close();
    }
  }, 60_000);
});
