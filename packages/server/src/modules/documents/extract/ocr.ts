/**
 * OCR for PDF pages without a text layer: pages are rendered to PNG with pdf.js on `@napi-rs/canvas`
 * and read by a tesseract.js worker with the Spanish model from `@tesseract.js-data/spa`. Everything is
 * local: the core wasm comes from `tesseract.js-core` and the model from `node_modules`; nothing is
 * fetched or cached on disk.
 *
 * @module
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { renderPageAsImage } from 'unpdf';
import type { PdfDocument } from './pdf.js';

/** Reads text from page images. */
export interface OcrEngine {
  /** Reads a PNG image; `confidence` is 0..1. */
  recognize(image: Buffer): Promise<{ text: string; confidence: number }>;
  /** Stops the worker (a later `recognize` starts a new one). */
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The folder holding `spa.traineddata.gz` (the LSTM "best_int" model). */
export function spanishModelDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

/**
 * A tesseract.js engine for Spanish, created on first use (loading the model takes a second or two)
 * and kept until {@link OcrEngine.terminate}. Fully offline: `langPath` is the local model folder,
 * `cacheMethod: 'none'` writes nothing, and in Node the core wasm is required from `tesseract.js-core`.
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  const start = async (): Promise<Worker> => {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const w = await createWorker('spa', OEM.LSTM_ONLY, {
      langPath: spanishModelDir(),
      gzip: true,
      cacheMethod: 'none',
      workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
      corePath: dirname(require.resolve('tesseract.js-core/package.json')),
      errorHandler: () => undefined,
    });
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
    return w;
  };
  return {
    async recognize(image) {
      worker ??= start();
      let w: Worker;
      try {
        w = await worker;
      } catch (err) {
        worker = undefined;
        throw err;
      }
      const { data } = await w.recognize(image);
      return { text: data.text.trim(), confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
    },
    async terminate() {
      const w = worker;
      worker = undefined;
      if (w) await (await w).terminate();
    },
  };
}

/** pdf.js 5 calls `ArrayBuffer.prototype.transferToFixedLength` (Node 21+) when rendering fonts. */
function polyfillTransfer(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (n?: number) => ArrayBuffer;
  };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const n = length ?? this.byteLength;
      const out = new ArrayBuffer(n);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
      return out;
    },
  });
}

/** Longest side of a rendered page, in pixels (about 300 dpi for A4). */
const MAX_SIDE = 3500;
/** Preferred rendering resolution for OCR. */
const OCR_DPI = 300;

/**
 * Renders one PDF page to a PNG for OCR, at about 300 dpi and at most {@link MAX_SIDE} pixels on the
 * longer side.
 *
 * @param pdf an open document
 * @param pageNumber 1-based
 */
export async function renderPdfPage(pdf: PdfDocument, pageNumber: number): Promise<Buffer> {
  polyfillTransfer();
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.max(0.1, Math.min(OCR_DPI / 72, MAX_SIDE / Math.max(width, height, 1)));
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  return Buffer.from(png);
}
