/**
 * The search thread (ADR 0021): owns the legislation index, so analysing ~100,000 article chunks at
 * start and ranking every question run off the event loop that PGlite and every request share.
 * Messages are handled one at a time, so queries are answered between the norms of a rebuild; the
 * index being built replaces the serving one only when it is complete.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import {
  IndexBuilder,
  type IndexQuery,
  type IndexResult,
  type IndexStats,
  type LegislationIndex,
  type NormBatch,
} from './indexer.js';

/** A message to the search thread. */
export type SearchTask =
  | { type: 'begin'; generation: number }
  | { type: 'norms'; generation: number; norms: NormBatch[] }
  | { type: 'end'; generation: number }
  | { type: 'search'; id: number; query: IndexQuery };

/** A message from the search thread. */
export type SearchReply =
  | { type: 'ready' }
  | { type: 'built'; generation: number; stats: IndexStats }
  | { type: 'result'; id: number; result: IndexResult }
  | { type: 'error'; id: number; message: string };

let serving: LegislationIndex | null = null;
let building: { generation: number; builder: IndexBuilder } | null = null;

function post(reply: SearchReply): void {
  parentPort?.postMessage(reply);
}

parentPort?.on('message', (task: SearchTask) => {
  try {
    switch (task.type) {
      case 'begin':
        building = { generation: task.generation, builder: new IndexBuilder() };
        break;
      case 'norms':
        if (building?.generation === task.generation) for (const n of task.norms) building.builder.add(n);
        break;
      case 'end':
        if (building?.generation === task.generation) {
          serving = building.builder.finish();
          building = null;
          post({ type: 'built', generation: task.generation, stats: serving.stats() });
        }
        break;
      case 'search':
        post({
          type: 'result',
          id: task.id,
          result: serving ? serving.search(task.query) : { hits: [], stems: [], onlyStopWords: false },
        });
        break;
    }
  } catch (err) {
    post({
      type: 'error',
      id: task.type === 'search' ? task.id : 0,
      message: err instanceof Error ? err.message : String(err),
    });
  }
});

post({ type: 'ready' });
