/**
 * The background embedder (ADR 0021): gives every chunk of the public legislation a vector of the
 * configured model in `chunk_embeddings`. It reads the chunks that have none (or one of another
 * model) in batches of 64 in id order, sends them to the provider, writes the vectors, and yields to
 * the event loop between batches, so requests are never held behind it. When nothing is left, or the
 * provider fails, it waits `idleMs` and looks again (a norm imported meanwhile gets its vectors).
 *
 * @module
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema.js';
import { EMBEDDINGS_BATCH, vectorToBytes, type EmbeddingsClient } from './client.js';

/** Characters of a chunk sent to the provider (its heading, context and the start of its text). */
export const EMBED_TEXT_CHARS = 4000;

/** What the provider embeds for a chunk: its heading, the headings above it, then its text. */
export function embeddingText(chunk: {
  heading: string | null;
  context: string | null;
  text: string;
}): string {
  return [chunk.heading, chunk.context, chunk.text]
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .join('\n')
    .slice(0, EMBED_TEXT_CHARS);
}

/** The embedder. */
export interface Embedder {
  /** Starts filling in the background; idempotent. */
  start(): void;
  /**
   * Embeds every public legislation chunk without a vector of the model, now; resolves with how
   * many it wrote. Rejects when the provider fails (the background loop logs and retries instead).
   */
  fill(): Promise<number>;
  /** Chunks embedded since start, and whether a pass is running. */
  progress(): { embedded: number; running: boolean };
  /** Stops after the batch in flight. */
  close(): Promise<void>;
}

/** Options of {@link createEmbedder}. */
export interface EmbedderOptions {
  db: Kysely<Database>;
  client: EmbeddingsClient;
  logger?: Logger;
  /** Wait after a pass that found nothing, or failed, before looking again. @default 30000 */
  idleMs?: number;
  /** Chunks per provider request and per write. @default 64 */
  batchSize?: number;
  /** Called after a background pass that wrote vectors (the vector index reloads). */
  onEmbedded?: (count: number) => void;
}

/** The embedder of `options.client`'s model. */
export function createEmbedder(options: EmbedderOptions): Embedder {
  const { db, client, logger } = options;
  const model = client.model;
  const batchSize = Math.min(EMBEDDINGS_BATCH, Math.max(1, options.batchSize ?? EMBEDDINGS_BATCH));
  const idleMs = options.idleMs ?? 30_000;
  let closed = false;
  let embedded = 0;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const stop = new AbortController();

  async function pass(): Promise<number> {
    let written = 0;
    let after = -1;
    let remaining: number | null = null;
    for (;;) {
      if (closed) return written;
      const rows = await db
        .selectFrom('chunks as c')
        .innerJoin('documents as doc', 'doc.id', 'c.document_id')
        .leftJoin('chunk_embeddings as e', 'e.chunk_id', 'c.id')
        .select(['c.id', 'c.heading', 'c.context', 'c.text'])
        .where('doc.is_public', '=', true)
        .where(sql<boolean>`doc.metadata ? 'norm_id'`)
        .where((eb) => eb.or([eb('e.chunk_id', 'is', null), eb('e.model', '<>', model)]))
        .where('c.id', '>', after)
        .orderBy('c.id')
        .limit(batchSize)
        .execute();
      if (rows.length === 0) return written;
      if (remaining === null) {
        const { rows: n } = await sql<{ n: number }>`
          select count(*)::int as n from chunks c join documents d on d.id = c.document_id
          left join chunk_embeddings e on e.chunk_id = c.id
          where d.is_public and d.metadata ? 'norm_id' and (e.chunk_id is null or e.model <> ${model})`.execute(
          db,
        );
        remaining = n[0]?.n ?? 0;
        logger?.info({ model, chunks: remaining }, 'embedding the public legislation');
      }
      const vectors = await client.embed(rows.map(embeddingText), { signal: stop.signal });
      if (closed) return written;
      const values = rows.map((r, i) => {
        const v = vectors[i] as Float32Array;
        return { chunk_id: Number(r.id), model, dims: v.length, vector: vectorToBytes(v) };
      });
      // A chunk deleted meanwhile (its norm re-imported) is skipped by the join, not an error.
      await sql`
        insert into chunk_embeddings (chunk_id, model, dims, vector)
        select v.chunk_id, v.model, v.dims, v.vector
        from (values ${sql.join(
          values.map((v) => sql`(${v.chunk_id}::bigint, ${v.model}, ${v.dims}::int, ${v.vector}::bytea)`),
        )}) as v(chunk_id, model, dims, vector)
        where exists (select 1 from chunks c where c.id = v.chunk_id)
        on conflict (chunk_id) do update set model = excluded.model, dims = excluded.dims, vector = excluded.vector`.execute(
        db,
      );
      written += rows.length;
      embedded += rows.length;
      after = Number(rows[rows.length - 1]?.id);
      if (written % (batchSize * 16) < batchSize || rows.length < batchSize) {
        logger?.info({ model, embedded: written, of: remaining }, 'embedding progress');
      }
      await yieldToLoop();
    }
  }

  function fill(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  function loop(): void {
    if (closed) return;
    fill()
      .then((n) => {
        if (n > 0) {
          logger?.info({ model, embedded: n }, 'public legislation embedded');
          options.onEmbedded?.(n);
        }
      })
      .catch((err: unknown) => {
        if (!closed) logger?.warn({ err, model }, 'embedding failed; trying again later');
      })
      .finally(() => {
        if (closed) return;
        timer = setTimeout(loop, idleMs);
        timer.unref();
      });
  }

  return {
    start() {
      if (timer || running || closed) return;
      loop();
    },
    fill,
    progress() {
      return { embedded, running: running !== null };
    },
    async close() {
      closed = true;
      stop.abort();
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
