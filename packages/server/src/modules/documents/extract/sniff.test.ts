import { describe, expect, it } from 'vitest';
import { acceptableEdgeFiles, hostileFiles, zipBombs } from '../../../../test/hostile-files.js';
import { extractPages } from './extract.js';
import { DocumentRejected, EXTRACT_MESSAGES, sniffDocument } from './index.js';

const messages = new Set<string>(Object.values(EXTRACT_MESSAGES));

/** Sniffs, then extracts what sniffing accepted; returns the rejection (or null when accepted). */
async function rejection(bytes: Buffer): Promise<unknown> {
  try {
    const { kind } = await sniffDocument(bytes);
    await extractPages(bytes, kind);
    return null;
  } catch (err) {
    return err;
  }
}

describe('sniffDocument: hostile files', async () => {
  const files = await hostileFiles();

  it('generates at least 55 hostile files', () => {
    expect(files.length).toBeGreaterThanOrEqual(55);
    console.info(`hostile files: ${files.length}`);
  });

  it.each(files.map((f) => [f.name, f] as const))('rejects %s', async (_name, file) => {
    const err = await rejection(file.bytes);
    expect(err, file.why).toBeInstanceOf(DocumentRejected);
    const rejected = err as DocumentRejected;
    expect([415, 422]).toContain(rejected.status);
    expect(messages.has(rejected.message)).toBe(true);
    if (file.expect) {
      expect(rejected.message).toBe(EXTRACT_MESSAGES[file.expect as keyof typeof EXTRACT_MESSAGES]);
    }
  });

  it('refuses unknown types with the exact message and 415', async () => {
    const html = files.find((f) => f.name === 'html.pdf');
    await expect(sniffDocument(html?.bytes ?? Buffer.alloc(0))).rejects.toMatchObject({
      status: 415,
      message: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
    });
    await expect(sniffDocument(Buffer.alloc(0))).rejects.toMatchObject({
      status: 415,
      message: 'El archivo está vacío.',
    });
  });

  it('refuses the ZIP bombs without inflating them (RSS grows < 200 MB)', async () => {
    const bombs = zipBombs();
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    for (let round = 0; round < 3; round++) {
      for (const bomb of bombs) {
        await expect(sniffDocument(bomb.bytes)).rejects.toBeInstanceOf(DocumentRejected);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    }
    const growth = (peak - before) / 1024 / 1024;
    console.info(`zip bombs: RSS growth ${growth.toFixed(1)} MB`);
    expect(growth).toBeLessThan(200);
  });

  it('leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await Promise.all(files.slice(0, 30).map((f) => rejection(f.bytes)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('sniffDocument: legitimate edge files', () => {
  it.each(acceptableEdgeFiles().map((f) => [f.name, f] as const))('accepts %s', async (_name, file) => {
    const sniffed = await sniffDocument(file.bytes);
    expect(sniffed.kind).toBe(file.kind);
    const pages = await extractPages(file.bytes, sniffed.kind);
    expect(pages.map((p) => p.text).join('\n')).toContain(file.contains);
  });

  it('decodes Windows-1252 (año, curly quotes, euro) and strips a UTF-8 BOM', async () => {
    const [cp1252, quotes, bom] = acceptableEdgeFiles();
    expect((await sniffDocument(cp1252?.bytes ?? Buffer.alloc(0))).text).toContain('año 2024');
    expect((await sniffDocument(quotes?.bytes ?? Buffer.alloc(0))).text).toBe('Dijo “hola” €\n');
    expect((await sniffDocument(bom?.bytes ?? Buffer.alloc(0))).text?.startsWith('Fundamentos')).toBe(true);
  });

  it('reports the page count of a PDF', async () => {
    const tiny = acceptableEdgeFiles().find((f) => f.name === 'tiny.pdf');
    expect(await sniffDocument(tiny?.bytes ?? Buffer.alloc(0))).toEqual({ kind: 'pdf', pages: 1 });
  });
});
