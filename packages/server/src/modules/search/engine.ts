/**
 * The legislation search engine on the server's side (ADR 0021): starts the search thread, feeds it
 * the public norms from the database (the source of truth) in small batches, and asks it questions.
 * Every process builds its own copy at start and rebuilds it when the public collection changes
 * (checked every `checkIntervalMs` by a cheap signature query — count and last update of the public
 * documents — so an import by another process or server reaches every one of them).
 *
 * Until the first build is done `search` answers null and the caller falls back to the database's
 * full-text search.
 *
 * @module
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { createPendingReplies } from '../../workers/replies.js';
import { workerSource } from '../../workers/source.js';
import type { IndexQuery, IndexResult, IndexStats, NormBatch } from './indexer.js';
import { inForce } from './status.js';
import type { SearchReply, SearchTask } from './worker.js';

/** What `/system/capabilities` shows of the engine. */
export interface SearchEngineInfo {
  engine: 'bm25f';
  ready: boolean;
  building: boolean;
  norms: number;
  chunks: number;
  terms: number;
  memory_bytes: number;
  build_ms: number;
  built_at: string | null;
}

/** The engine. */
export interface LegislationSearch {
  /** Builds the index (in the background) and starts watching for changes; idempotent. */
  start(): void;
  /** The index serves (its first build is done). */
  readonly ready: boolean;
  /** Resolves when the first build is done (or at once when it is). */
  whenReady(): Promise<void>;
  /** Ranks the public legislation; null while the index is not ready or the thread failed. */
  search(query: IndexQuery): Promise<IndexResult | null>;
  /** Rebuilds now when the public collection changed since the last build (or always with `force`). */
  refresh(options?: { force?: boolean }): Promise<void>;
  info(): SearchEngineInfo;
  close(): Promise<void>;
}

/** Options of {@link createLegislationSearch}. */
export interface LegislationSearchOptions {
  db: Kysely<Database>;
  logger?: Logger;
  /** How often to look for changes of the public collection; 0 turns it off. @default 30000 */
  checkIntervalMs?: number;
  /** Longest a question waits for the thread before the caller falls back. @default 5000 */
  searchTimeoutMs?: number;
  /** Chunks per message to the thread while building. @default 1500 */
  batchChunks?: number;
}

type Signature = string;

async function signature(db: Kysely<Database>): Promise<Signature> {
  const { rows } = await sql<{ n: number; u: string | null }>`
    select count(*)::int as n, max(updated_at)::text as u
    from documents where is_public and metadata ? 'norm_id'`.execute(db);
  return `${rows[0]?.n ?? 0}|${rows[0]?.u ?? ''}`;
}

/** The engine; {@link LegislationSearch.start} builds the index once the database is migrated. */
export function createLegislationSearch(options: LegislationSearchOptions): LegislationSearch {
  const { db, logger } = options;
  const timeoutMs = options.searchTimeoutMs ?? 5000;
  const batchChunks = Math.max(100, options.batchChunks ?? 1500);
  const script = workerSource(import.meta.url, 'worker');
  let worker: Worker | null = null;
  let closed = false;
  let ready = false;
  let stats: IndexStats | null = null;
  let builtAt: Date | null = null;
  let builtSignature: Signature | null = null;
  let generation = 0;
  let building: Promise<void> | null = null;
  const pending = createPendingReplies<IndexResult>();
  const built = new Map<number, () => void>();
  let readyWaiters: (() => void)[] = [];

  function settleAll(): void {
    pending.settleAll();
    for (const [, done] of built) done();
    built.clear();
  }

  function spawn(): Worker {
    const w = new Worker(script.source, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: 1536, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    w.unref();
    w.on('message', (reply: SearchReply) => {
      if (reply.type === 'result') {
        pending.settle(reply.id, reply.result);
      } else if (reply.type === 'built') {
        stats = reply.stats;
        builtAt = new Date();
        ready = true;
        for (const resolve of readyWaiters) resolve();
        readyWaiters = [];
        built.get(reply.generation)?.();
        built.delete(reply.generation);
      } else if (reply.type === 'error') {
        logger?.error({ err: reply.message }, 'search thread error');
        pending.settle(reply.id, null);
      }
    });
    w.on('error', (err) => logger?.error({ err }, 'search thread failed'));
    w.on('exit', (code) => {
      if (worker !== w) return;
      worker = null;
      ready = false;
      builtSignature = null;
      settleAll();
      if (!closed) {
        logger?.warn({ code }, 'search thread stopped; rebuilding the index');
        void refresh({ force: true });
      }
    });
    return w;
  }

  function send(task: SearchTask): void {
    worker ??= spawn();
    worker.postMessage(task);
  }

  async function build(sig: Signature): Promise<void> {
    const gen = ++generation;
    const started = performance.now();
    const docs = await db
      .selectFrom('documents')
      .select(['id', 'filename', 'metadata', sql<string>`metadata->>'norm_id'`.as('norm_id')])
      .where('is_public', '=', true)
      .where(sql<boolean>`metadata ? 'norm_id'`)
      .orderBy('id')
      .execute();
    if (docs.length === 0 && !worker) {
      // No public legislation: nothing to rank, and no thread started for it.
      stats = { norms: 0, chunks: 0, terms: 0, memoryBytes: 0, buildMs: 0 };
      builtAt = new Date();
      builtSignature = sig;
      ready = true;
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
      return;
    }
    send({ type: 'begin', generation: gen });
    let batch: NormBatch[] = [];
    let inBatch = 0;
    const flush = () => {
      if (batch.length > 0) send({ type: 'norms', generation: gen, norms: batch });
      batch = [];
      inBatch = 0;
    };
    for (const doc of docs) {
      if (closed) return;
      const chunks = await db
        .selectFrom('chunks')
        .select(['id', 'heading', 'text', 'page_from', 'context'])
        .where('document_id', '=', doc.id)
        .orderBy('ordinal')
        .execute();
      const meta = doc.metadata ?? {};
      batch.push({
        documentId: doc.id,
        normId: doc.norm_id,
        title: doc.filename,
        meta: {
          ...(typeof meta.attribution === 'string' ? { attribution: meta.attribution } : {}),
          ...(typeof meta.source_url === 'string' ? { sourceUrl: meta.source_url } : {}),
          inForce: inForce(meta),
        },
        chunks: chunks.map((c) => ({
          id: Number(c.id),
          heading: c.heading,
          text: c.text,
          page: c.page_from,
          context: c.context,
        })),
      });
      inBatch += chunks.length;
      if (inBatch >= batchChunks) {
        flush();
        await yieldToLoop();
      }
    }
    flush();
    const done = new Promise<void>((resolve) => built.set(gen, resolve));
    send({ type: 'end', generation: gen });
    await done;
    builtSignature = sig;
    logger?.info(
      { norms: stats?.norms, chunks: stats?.chunks, ms: Math.round(performance.now() - started) },
      'legislation search index built',
    );
  }

  async function refresh(opts: { force?: boolean } = {}): Promise<void> {
    if (closed) return;
    if (building) {
      await building;
      if (!opts.force) return;
    }
    const run = (async () => {
      const sig = await signature(db);
      if (!opts.force && sig === builtSignature) return;
      await build(sig);
    })();
    building = run.finally(() => {
      building = null;
    });
    await building;
  }

  const interval = options.checkIntervalMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;

  return {
    start() {
      if (timer || closed) return;
      timer = setInterval(
        () => {
          refresh().catch((err: unknown) => logger?.error({ err }, 'search index refresh failed'));
        },
        interval > 0 ? interval : 2 ** 30,
      );
      timer.unref();
      refresh().catch((err: unknown) => logger?.error({ err }, 'search index build failed'));
    },
    get ready() {
      return ready;
    },
    whenReady() {
      return ready ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve));
    },
    search(query) {
      if (!ready || closed) return Promise.resolve(null);
      if (!worker || stats?.chunks === 0)
        return Promise.resolve({ hits: [], stems: [], onlyStopWords: false });
      const { id, answer } = pending.ask(timeoutMs);
      send({ type: 'search', id, query });
      return answer;
    },
    refresh,
    info() {
      return {
        engine: 'bm25f',
        ready,
        building: building !== null,
        norms: stats?.norms ?? 0,
        chunks: stats?.chunks ?? 0,
        terms: stats?.terms ?? 0,
        memory_bytes: stats?.memoryBytes ?? 0,
        build_ms: stats?.buildMs ?? 0,
        built_at: builtAt?.toISOString() ?? null,
      };
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      settleAll();
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
