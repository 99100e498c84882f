/**
 * A pool of extraction threads (ADR 0015). Type sniffing of uploads and the whole extraction of a document
 * (pdf.js, mammoth, OCR, chunking) run in `worker_threads`, never on the event loop that PGlite and every
 * request share. Each task is bounded: a wall-clock limit and a heap limit per thread; a thread that passes
 * either is terminated and replaced, and the document is refused with the Spanish 'demasiado complejo'
 * message. An aborted task (the document was deleted, the server is stopping) terminates its thread at
 * once. A PDF's text layer is read by poppler's `pdftotext` when it is installed (poppler.ts), otherwise
 * by pdf.js; with either, a long PDF is split into page ranges that several threads extract at once (ADR
 * 0015, "Speed" and "Page ranges for `pdftotext` too").
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerSource } from '../../../workers/source.js';
import type { Chunk } from './chunk.js';
import type { ExtractedPage } from './extract.js';
import { needsOcr } from './ocr-need.js';
import { DocumentRejected, LIMITS, type DocumentKind } from './rejections.js';
import type { SniffResult } from './sniff.js';
import type { WorkerReply, WorkerTask } from './worker.js';

/** Options of {@link createExtractionPool}. */
export interface ExtractionPoolOptions {
  /** Threads. @default max(1, cores − 1) */
  size?: number;
  /** Longest a task may run before its thread is terminated. @default 120000 */
  taskTimeoutMs?: number;
  /** Heap limit of each thread, in MB (and address-space limit of `pdftotext`). @default 768 */
  maxMemoryMb?: number;
  /**
   * The program that reads PDF text layers first (poppler's `pdftotext`, poppler.ts); `false` for pdf.js
   * only. When it is missing, fails or gives too much output, pdf.js reads the document. @default 'pdftotext'
   */
  pdftotext?: string | false;
}

/** What an extraction gives: text per page and the search chunks. */
export interface Extraction {
  pages: ExtractedPage[];
  chunks: Chunk[];
  /** The document's page count when it is not `pages.length` (a DOCX without breaks: Word's own count). */
  pageCount?: number;
}

/** The pool. */
export interface ExtractionPool {
  /** Threads in the pool. */
  readonly size: number;
  /** Decides a file's type by content (see `sniffDocument`); rejects with {@link DocumentRejected}. */
  sniff(bytes: Buffer, signal?: AbortSignal): Promise<SniffResult>;
  /** Extracts text per page (OCR when `ocr`) and cuts chunks; rejects with {@link DocumentRejected}. */
  extract(
    bytes: Buffer,
    kind: DocumentKind,
    options?: { ocr?: boolean; signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<Extraction>;
  /** Terminates every thread; queued and running tasks reject. */
  close(): Promise<void>;
}

/**
 * A PDF is split into page ranges extracted by several threads at once only when each range gets at least
 * this many pages: below it, opening the document once more per thread costs more than it saves.
 */
export const MIN_RANGE_PAGES = 8;

/** Default thread count: all cores but one for the event loop, at least one. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** A task without its id (distributed over the union). */
type TaskInput = WorkerTask extends infer T ? (T extends WorkerTask ? Omit<T, 'id'> : never) : never;

interface Pending {
  task: WorkerTask;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** The `pdftotext` process the thread's task runs, killed with the thread (the thread reports it). */
  child?: number;
  /** The thread has loaded its modules and takes tasks. */
  ready: boolean;
  current?: Pending;
  timer?: NodeJS.Timeout;
  onAbort?: () => void;
}

/** The extraction threads; they start with the first task (each loads pdf.js and mammoth then). */
export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const timeoutMs = options.taskTimeoutMs ?? 120_000;
  const maxMemoryMb = options.maxMemoryMb ?? 768;
  // Becomes false once the program is found missing: pdf.js only from then on.
  let pdftotext = options.pdftotext ?? 'pdftotext';
  const script = workerSource(import.meta.url, 'worker');
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function spawnWorker(): Worker {
    const worker = new Worker(script.source, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    return worker;
  }

  function attach(slot: Slot): void {
    slot.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        dispatch();
        return;
      }
      const pending = slot.current;
      if (!pending || reply.id !== pending.task.id) return;
      if (reply.type === 'spawned') {
        slot.child = reply.pid;
        return;
      }
      if (reply.type === 'progress') {
        pending.onProgress?.(reply.fraction);
        return;
      }
      finish(slot);
      if (reply.type === 'done') pending.resolve(reply.result);
      else if (reply.type === 'rejected') pending.reject(DocumentRejected.of(reply.key));
      else pending.reject(new Error(reply.message));
      dispatch();
    });
    // A thread that dies (out of memory, a crash in native code) takes its task with it: refused as too
    // complex, and the slot gets a fresh thread.
    slot.worker.on('error', () => replace(slot, DocumentRejected.of('tooComplex')));
    slot.worker.on('exit', () => {
      if (slot.current) replace(slot, DocumentRejected.of('tooComplex'));
    });
  }

  function finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.current?.signal && slot.onAbort) slot.current.signal.removeEventListener('abort', slot.onAbort);
    slot.timer = undefined;
    slot.onAbort = undefined;
    slot.current = undefined;
    slot.child = undefined;
  }

  /** Kills the `pdftotext` process of the slot's task, if one runs (terminating a thread does not). */
  function killChild(slot: Slot): void {
    if (slot.child === undefined) return;
    try {
      process.kill(slot.child, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /** Terminates the slot's thread, rejects its task with `reason` and starts a fresh thread. */
  function replace(slot: Slot, reason: unknown): void {
    const pending = slot.current;
    killChild(slot);
    finish(slot);
    const old = slot.worker;
    old.removeAllListeners('message');
    old.removeAllListeners('exit');
    old.removeAllListeners('error');
    old.on('error', () => undefined);
    void old.terminate();
    pending?.reject(reason);
    if (closed) return;
    slot.worker = spawnWorker();
    slot.ready = false;
    attach(slot);
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.current || !slot.ready || closed) continue;
      const pending = queue.shift();
      if (!pending) return;
      if (pending.signal?.aborted) {
        pending.reject(pending.signal.reason);
        continue;
      }
      slot.current = pending;
      slot.timer = setTimeout(() => replace(slot, DocumentRejected.of('tooComplex')), timeoutMs);
      if (pending.signal) {
        slot.onAbort = () => replace(slot, pending.signal?.reason ?? new Error('aborted'));
        pending.signal.addEventListener('abort', slot.onAbort, { once: true });
      }
      slot.worker.postMessage(pending.task);
    }
  }

  function submit(
    task: TaskInput,
    signal?: AbortSignal,
    onProgress?: (fraction: number) => void,
  ): Promise<unknown> {
    if (closed) return Promise.reject(new Error('extraction pool closed'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        task: { ...task, id: nextId++ } as WorkerTask,
        signal,
        onProgress,
        resolve,
        reject,
      };
      queue.push(pending);
      ensureSlots();
      // Aborted while waiting in the queue: leave the queue at once.
      signal?.addEventListener(
        'abort',
        () => {
          const i = queue.indexOf(pending);
          if (i >= 0) {
            queue.splice(i, 1);
            reject(signal.reason);
          }
        },
        { once: true },
      );
      dispatch();
    });
  }

  /** Threads start on the first task, so an app that never extracts anything starts none. */
  function ensureSlots(): void {
    while (slots.length < size) {
      const slot: Slot = { worker: spawnWorker(), ready: false };
      attach(slot);
      slots.push(slot);
    }
  }

  /**
   * Runs `run` once per page range of about equal length (`ranges` of them over `pageCount` pages), each a
   * task of its own so idle threads take them at once, and gives their results in page order. The first
   * range to fail stops the others (their threads are terminated, as for a deletion) and its reason is
   * the rejection; so does an abort of `signal`.
   */
  async function inRanges<T>(
    pageCount: number,
    ranges: number,
    signal: AbortSignal | undefined,
    run: (range: { from: number; to: number }, signal: AbortSignal, index: number) => Promise<T>,
  ): Promise<T[]> {
    const inner = new AbortController();
    const forward = () => inner.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const per = Math.ceil(pageCount / ranges);
    try {
      return await Promise.all(
        Array.from({ length: ranges }, (_, i) => {
          const from = i * per + 1;
          return run({ from, to: Math.min(pageCount, from + per - 1) }, inner.signal, i).catch(
            (err: unknown) => {
              if (!inner.signal.aborted) inner.abort(err);
              throw inner.signal.reason;
            },
          );
        }),
      );
    } finally {
      signal?.removeEventListener('abort', forward);
    }
  }

  /**
   * The pages of several ranges in order, with OCR of the thin ones when `ocr`, held to
   * {@link LIMITS.maxTextChars} in all, then one `chunk` task over them.
   */
  async function joinRanges(
    bytes: Buffer,
    parts: { pages: ExtractedPage[] }[],
    ocr: boolean,
    textShare: number,
    opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<Extraction> {
    const read = await ocrThinPages(
      bytes,
      parts.flatMap((p) => p.pages),
      ocr,
      textShare,
      opts,
    );
    if (read.reduce((n, p) => n + p.text.length, 0) > LIMITS.maxTextChars) {
      throw DocumentRejected.of('tooComplex');
    }
    const chunks = (await submit({ op: 'chunk', pages: read }, opts.signal)) as Chunk[];
    return { pages: read, chunks };
  }

  /**
   * A long PDF in `ranges` page ranges read by pdf.js, each a task reading the text layer only; then,
   * with `ocr`, one task reads the pages without text (scans never occupy more than one thread); then one
   * `chunk` task over the pages in order. Each task keeps the per-task limits.
   */
  async function extractSplit(
    bytes: Buffer,
    pageCount: number,
    ranges: number,
    ocr: boolean,
    opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<Extraction> {
    const done = new Array<number>(ranges).fill(0);
    // With OCR on, the text pass is reported as the first half of the work.
    const textShare = ocr ? 0.5 : 1;
    const parts = await inRanges(
      pageCount,
      ranges,
      opts.signal,
      ({ from, to }, signal, i) =>
        submit({ op: 'range', bytes: new Uint8Array(bytes), from, to, ocr: false }, signal, (fraction) => {
          done[i] = fraction * (to - from + 1);
          opts.onProgress?.((textShare * done.reduce((a, b) => a + b, 0)) / pageCount);
        }) as Promise<{ pages: ExtractedPage[] }>,
    );
    return joinRanges(bytes, parts, ocr, textShare, opts);
  }

  /**
   * How many page ranges a PDF is read in: one per thread when each gets at least
   * {@link MIN_RANGE_PAGES} pages, else 1 (also for a pool of one thread, without opening the document).
   * The page count comes from a `count` task (pdf.js opens the document without walking its pages).
   */
  async function rangesOf(
    bytes: Buffer,
    signal: AbortSignal | undefined,
  ): Promise<{ pageCount: number; ranges: number }> {
    if (size < 2) return { pageCount: 0, ranges: 1 };
    const pageCount = (await submit({ op: 'count', bytes: new Uint8Array(bytes) }, signal)) as number;
    return { pageCount, ranges: Math.min(size, Math.floor(pageCount / MIN_RANGE_PAGES)) };
  }

  /**
   * With `ocr`, the pages whose text layer is too thin read by OCR in one task (scans never occupy more
   * than one thread), reported after the first `textShare` of the progress; `pages` as they are otherwise.
   */
  async function ocrThinPages(
    bytes: Buffer,
    pages: ExtractedPage[],
    ocr: boolean,
    textShare: number,
    opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<ExtractedPage[]> {
    const thin = ocr ? pages.filter(needsOcr).map((p) => p.page) : [];
    if (thin.length === 0) return pages;
    const read = (await submit(
      { op: 'ocr', bytes: new Uint8Array(bytes), pages: thin },
      opts.signal,
      (fraction) => opts.onProgress?.(textShare + (1 - textShare) * fraction),
    )) as ExtractedPage[];
    const byPage = new Map(read.map((p) => [p.page, p]));
    return pages.map((p) => byPage.get(p.page) ?? p);
  }

  /**
   * A PDF's text layer read by `pdftotext` (poppler.ts), spawned by an extraction thread — a spawn blocks
   * its caller until the program starts (a fork of the whole process: over 100 ms measured with a large
   * heap under load), so never the event loop — which turns its output into pages and chunks there. The
   * process is killed with the thread on abort, on close and at the task time limit (refused as too
   * complex then, as a pdf.js task would be). Then OCR of the thin pages as for a split PDF. `undefined`
   * when pdf.js has to read the document instead: the program is missing (remembered), refused the file,
   * crashed, or gave more output or more words on a page than the limits allow.
   */
  async function extractWithPdftotext(
    bin: string,
    bytes: Buffer,
    ocr: boolean,
    { pageCount, ranges }: { pageCount: number; ranges: number },
    opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<Extraction | undefined> {
    type Fallback = { fallback: 'missing' | 'failed' | 'output' | 'words' };
    const task = { op: 'pdftotext' as const, bytes: new Uint8Array(bytes), bin, timeoutMs, maxMemoryMb };
    const textShare = ocr ? 0.5 : 1;
    // A long PDF is read in page ranges by several threads at once, as pdf.js reads one.
    if (ranges > 1) {
      const parts = await inRanges(
        pageCount,
        ranges,
        opts.signal,
        (pages, signal) =>
          submit({ ...task, pages }, signal) as Promise<{ pages: ExtractedPage[] } | Fallback>,
      );
      const fallback = parts.find((p): p is Fallback => 'fallback' in p);
      if (fallback) {
        if (fallback.fallback === 'missing') pdftotext = false;
        return undefined;
      }
      opts.onProgress?.(textShare);
      return joinRanges(bytes, parts as { pages: ExtractedPage[] }[], ocr, textShare, opts);
    }
    const fast = (await submit(task, opts.signal)) as Extraction | Fallback;
    if ('fallback' in fast) {
      if (fast.fallback === 'missing') pdftotext = false;
      return undefined;
    }
    opts.onProgress?.(textShare);
    const pages = await ocrThinPages(bytes, fast.pages, ocr, textShare, opts);
    if (pages === fast.pages) return fast;
    return { pages, chunks: (await submit({ op: 'chunk', pages }, opts.signal)) as Chunk[] };
  }

  return {
    size,
    async sniff(bytes, signal) {
      return (await submit({ op: 'sniff', bytes: new Uint8Array(bytes) }, signal)) as SniffResult;
    },
    async extract(bytes, kind, opts = {}) {
      const ocr = opts.ocr ?? false;
      if (kind === 'pdf') {
        // Counted once for both readers. The count is pdf.js's: for `pdftotext`, a document pdf.js
        // cannot open is read in one task, which judges it as before; for pdf.js, it is refused.
        const counted = rangesOf(bytes, opts.signal);
        if (pdftotext !== false) {
          const split = await counted.catch((err: unknown) => {
            if (opts.signal?.aborted) throw err;
            return { pageCount: 0, ranges: 1 };
          });
          const fast = await extractWithPdftotext(pdftotext, bytes, ocr, split, opts);
          if (fast) return fast;
        }
        const { pageCount, ranges } = await counted;
        if (ranges > 1) return extractSplit(bytes, pageCount, ranges, ocr, opts);
      }
      return (await submit(
        { op: 'extract', bytes: new Uint8Array(bytes), kind, ocr },
        opts.signal,
        opts.onProgress,
      )) as Extraction;
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('extraction pool closed'));
      await Promise.all(
        slots.map(async (slot) => {
          const pending = slot.current;
          killChild(slot);
          finish(slot);
          slot.worker.removeAllListeners();
          slot.worker.on('error', () => undefined);
          await slot.worker.terminate();
          pending?.reject(new Error('extraction pool closed'));
        }),
      );
    },
  };
}
