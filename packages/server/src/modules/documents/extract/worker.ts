/**
 * The extraction worker (ADR 0015): runs in a `worker_threads` thread of {@link createExtractionPool}, so
 * pdf.js, mammoth, OCR and chunking never run on the server's event loop. One task at a time: `sniff`
 * (type by content, page walk) or `extract` (text per page, OCR for pages without text, chunks). A refusal
 * travels back as its message key; anything else as an error message.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { chunkPages } from './chunk.js';
import { extractPages } from './extract.js';
import { createOcrEngine, type OcrEngine } from './ocr.js';
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
  | { id: number; op: 'extract'; bytes: Uint8Array; kind: DocumentKind; ocr: boolean };

/** A message from the worker. */
export type WorkerReply =
  | { id: 0; type: 'ready' }
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'rejected'; key: ExtractMessageKey }
  | { id: number; type: 'error'; message: string };

let ocr: OcrEngine | undefined;

function keyOf(err: DocumentRejected): ExtractMessageKey {
  const entry = Object.entries(EXTRACT_MESSAGES).find(([, message]) => message === err.message);
  return (entry?.[0] as ExtractMessageKey | undefined) ?? 'extractFailed';
}

async function handle(task: WorkerTask): Promise<unknown> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.op === 'sniff') return sniffDocument(bytes);
  const pages = await extractPages(bytes, task.kind, {
    ocr: task.ocr ? (ocr ??= createOcrEngine()) : undefined,
    onProgress: (fraction) =>
      parentPort?.postMessage({ id: task.id, type: 'progress', fraction } satisfies WorkerReply),
  });
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
