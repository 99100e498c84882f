/**
 * The vector thread (ADR 0021): holds the legislation's embedding vectors ({@link ./store.ts}) and
 * ranks a question's vector against them by brute force, off the event loop that PGlite and every
 * request share. A rebuild fills a new store that replaces the serving one only when complete; rows
 * sent with the serving store's generation are appended to it (the embedder's new vectors).
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { VectorStore, type VectorHit, type VectorRows } from './store.js';

/** A message to the vector thread. */
export type VectorTask =
  | { type: 'begin'; generation: number }
  | { type: 'rows'; generation: number; rows: VectorRows }
  | { type: 'end'; generation: number }
  | { type: 'search'; id: number; vector: Float32Array; k: number; normIds?: readonly string[] };

/** A message from the vector thread. */
export type VectorReply =
  | { type: 'loaded'; generation: number; vectors: number; dims: number; memoryBytes: number }
  | { type: 'result'; id: number; hits: VectorHit[] }
  | { type: 'error'; id: number; message: string };

let serving: { generation: number; store: VectorStore } | null = null;
let building: { generation: number; store: VectorStore } | null = null;

function post(reply: VectorReply): void {
  parentPort?.postMessage(reply);
}

parentPort?.on('message', (task: VectorTask) => {
  try {
    switch (task.type) {
      case 'begin':
        building = { generation: task.generation, store: new VectorStore() };
        break;
      case 'rows':
        if (building?.generation === task.generation) building.store.add(task.rows);
        else if (serving?.generation === task.generation) serving.store.add(task.rows);
        break;
      case 'end': {
        if (building?.generation === task.generation) {
          serving = building;
          building = null;
        }
        if (serving?.generation === task.generation) {
          const { store } = serving;
          post({
            type: 'loaded',
            generation: task.generation,
            vectors: store.count,
            dims: store.dims,
            memoryBytes: store.memoryBytes(),
          });
        }
        break;
      }
      case 'search':
        post({
          type: 'result',
          id: task.id,
          hits: serving ? serving.store.search(task.vector, task.k, task.normIds) : [],
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
