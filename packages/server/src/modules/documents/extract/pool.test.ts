import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../../test/hostile-files.js';
import { createExtractionPool } from './pool.js';
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
    const slow = createExtractionPool({ size: 1, taskTimeoutMs: 50 });
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
});
