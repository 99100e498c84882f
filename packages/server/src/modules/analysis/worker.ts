/**
 * The analysis thread (ADR 0024): runs the embedded engine (`analyzeDocument` of legal-nlp) off the
 * event loop — a 20-page document takes some 50–100 ms of pure CPU, which would stall every request
 * PGlite and the server share. One message at a time, each answered by id.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import {
  analyzeDocument,
  type AnalysisDepth,
  type DocumentAnalysis,
  type PageText,
} from '@alegato/legal-nlp';

/** A request to the analysis thread. */
export interface AnalysisTask {
  id: number;
  pages: PageText[];
  depth: AnalysisDepth;
  summaryThreshold?: number;
}

/** An answer of the analysis thread. */
export type AnalysisReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; analysis: DocumentAnalysis }
  | { type: 'error'; id: number; message: string };

function post(reply: AnalysisReply): void {
  parentPort?.postMessage(reply);
}

parentPort?.on('message', (task: AnalysisTask) => {
  try {
    post({
      type: 'result',
      id: task.id,
      analysis: analyzeDocument(task.pages, { depth: task.depth, summaryThreshold: task.summaryThreshold }),
    });
  } catch (err) {
    post({ type: 'error', id: task.id, message: err instanceof Error ? err.message : String(err) });
  }
});

post({ type: 'ready' });
