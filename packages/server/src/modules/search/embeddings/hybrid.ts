/**
 * Semantic recall for the legislation search (ADR 0021), on only when `EMBEDDINGS_URL` is set: the
 * embeddings client, the background embedder and the vector index together
 * ({@link createSemanticSearch}), and a {@link LegislationSearch} that fuses the lexical ranking
 * with the vectors' ({@link withSemanticRecall}) for `/query/mixed`.
 *
 * A question takes the top 50 of the BM25F index and the 50 nearest articles by cosine, merged by
 * reciprocal rank (k = 60); articles the question cites stay first. When the vectors are not loaded
 * yet, the question cannot be embedded within 2 s, or the vector thread fails, the answer is the
 * lexical one alone (the first failure of an outage is logged, not every question).
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { EmbeddingsConfig } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import type { LegislationSearch } from '../engine.js';
import type { IndexHit, IndexResult } from '../indexer.js';
import { createEmbeddingsClient, type EmbeddingsClient } from './client.js';
import { createEmbedder, type Embedder } from './embedder.js';
import { createVectorIndex, type VectorHit, type VectorIndex } from './index.js';

/** Candidates taken from each ranking before fusing. */
export const HYBRID_CANDIDATES = 50;
/** The reciprocal-rank constant: an item at rank r (from 1) adds 1 / (k + r). */
export const RRF_K = 60;

/** What `/system/capabilities` shows under `embeddings`. */
export interface SemanticSearchInfo {
  model: string;
  /** The vectors are loaded and questions are ranked with them. */
  ready: boolean;
  /** Vectors loaded in the index. */
  vectors: number;
  dims: number;
  memory_bytes: number;
  /** Chunks embedded by this process since it started. */
  embedded: number;
}

/** The embeddings side of the search. */
export interface SemanticSearch {
  readonly model: string;
  /** The vector index serves. */
  readonly ready: boolean;
  /** Starts the embedder and the vector index (both in the background); idempotent. */
  start(): void;
  /** The question's unit vector, or null when the provider fails or takes longer than 2 s. */
  embedQuery(text: string): Promise<Float32Array | null>;
  /** The nearest articles to `vector`; null when the index cannot answer. */
  nearest(vector: Float32Array, k: number, normIds?: readonly string[]): Promise<VectorHit[] | null>;
  readonly embedder: Embedder;
  readonly index: VectorIndex;
  info(): SemanticSearchInfo;
  close(): Promise<void>;
}

/** Options of {@link createSemanticSearch}. */
export interface SemanticSearchOptions {
  db: Kysely<Database>;
  config: EmbeddingsConfig;
  logger?: Logger;
  /** @default createEmbeddingsClient(config) */
  client?: EmbeddingsClient;
  /** How often the vector index looks for new vectors; 0 turns it off. @default 30000 */
  checkIntervalMs?: number;
  /** The embedder's wait between passes. @default 30000 */
  idleMs?: number;
  /** Time limit of embedding a question. @default 2000 */
  queryTimeoutMs?: number;
}

/** Client, embedder and vector index of `options.config`'s model. */
export function createSemanticSearch(options: SemanticSearchOptions): SemanticSearch {
  const { db, config, logger } = options;
  const client = options.client ?? createEmbeddingsClient(config);
  const index = createVectorIndex({
    db,
    model: config.model,
    logger,
    checkIntervalMs: options.checkIntervalMs,
  });
  const embedder = createEmbedder({
    db,
    client,
    logger,
    idleMs: options.idleMs,
    onEmbedded: () => {
      index
        .refresh()
        .catch((err: unknown) => logger?.error({ err }, 'vector index rebuild after embedding failed'));
    },
  });
  const queryTimeoutMs = options.queryTimeoutMs ?? 2000;
  const cache = new Map<string, Float32Array>();
  let failing = false;

  return {
    model: config.model,
    get ready() {
      return index.ready;
    },
    start() {
      index.start();
      embedder.start();
    },
    async embedQuery(text) {
      const key = text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
      const known = cache.get(key);
      if (known) return known;
      try {
        const [vector] = await client.embed([text], { timeoutMs: queryTimeoutMs, retries: 0 });
        if (!vector) return null;
        if (failing) logger?.info({ model: config.model }, 'embeddings server answers again');
        failing = false;
        cache.set(key, vector);
        if (cache.size > 500) cache.delete(cache.keys().next().value as string);
        return vector;
      } catch (err) {
        if (!failing)
          logger?.warn({ err, model: config.model }, 'cannot embed the question; lexical ranking only');
        failing = true;
        return null;
      }
    },
    nearest: (vector, k, normIds) => index.search(vector, k, normIds),
    embedder,
    index,
    info() {
      const i = index.info();
      return {
        model: config.model,
        ready: i.ready,
        vectors: i.vectors,
        dims: i.dims,
        memory_bytes: i.memory_bytes,
        embedded: embedder.progress().embedded,
      };
    },
    async close() {
      await embedder.close();
      await index.close();
    },
  };
}

/**
 * Reciprocal-rank fusion: each list adds 1 / (k + rank) to its items (rank from 1), items are the
 * same when `key` says so (the first occurrence is kept), best total first, ties in first-seen order.
 */
export function fuseReciprocalRank<T>(
  lists: readonly (readonly T[])[],
  key: (item: T) => string,
  k = RRF_K,
): { item: T; score: number }[] {
  const byKey = new Map<string, { item: T; score: number; order: number }>();
  for (const list of lists) {
    list.forEach((item, rank) => {
      const id = key(item);
      const entry = byKey.get(id);
      if (entry) entry.score += 1 / (k + rank + 1);
      else byKey.set(id, { item, score: 1 / (k + rank + 1), order: byKey.size });
    });
  }
  return [...byKey.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ item, score }) => ({ item, score }));
}

const articleKey = (h: { documentId: string; page: number }) => `${h.documentId}|${h.page}`;

/**
 * `lexical` with semantic recall: the same engine for everything but `search`, which fuses the
 * lexical and vector rankings while `semantic` is ready. `info().built_at` is the later of the
 * lexical build and the vectors' load, so cached answers end when either changes.
 */
export function withSemanticRecall(lexical: LegislationSearch, semantic: SemanticSearch): LegislationSearch {
  async function search(query: Parameters<LegislationSearch['search']>[0]): Promise<IndexResult | null> {
    if (!semantic.ready) return lexical.search(query);
    const [lex, vector] = await Promise.all([
      lexical.search({ ...query, limit: Math.max(query.limit, HYBRID_CANDIDATES) }),
      semantic.embedQuery(query.query),
    ]);
    if (!lex) return null;
    const lexicalOnly = { ...lex, hits: lex.hits.slice(0, query.limit) };
    // Nothing to rank by (only stop words, or a norm cited alone): the lexical answer stands.
    if (!vector || lex.stems.length === 0) return lexicalOnly;
    const near = await semantic.nearest(vector, HYBRID_CANDIDATES, query.normIds);
    if (!near || near.length === 0) return lexicalOnly;
    const cited = lex.hits.filter((h) => h.cited);
    const citedKeys = new Set(cited.map(articleKey));
    const fused = fuseReciprocalRank<IndexHit>(
      [lex.hits.filter((h) => !h.cited), near.map((h) => ({ ...h, cited: false }))],
      articleKey,
    ).filter((f) => !citedKeys.has(articleKey(f.item)));
    const best = fused[0]?.score ?? 1;
    const hits: IndexHit[] = [
      ...cited.map((h) => ({ ...h, score: best })),
      ...fused.map((f) => ({ ...f.item, score: Math.round(f.score * 1e6) / 1e6 })),
    ].slice(0, query.limit);
    return { ...lex, hits };
  }

  return {
    start: () => lexical.start(),
    get ready() {
      return lexical.ready;
    },
    whenReady: () => lexical.whenReady(),
    search,
    refresh: (options) => lexical.refresh(options),
    info() {
      const info = lexical.info();
      const loaded = semantic.index.info().loaded_at;
      return {
        ...info,
        built_at: loaded && (!info.built_at || loaded > info.built_at) ? loaded : info.built_at,
      };
    },
    close: () => lexical.close(),
  };
}
