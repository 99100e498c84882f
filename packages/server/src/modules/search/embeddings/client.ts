/**
 * A client of an OpenAI-compatible embeddings server (`POST {baseUrl}/v1/embeddings`, e.g. Ollama
 * with a multilingual model): batches of at most 64 inputs, a time limit per request, two retries
 * on 5xx answers and network errors (1 s × attempt apart), and vectors L2-normalised into
 * `Float32Array`s so a dot product is the cosine (ADR 0021).
 *
 * @module
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddingsConfig } from '../../../config.js';

/** Most inputs in one request. */
export const EMBEDDINGS_BATCH = 64;

/** Thrown when the provider cannot embed a batch (after the retries, when they apply). */
export class EmbeddingsError extends Error {
  /** HTTP status of the last answer, when there was one. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'EmbeddingsError';
    this.status = status;
  }
}

/** Options of one {@link EmbeddingsClient.embed} call. */
export interface EmbedOptions {
  /** Time limit of each request, in milliseconds. @default the client's `timeoutMs` */
  timeoutMs?: number;
  /** Retries after a 5xx answer or a network error. @default the client's `retries` */
  retries?: number;
  /** Stops waiting (and retrying) when aborted. */
  signal?: AbortSignal;
}

/** What {@link createEmbeddingsClient} gives. */
export interface EmbeddingsClient {
  /** The model every vector comes from. */
  readonly model: string;
  /** One L2-normalised vector per input, in the inputs' order. */
  embed(inputs: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
}

/** Options of {@link createEmbeddingsClient}. */
export interface EmbeddingsClientOptions {
  /** Time limit of one request. @default 10000 */
  timeoutMs?: number;
  /** Retries after a 5xx answer or a network error. @default 2 */
  retries?: number;
  /** Wait before retry n is `retryDelayMs × n`. @default 1000 */
  retryDelayMs?: number;
  /** The fetch to use (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** Scales `v` to unit length in place (a zero vector stays zero) and returns it. */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) * (v[i] as number);
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / norm;
  return v;
}

/** A vector as the `chunk_embeddings.vector` bytes: little-endian float32 (a Buffer, which both drivers bind as bytea). */
export function vectorToBytes(v: Float32Array): Buffer {
  const out = Buffer.alloc(v.length * 4);
  for (let i = 0; i < v.length; i++) out.writeFloatLE(v[i] as number, i * 4);
  return out;
}

/** `chunk_embeddings.vector` bytes back into a vector (copied, so alignment never matters). */
export function bytesToVector(bytes: Uint8Array): Float32Array {
  const n = Math.floor(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, n * 4);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

function parseVectors(body: unknown, count: number): Float32Array[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new EmbeddingsError('respuesta sin data[]');
  const out: (Float32Array | undefined)[] = new Array<Float32Array | undefined>(count);
  data.forEach((item: unknown, position) => {
    const { embedding, index } = (item ?? {}) as { embedding?: unknown; index?: unknown };
    const at = typeof index === 'number' && Number.isInteger(index) ? index : position;
    if (!Array.isArray(embedding) || embedding.length === 0 || at < 0 || at >= count) {
      throw new EmbeddingsError('respuesta con un vector no válido');
    }
    const v = new Float32Array(embedding.length);
    for (let i = 0; i < embedding.length; i++) {
      const x: unknown = embedding[i];
      if (typeof x !== 'number' || !Number.isFinite(x)) {
        throw new EmbeddingsError('respuesta con un vector no válido');
      }
      v[i] = x;
    }
    out[at] = normalize(v);
  });
  const dims = out[0]?.length;
  // A plain loop: `some` would skip the holes an answer with missing vectors leaves.
  let complete = true;
  for (let i = 0; i < count; i++) if (out[i]?.length !== dims) complete = false;
  if (!complete) {
    throw new EmbeddingsError('respuesta con vectores que faltan o de tamaños distintos');
  }
  return out as Float32Array[];
}

/** A client of `config.baseUrl`'s `/v1/embeddings`. */
export function createEmbeddingsClient(
  config: EmbeddingsConfig,
  options: EmbeddingsClientOptions = {},
): EmbeddingsClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${config.baseUrl}/v1/embeddings`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const retryDelayMs = options.retryDelayMs ?? 1000;

  async function once(inputs: readonly string[], timeoutMs: number, signal?: AbortSignal) {
    const limit = AbortSignal.timeout(timeoutMs);
    const res = await doFetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.model, input: inputs }),
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new EmbeddingsError(`el servidor de embeddings respondió ${res.status}`, res.status);
    }
    return parseVectors(await res.json(), inputs.length);
  }

  async function batch(inputs: readonly string[], opts: EmbedOptions): Promise<Float32Array[]> {
    const retries = opts.retries ?? options.retries ?? 2;
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? 10_000;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(inputs, timeoutMs, opts.signal);
      } catch (err) {
        // 4xx and malformed answers will not improve by asking again; neither will an abort.
        const transient =
          !opts.signal?.aborted && (err instanceof EmbeddingsError ? (err.status ?? 0) >= 500 : true);
        if (!transient || attempt >= retries) {
          if (err instanceof EmbeddingsError) throw err;
          const reason = err instanceof Error ? err.message : String(err);
          throw new EmbeddingsError(`no se pudo contactar con el servidor de embeddings: ${reason}`);
        }
        await sleep(retryDelayMs * (attempt + 1), undefined, { signal: opts.signal });
      }
    }
  }

  return {
    model: config.model,
    async embed(inputs, opts = {}) {
      const out: Float32Array[] = [];
      for (let i = 0; i < inputs.length; i += EMBEDDINGS_BATCH) {
        out.push(...(await batch(inputs.slice(i, i + EMBEDDINGS_BATCH), opts)));
      }
      return out;
    },
  };
}
