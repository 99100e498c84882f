/**
 * The analysis engine on the server's side: the analysis thread ({@link ./worker.ts}), started on the
 * first analysis and stopped after a minute without work, so an idle server (or a test's app) keeps no
 * thread. A request the thread does not answer within the time limit (the spec's analysis timeout,
 * 120 s, or the plan's) resolves to null; a thread that stops answers its pending requests with null.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { AnalysisDepth, DocumentAnalysis, PageText } from '@alegato/legal-nlp';
import { createPendingReplies } from '../../workers/replies.js';
import { workerSource } from '../../workers/source.js';
import type { AnalysisReply, AnalysisTask } from './worker.js';

/** The spec's analysis timeout (§9). */
export const ANALYSIS_TIMEOUT_MS = 120_000;

/** Runs analyses off the event loop. */
export interface AnalysisEngine {
  /** The analysis, or null when the thread did not answer within `timeoutMs` or failed. */
  analyze(
    pages: readonly PageText[],
    options: { depth: AnalysisDepth; summaryThreshold?: number; timeoutMs?: number },
  ): Promise<DocumentAnalysis | null>;
  /** Stops the thread (pending requests answer null). */
  close(): Promise<void>;
}

/** Options of {@link createAnalysisEngine}. */
export interface AnalysisEngineOptions {
  /** Stop the thread after this long without work. @default 60000 */
  idleMs?: number;
  /** Default time limit of an analysis. @default {@link ANALYSIS_TIMEOUT_MS} */
  timeoutMs?: number;
}

/** The engine; its thread starts with the first analysis. */
export function createAnalysisEngine(options: AnalysisEngineOptions = {}): AnalysisEngine {
  const idleMs = options.idleMs ?? 60_000;
  const script = workerSource(import.meta.url, 'worker');
  const pending = createPendingReplies<DocumentAnalysis>();
  let worker: Worker | null = null;
  let inFlight = 0;
  let idle: NodeJS.Timeout | null = null;

  function stop(): Promise<number> | undefined {
    const w = worker;
    worker = null;
    pending.settleAll();
    return w?.terminate();
  }

  function spawn(): Worker {
    const w = new Worker(script.source, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: false,
      stderr: false,
    });
    w.unref();
    w.on('message', (reply: AnalysisReply) => {
      if (reply.type === 'result') pending.settle(reply.id, reply.analysis);
      else if (reply.type === 'error') pending.settle(reply.id, null);
    });
    w.on('error', () => {
      if (worker === w) void stop();
    });
    w.on('exit', () => {
      if (worker === w) {
        worker = null;
        pending.settleAll();
      }
    });
    return w;
  }

  return {
    async analyze(pages, opts) {
      if (idle) clearTimeout(idle);
      worker ??= spawn();
      inFlight += 1;
      const { id, answer } = pending.ask(opts.timeoutMs ?? options.timeoutMs ?? ANALYSIS_TIMEOUT_MS);
      const task: AnalysisTask = {
        id,
        pages: pages.map((p) => ({ page: p.page, text: p.text })),
        depth: opts.depth,
        ...(opts.summaryThreshold !== undefined ? { summaryThreshold: opts.summaryThreshold } : {}),
      };
      worker.postMessage(task);
      try {
        const result = await answer;
        // A request that timed out leaves the thread busy with it: start a fresh one next time.
        if (result === null) void stop();
        return result;
      } finally {
        inFlight -= 1;
        if (inFlight === 0 && worker) {
          idle = setTimeout(() => void stop(), idleMs);
          idle.unref();
        }
      }
    },
    async close() {
      if (idle) clearTimeout(idle);
      await stop();
    },
  };
}
