/**
 * The extraction worker (ADR 0015): runs in a `worker_threads` thread of {@link createExtractionPool}, so
 * pdf.js, mammoth, OCR and chunking never run on the server's event loop. One task at a time: `sniff`
 * (type by content, page walk), `extract` (text per page, OCR for pages without text, chunks), `range`
 * (a page range of a long PDF, which the pool splits across threads), `ocr` (the pages of a split PDF
 * without a text layer), `chunk` (the chunks of a split PDF's pages) or `pdftotext` (pages and chunks read
 * by poppler's `pdftotext`, spawned here). A refusal
 * travels back as its message key; anything else as an error message.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { chunkPages } from './chunk.js';
import { extractDocx } from './docx.js';
import { extractPages, extractPdfRange, ocrPdfPages, type ExtractedPage } from './extract.js';
import { createOcrEngine, type OcrEngine } from './ocr.js';
import { openPdf } from './pdf.js';
import { pagesFromBbox, runPdftotext } from './poppler.js';
import {
  DocumentRejected,
  EXTRACT_MESSAGES,
  type DocumentKind,
  type ExtractMessageKey,
} from './rejections.js';
import { sniffDocument } from './sniff.js';

/** A task sent to the worker. */
export type WorkerTask =
  | { id: number; op: 'sniff'; bytes: Uint8Array }
  | { id: number; op: 'extract'; bytes: Uint8Array; kind: DocumentKind; ocr: boolean }
  /** The page count of a PDF (opened and checked as for extraction). */
  | { id: number; op: 'count'; bytes: Uint8Array }
  /** Pages `from`..`to` of a PDF (a share of a long one); answers `{pages, pageCount}`. */
  | { id: number; op: 'range'; bytes: Uint8Array; from: number; to: number; ocr: boolean }
  /** OCR of these pages of a split PDF, after the text pass of every range. */
  | { id: number; op: 'ocr'; bytes: Uint8Array; pages: number[] }
  /** The chunks of a split PDF's pages, once every range is back. */
  | { id: number; op: 'chunk'; pages: ExtractedPage[] }
  /**
   * A PDF's text layer read by `pdftotext` (poppler.ts), spawned here so the spawn never blocks the event
   * loop; answers `{pages, chunks}`, or `{fallback}` with the reason pdf.js must read the document instead.
   * With `pages` (a share of a long PDF), only those pages and no chunks: `{pages}`.
   */
  | {
      id: number;
      op: 'pdftotext';
      bytes: Uint8Array;
      bin: string;
      timeoutMs: number;
      maxMemoryMb: number;
      pages?: { from: number; to: number };
    };

/** A message from the worker. */
export type WorkerReply =
  | { id: 0; type: 'ready' }
  | { id: number; type: 'progress'; fraction: number }
  /** The `pdftotext` process a task started, for the pool to kill with the thread. */
  | { id: number; type: 'spawned'; pid: number }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'rejected'; key: ExtractMessageKey }
  | { id: number; type: 'error'; message: string };

let ocr: OcrEngine | undefined;

function keyOf(err: DocumentRejected): ExtractMessageKey {
  const entry = Object.entries(EXTRACT_MESSAGES).find(([, message]) => message === err.message);
  return (entry?.[0] as ExtractMessageKey | undefined) ?? 'extractFailed';
}

async function handle(task: WorkerTask): Promise<unknown> {
  if (task.op === 'chunk') return chunkPages(task.pages);
  if (task.op === 'pdftotext') {
    const run = await runPdftotext(task.bytes, {
      bin: task.bin,
      timeoutMs: task.timeoutMs,
      maxMemoryMb: task.maxMemoryMb,
      ...(task.pages ? { pages: task.pages } : {}),
      onSpawn: (pid) => parentPort?.postMessage({ id: task.id, type: 'spawned', pid } satisfies WorkerReply),
    });
    if (!run.ok) return { fallback: run.reason };
    if (!task.pages) {
      const pages = pagesFromBbox(run.output.toString('utf8'));
      return pages ? { pages, chunks: chunkPages(pages) } : { fallback: 'words' };
    }
    // A range must give exactly its pages (the count was pdf.js's); when poppler sees the document
    // otherwise, pdf.js reads all of it.
    const { from, to } = task.pages;
    const output = run.output.toString('utf8');
    if (!output.includes('<page ')) return { fallback: 'failed' };
    const pages = pagesFromBbox(output, from);
    if (!pages) return { fallback: 'words' };
    return pages.length === to - from + 1 ? { pages } : { fallback: 'failed' };
  }
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.op === 'sniff') return sniffDocument(bytes);
  if (task.op === 'count') {
    const pdf = await openPdf(bytes);
    await pdf.loadingTask.destroy();
    return pdf.numPages;
  }
  const onProgress = (fraction: number) =>
    parentPort?.postMessage({ id: task.id, type: 'progress', fraction } satisfies WorkerReply);
  if (task.op === 'ocr') return ocrPdfPages(bytes, task.pages, (ocr ??= createOcrEngine()), { onProgress });
  if (task.op === 'range') {
    return extractPdfRange(bytes, task.from, task.to, {
      ocr: task.ocr ? (ocr ??= createOcrEngine()) : undefined,
      onProgress,
    });
  }
  const options = { ocr: task.ocr ? (ocr ??= createOcrEngine()) : undefined, onProgress };
  if (task.kind === 'docx') {
    const { pages, pageCount } = await extractDocx(bytes, options);
    return { pages, chunks: chunkPages(pages), pageCount };
  }
  const pages = await extractPages(bytes, task.kind, options);
  return { pages, chunks: chunkPages(pages) };
}

parentPort?.on('message', (task: WorkerTask) => {
  handle(task).then(
    (result) => parentPort?.postMessage({ id: task.id, type: 'done', result } satisfies WorkerReply),
    (err: unknown) => {
      const reply: WorkerReply =
        err instanceof DocumentRejected
          ? { id: task.id, type: 'rejected', key: keyOf(err) }
          : { id: task.id, type: 'error', message: err instanceof Error ? err.message : String(err) };
      parentPort?.postMessage(reply);
    },
  );
});

// Loaded: the pool starts timing tasks from here, not from the thread's start-up.
parentPort?.postMessage({ id: 0, type: 'ready' } satisfies WorkerReply);
