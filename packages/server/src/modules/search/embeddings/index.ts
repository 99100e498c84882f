/**
 * The vector index on the server's side (ADR 0021): starts the vector thread ({@link ./worker.ts}),
 * feeds it the public legislation's vectors of the configured model from `chunk_embeddings` (the
 * source of truth) in batches, and asks it for the nearest chunks of a question's vector.
 *
 * Every `checkIntervalMs` a cheap signature — count and largest chunk id of the model's vectors —
 * says whether anything changed. When the change is only new rows past the largest id loaded (the
 * embedder filling the table in id order) they are appended; anything else (a norm re-imported,
 * vectors deleted) rebuilds from scratch.
 *
 * @module
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema.js';
import { createPendingReplies } from '../../../workers/replies.js';
import { workerSource } from '../../../workers/source.js';
import { bytesToVector } from './client.js';
import type { VectorHit, VectorRows } from './store.js';
import type { VectorReply, VectorTask } from './worker.js';

export type { VectorHit } from './store.js';

/** What `/system/capabilities` shows of the vector index. */
export interface VectorIndexInfo {
  ready: boolean;
  vectors: number;
  dims: number;
  memory_bytes: number;
  loaded_at: string | null;
}

/** The vector index. */
export interface VectorIndex {
  /** Loads the vectors (in the background) and starts watching for changes; idempotent. */
  start(): void;
  /** The index holds at least one vector and serves. */
  readonly ready: boolean;
  /** The nearest `k` chunks to `vector` (one per article); null when not ready or the thread failed. */
  search(vector: Float32Array, k: number, normIds?: readonly string[]): Promise<VectorHit[] | null>;
  /** Loads what changed since the last load (or everything with `force`). */
  refresh(options?: { force?: boolean }): Promise<void>;
  info(): VectorIndexInfo;
  close(): Promise<void>;
}

/** Options of {@link createVectorIndex}. */
export interface VectorIndexOptions {
  db: Kysely<Database>;
  /** Only vectors of this model. */
  model: string;
  logger?: Logger;
  /** How often to look for new vectors; 0 turns it off. @default 30000 */
  checkIntervalMs?: number;
  /** Longest a search waits for the thread. @default 2000 */
  searchTimeoutMs?: number;
  /** Rows per read from the database and per message to the thread. @default 2000 */
  batchRows?: number;
}

interface Signature {
  count: number;
  maxId: number;
}

async function signature(db: Kysely<Database>, model: string, above = -1): Promise<Signature> {
  const { rows } = await sql<{ n: number; m: number | null }>`
    select count(*)::int as n, max(chunk_id) as m from chunk_embeddings
    where model = ${model} and chunk_id > ${above}`.execute(db);
  return { count: rows[0]?.n ?? 0, maxId: Number(rows[0]?.m ?? 0) };
}

/** The vector index of `options.model`; {@link VectorIndex.start} loads it. */
export function createVectorIndex(options: VectorIndexOptions): VectorIndex {
  const { db, model, logger } = options;
  const timeoutMs = options.searchTimeoutMs ?? 2000;
  const batchRows = Math.max(50, options.batchRows ?? 2000);
  const script = workerSource(import.meta.url, 'worker');
  let worker: Worker | null = null;
  let closed = false;
  let vectors = 0;
  let dims = 0;
  let memoryBytes = 0;
  let loadedAt: Date | null = null;
  let loaded: Signature | null = null;
  let generation = 0;
  let loading: Promise<void> | null = null;
  const pending = createPendingReplies<VectorHit[]>();
  const waiting = new Map<number, () => void>();

  function settleAll(): void {
    pending.settleAll();
    for (const [, done] of waiting) done();
    waiting.clear();
  }

  function spawn(): Worker {
    const w = new Worker(script.source, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    w.unref();
    w.on('message', (reply: VectorReply) => {
      if (reply.type === 'result') {
        pending.settle(reply.id, reply.hits);
      } else if (reply.type === 'loaded') {
        vectors = reply.vectors;
        dims = reply.dims;
        memoryBytes = reply.memoryBytes;
        loadedAt = new Date();
        waiting.get(reply.generation)?.();
        waiting.delete(reply.generation);
      } else {
        logger?.error({ err: reply.message }, 'vector thread error');
        pending.settle(reply.id, null);
      }
    });
    w.on('error', (err) => logger?.error({ err }, 'vector thread failed'));
    w.on('exit', (code) => {
      if (worker !== w) return;
      worker = null;
      vectors = 0;
      loaded = null;
      settleAll();
      if (!closed) {
        logger?.warn({ code }, 'vector thread stopped; reloading the vectors');
        void refresh({ force: true });
      }
    });
    return w;
  }

  function send(task: VectorTask, transfer?: ArrayBuffer[]): void {
    worker ??= spawn();
    worker.postMessage(task, transfer);
  }

  /** Sends the public legislation's vectors with `chunk_id > after` under generation `gen`. */
  async function stream(gen: number, after: number): Promise<void> {
    let last = after;
    for (;;) {
      if (closed) return;
      const { rows } = await sql<{
        chunk_id: number;
        vector: Uint8Array;
        dims: number;
        document_id: string;
        page_from: number;
        norm_id: string;
      }>`
        select e.chunk_id, e.vector, e.dims, c.document_id, c.page_from, d.metadata->>'norm_id' as norm_id
        from chunk_embeddings e
        join chunks c on c.id = e.chunk_id
        join documents d on d.id = c.document_id
        where e.model = ${model} and e.chunk_id > ${last} and d.is_public and d.metadata ? 'norm_id'
        order by e.chunk_id
        limit ${batchRows}`.execute(db);
      if (rows.length === 0) return;
      last = Number(rows[rows.length - 1]?.chunk_id);
      const width = rows[0]?.dims ?? 0;
      const same = rows.filter((r) => r.dims === width);
      const matrix = new Float32Array(same.length * width);
      same.forEach((r, i) => matrix.set(bytesToVector(r.vector).subarray(0, width), i * width));
      const batch: VectorRows = {
        chunkIds: same.map((r) => Number(r.chunk_id)),
        documentIds: same.map((r) => r.document_id),
        normIds: same.map((r) => r.norm_id),
        pages: same.map((r) => r.page_from),
        vectors: matrix,
        dims: width,
      };
      send({ type: 'rows', generation: gen, rows: batch }, [matrix.buffer]);
      if (rows.length < batchRows) return;
      await yieldToLoop();
    }
  }

  async function load(opts: { force?: boolean }): Promise<void> {
    const sig = await signature(db, model);
    if (!opts.force && loaded && sig.count === loaded.count && sig.maxId === loaded.maxId) return;
    if (sig.count === 0 && !worker) {
      loaded = sig;
      return;
    }
    const started = performance.now();
    // Only new rows past the largest id loaded: append them to the serving vectors.
    let append = false;
    if (!opts.force && loaded && worker && sig.maxId > loaded.maxId) {
      const added = await signature(db, model, loaded.maxId);
      append = loaded.count + added.count === sig.count;
    }
    let gen: number;
    if (append) {
      gen = generation;
    } else {
      gen = ++generation;
      send({ type: 'begin', generation: gen });
    }
    await stream(gen, append && loaded ? loaded.maxId : -1);
    if (closed) return;
    const done = new Promise<void>((resolve) => waiting.set(gen, resolve));
    send({ type: 'end', generation: gen });
    await done;
    loaded = sig;
    logger?.info(
      { model, vectors, dims, append, ms: Math.round(performance.now() - started) },
      'legislation vectors loaded',
    );
  }

  async function refresh(opts: { force?: boolean } = {}): Promise<void> {
    if (closed) return;
    if (loading) {
      await loading;
      if (!opts.force) return;
    }
    loading = load(opts).finally(() => {
      loading = null;
    });
    await loading;
  }

  const interval = options.checkIntervalMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;

  return {
    start() {
      if (timer || closed) return;
      timer = setInterval(
        () => {
          refresh().catch((err: unknown) => logger?.error({ err }, 'vector index refresh failed'));
        },
        interval > 0 ? interval : 2 ** 30,
      );
      timer.unref();
      refresh().catch((err: unknown) => logger?.error({ err }, 'vector index load failed'));
    },
    get ready() {
      return vectors > 0 && worker !== null;
    },
    search(vector, k, normIds) {
      if (closed || vectors === 0 || !worker) return Promise.resolve(null);
      const { id, answer } = pending.ask(timeoutMs);
      send({ type: 'search', id, vector, k, ...(normIds ? { normIds: [...normIds] } : {}) });
      return answer;
    },
    refresh,
    info() {
      return {
        ready: vectors > 0 && worker !== null,
        vectors,
        dims,
        memory_bytes: memoryBytes,
        loaded_at: loadedAt?.toISOString() ?? null,
      };
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      settleAll();
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
