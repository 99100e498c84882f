import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthEnv } from '../../../../test/auth-env.js';
import { createCapturingLogger, describeEachTarget } from '../../../../test/targets.js';
import { createApp } from '../../../app.js';
import { ConfigError, loadConfig } from '../../../config.js';
import { listStoredNorms } from '../../legislation/repo.js';
import { importNorm } from '../../legislation/service.js';
import { bytesToVector, createEmbeddingsClient, EmbeddingsError, normalize } from './client.js';
import { createSemanticSearch, fuseReciprocalRank } from './hybrid.js';
import { VectorStore } from './store.js';

// --- A local fake of an OpenAI-compatible /v1/embeddings server --------------------------------------

const DIMS = 64;
/** The fake's own idea of meaning: these words are embedded as the word they map to. */
const SYNONYMS: Record<string, string> = { chucho: 'perro', can: 'perro' };

/** Words folded (lower case, no accents, no plural -s) and mapped through {@link SYNONYMS}. */
function fakeWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3)
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w))
    .map((w) => SYNONYMS[w] ?? w);
}

/** Bag of words hashed (FNV-1a) into 64 dimensions: texts sharing words are close. */
function fakeVector(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const w of fakeWords(text)) {
    let h = 0x811c9dc5;
    for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 0x01000193) >>> 0;
    v[h % DIMS] = (v[h % DIMS] as number) + 1;
  }
  return v;
}

interface Fake {
  url: string;
  /** Every request body, in order. */
  requests: { model: string; input: string[]; authorization: string | undefined }[];
  /** Answers the next requests with these statuses first (then normally). */
  failNext: number[];
  /** Delay of every answer, in ms. */
  delayMs: number;
  close(): Promise<void>;
}

async function startFake(): Promise<Fake> {
  const fake = { requests: [], failNext: [], delayMs: 0 } as unknown as Fake;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
        model: string;
        input: string | string[];
      };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      fake.requests.push({ model: body.model, input, authorization: req.headers.authorization });
      const status = fake.failNext.shift();
      const answer = () => {
        if (req.url !== '/v1/embeddings' || req.method !== 'POST') {
          res.writeHead(404).end();
        } else if (status !== undefined) {
          res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"fallo"}');
        } else {
          // Listed in reverse order: the client must place each vector by its `index`.
          const data = input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeVector(text),
          }));
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model }));
        }
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A port nothing listens on (a server opened and closed). */
async function deadUrl(): Promise<string> {
  const fake = await startFake();
  await fake.close();
  return fake.url;
}

const norm2 = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

// --- Configuration ---------------------------------------------------------------------------------

describe('EMBEDDINGS_* configuration', () => {
  it('is off unless EMBEDDINGS_URL is set', () => {
    expect(loadConfig({}).embeddings).toBeUndefined();
    expect(loadConfig({ EMBEDDINGS_URL: '', EMBEDDINGS_MODEL: 'x' }).embeddings).toBeUndefined();
  });

  it('reads the base URL (without trailing slash or /v1), the model and the key', () => {
    expect(
      loadConfig({
        EMBEDDINGS_URL: 'http://127.0.0.1:11434/v1/',
        EMBEDDINGS_MODEL: ' bge-m3 ',
        EMBEDDINGS_API_KEY: 'secreto',
      }).embeddings,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434', model: 'bge-m3', apiKey: 'secreto' });
    expect(
      loadConfig({ EMBEDDINGS_URL: 'https://emb.example.com/api', EMBEDDINGS_MODEL: 'm' }).embeddings,
    ).toEqual({
      baseUrl: 'https://emb.example.com/api',
      model: 'm',
      apiKey: undefined,
    });
  });

  it('refuses a URL without a model, and a URL that is not http(s), in Spanish', () => {
    const issues = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.issues;
        throw err;
      }
      return [];
    };
    expect(issues({ EMBEDDINGS_URL: 'http://localhost:11434' })).toEqual([
      'EMBEDDINGS_MODEL: es obligatoria con EMBEDDINGS_URL',
    ]);
    expect(issues({ EMBEDDINGS_URL: 'ftp://x', EMBEDDINGS_MODEL: 'm' })).toEqual([
      'EMBEDDINGS_URL: debe ser una URL http:// o https:// válida',
    ]);
  });
});

// --- Client ----------------------------------------------------------------------------------------

describe('embeddings client', () => {
  let fake: Fake;
  beforeEach(async () => {
    fake = await startFake();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('sends batches of at most 64 with the model and bearer key, and returns unit vectors in order', async () => {
    const client = createEmbeddingsClient({ baseUrl: fake.url, model: 'fake-64', apiKey: 'clave' });
    const inputs = Array.from(
      { length: 150 },
      (_, i) => `texto número ${i} sobre fianza${i % 3 === 0 ? ' perro' : ''}`,
    );
    const vectors = await client.embed(inputs);
    expect(fake.requests.map((r) => r.input.length)).toEqual([64, 64, 22]);
    expect(fake.requests.every((r) => r.model === 'fake-64' && r.authorization === 'Bearer clave')).toBe(
      true,
    );
    expect(vectors).toHaveLength(150);
    for (const [i, v] of vectors.entries()) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(norm2(v)).toBeCloseTo(1, 5);
      expect(Array.from(v)).toEqual(Array.from(normalize(Float32Array.from(fakeVector(inputs[i]!)))));
    }
  });

  it('retries a 5xx twice, 1 s × attempt apart by default', async () => {
    fake.failNext = [503, 502];
    const client = createEmbeddingsClient({ baseUrl: fake.url, model: 'm', apiKey: undefined });
    const started = performance.now();
    const [v] = await client.embed(['fianza']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[0]!.authorization).toBeUndefined();
    expect(norm2(v!)).toBeCloseTo(1, 5);
  });

  it('gives up after the retries, and does not retry a 4xx', async () => {
    const client = createEmbeddingsClient(
      { baseUrl: fake.url, model: 'm', apiKey: undefined },
      { retryDelayMs: 5 },
    );
    fake.failNext = [500, 500, 500];
    const err = await client.embed(['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddingsError);
    expect((err as EmbeddingsError).status).toBe(500);
    expect(fake.requests).toHaveLength(3);
    fake.requests = [];
    fake.failNext = [400];
    await expect(client.embed(['a'])).rejects.toMatchObject({ status: 400 });
    expect(fake.requests).toHaveLength(1);
  });

  it('cuts a slow answer at the time limit, and retries network errors', async () => {
    fake.delayMs = 1000;
    const client = createEmbeddingsClient(
      { baseUrl: fake.url, model: 'm', apiKey: undefined },
      { retryDelayMs: 5 },
    );
    const started = performance.now();
    await expect(client.embed(['a'], { timeoutMs: 150, retries: 0 })).rejects.toBeInstanceOf(EmbeddingsError);
    expect(performance.now() - started).toBeLessThan(900);
    const down = createEmbeddingsClient(
      { baseUrl: await deadUrl(), model: 'm', apiKey: undefined },
      { retryDelayMs: 50 },
    );
    const t = performance.now();
    await expect(down.embed(['a'])).rejects.toThrow(/no se pudo contactar/);
    // Two waits: 50 ms and 100 ms.
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
  });

  it('refuses malformed answers', async () => {
    const bad = (body: unknown) =>
      createEmbeddingsClient(
        { baseUrl: 'http://fake.invalid', model: 'm', apiKey: undefined },
        { fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })) },
      ).embed(['a', 'b']);
    await expect(bad({})).rejects.toThrow(/data/);
    await expect(
      bad({
        data: [
          { index: 0, embedding: [1, 'x'] },
          { index: 1, embedding: [1, 0] },
        ],
      }),
    ).rejects.toThrow();
    await expect(bad({ data: [{ index: 0, embedding: [1, 0] }] })).rejects.toThrow(/faltan/);
    await expect(
      bad({
        data: [
          { index: 0, embedding: [1, 0] },
          { index: 1, embedding: [1, 0, 0] },
        ],
      }),
    ).rejects.toThrow();
  });
});

// --- Vector store and fusion (pure) ----------------------------------------------------------------

describe('vector store', () => {
  const unit = (...xs: number[]) => normalize(Float32Array.from(xs));

  it('ranks by cosine, one hit per article, within the norms asked for', () => {
    const store = new VectorStore();
    const rows = [
      [1, 'd1', 'N1', 1, unit(1, 0, 0)],
      [2, 'd1', 'N1', 1, unit(0.9, 0.1, 0)], // same article (page) as chunk 1
      [3, 'd1', 'N1', 2, unit(0.7, 0.7, 0)],
      [4, 'd2', 'N2', 1, unit(0.8, 0, 0.6)],
      [5, 'd2', 'N2', 2, unit(0, 0, 1)],
    ] as const;
    store.add({
      chunkIds: rows.map((r) => r[0]),
      documentIds: rows.map((r) => r[1]),
      normIds: rows.map((r) => r[2]),
      pages: rows.map((r) => r[3]),
      vectors: Float32Array.from(rows.flatMap((r) => Array.from(r[4]))),
      dims: 3,
    });
    const q = unit(1, 0, 0);
    expect(store.search(q, 3).map((h) => h.chunkId)).toEqual([1, 4, 3]);
    expect(store.search(q, 3)[0]).toEqual({ chunkId: 1, documentId: 'd1', normId: 'N1', page: 1, score: 1 });
    expect(store.search(q, 10, ['N2']).map((h) => h.chunkId)).toEqual([4, 5]);
    expect(store.search(q, 10, ['N9'])).toEqual([]);
    expect(store.search(unit(1, 0), 3)).toEqual([]);
    // Rows of another size are skipped.
    expect(
      store.add({
        chunkIds: [9],
        documentIds: ['d9'],
        normIds: ['N9'],
        pages: [1],
        vectors: unit(1, 0),
        dims: 2,
      }),
    ).toBe(0);
    expect(store.count).toBe(5);
  });

  it('keeps the best of many rows (the heap)', () => {
    const store = new VectorStore();
    const n = 500;
    const vectors = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) vectors.set(unit(Math.cos(i / 100), Math.sin(i / 100)), i * 2);
    store.add({
      chunkIds: Array.from({ length: n }, (_, i) => i),
      documentIds: Array.from({ length: n }, () => 'd'),
      normIds: Array.from({ length: n }, () => 'N'),
      pages: Array.from({ length: n }, (_, i) => i),
      vectors,
      dims: 2,
    });
    expect(store.search(unit(Math.cos(2.5), Math.sin(2.5)), 5).map((h) => h.chunkId)).toEqual([
      250, 249, 251, 248, 252,
    ]);
  });
});

describe('reciprocal-rank fusion', () => {
  it('adds 1/(60 + rank) over the lists, so an item both rank high wins', () => {
    const fused = fuseReciprocalRank(
      [
        ['a', 'b', 'c'],
        ['c', 'd'],
      ],
      (x) => x,
    );
    expect(fused.map((f) => f.item)).toEqual(['c', 'a', 'b', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 61, 10);
    expect(fused[1]!.score).toBeCloseTo(1 / 61, 10);
  });
});

// --- The embedder and hybrid /query/mixed, on the databases ---------------------------------------

const LAU = 'BOE-A-1994-26003';
const ANIMALES = 'BOE-A-2023-7936';

function norm(id: string, title: string, articles: [string, string][]): Uint8Array {
  const body = articles.map(([heading, text]) => `##### ${heading}\n\n${text}\n`).join('\n');
  return new TextEncoder().encode(
    `---\ntitle: "${title}"\nidentifier: "${id}"\nrank: "ley"\nstatus: "in_force"\n---\n\n# ${title}\n\n${body}`,
  );
}

const NORMS: [string, Uint8Array][] = [
  [
    LAU,
    norm(LAU, 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', [
      [
        'Artículo 9. Plazo mínimo',
        'La duración del arrendamiento será libremente pactada por las partes. Si esta fuera inferior a cinco años, el contrato se prorrogará obligatoriamente por plazos anuales.',
      ],
      [
        'Artículo 36. Fianza',
        'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas.',
      ],
    ]),
  ],
  [
    ANIMALES,
    norm(
      ANIMALES,
      'Ley 7/2023, de 28 de marzo, de protección de los derechos y el bienestar de los animales',
      [
        [
          'Artículo 27. Obligaciones específicas',
          'Las personas titulares de perros deberán identificarlos y acreditar la realización de un curso de formación para la tenencia de perros.',
        ],
        [
          'Artículo 28. Prohibiciones',
          'Queda prohibido el sacrificio de animales de compañía salvo por razones de sanidad animal o de seguridad de las personas.',
        ],
      ],
    ),
  ],
];

type Chunk = {
  metadatos: { norm_id?: string; article?: string | null; cited?: boolean };
  relevancia: number;
};
const label = (c: Chunk) => `${c.metadatos.norm_id} ${c.metadatos.article}`;

describeEachTarget('semantic recall through EMBEDDINGS_URL', (target) => {
  const env = useAuthEnv(target);
  let fake: Fake;
  let closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    fake = await startFake();
    closers = [() => fake.close()];
  });
  afterEach(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function importNorms() {
    const { db } = env.base.database;
    const stored = await listStoredNorms(db);
    for (const [id, bytes] of NORMS) await importNorm(db, bytes, id, stored);
    await env.legislationSearch.refresh({ force: true });
  }

  function semantic(baseUrl = fake.url) {
    const { logger, capture } = createCapturingLogger();
    const s = createSemanticSearch({
      db: env.base.database.db,
      config: { baseUrl, model: 'fake-64', apiKey: undefined },
      logger,
      checkIntervalMs: 0,
      idleMs: 60_000,
      client: createEmbeddingsClient({ baseUrl, model: 'fake-64', apiKey: undefined }, { retryDelayMs: 5 }),
    });
    closers.push(() => s.close());
    return { semantic: s, logs: capture };
  }

  /** The app with semantic recall (the environment's own app has none), on the same database. */
  function hybridApp(s: ReturnType<typeof semantic>['semantic']) {
    const { logger } = createCapturingLogger();
    const app = createApp({
      config: env.base.config,
      db: env.base.database.db,
      logger,
      background: env.background,
      legislationSearch: env.legislationSearch,
      semanticSearch: s,
    });
    return async (path: string, token: string, body?: unknown) => {
      const res = await app.request(
        path,
        {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: '203.0.113.1' } } },
      );
      return {
        status: res.status,
        body: (await res.json()) as { chunks: Chunk[]; data: Record<string, unknown> },
      };
    };
  }

  it('the embedder gives every public legislation chunk one unit vector of the model, once', async () => {
    await importNorms();
    const { semantic: s } = semantic();
    const { db } = env.base.database;
    const chunks = await db
      .selectFrom('chunks')
      .innerJoin('documents', 'documents.id', 'chunks.document_id')
      .select('chunks.id')
      .where('documents.is_public', '=', true)
      .execute();
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(await s.embedder.fill()).toBe(chunks.length);
    const rows = await db.selectFrom('chunk_embeddings').selectAll().orderBy('chunk_id').execute();
    expect(rows.map((r) => Number(r.chunk_id))).toEqual(
      chunks.map((c) => Number(c.id)).sort((a, b) => a - b),
    );
    for (const r of rows) {
      expect(r).toMatchObject({ model: 'fake-64', dims: DIMS });
      expect(r.vector.byteLength).toBe(DIMS * 4);
      expect(norm2(bytesToVector(r.vector))).toBeCloseTo(1, 5);
    }
    const sent = fake.requests.flatMap((r) => r.input);
    expect(sent.some((t) => t.startsWith('Artículo 36. Fianza\n'))).toBe(true);
    expect(await s.embedder.fill()).toBe(0);
    // Another model re-embeds; a re-imported norm's vectors go with its chunks.
    await s.index.refresh({ force: true });
    expect(s.info()).toMatchObject({ model: 'fake-64', ready: true, vectors: rows.length, dims: DIMS });
    await db.deleteFrom('chunks').where('id', '=', rows[0]!.chunk_id).execute();
    expect(await db.selectFrom('chunk_embeddings').select('chunk_id').execute()).toHaveLength(
      rows.length - 1,
    );
    await s.index.refresh();
    expect(s.info().vectors).toBe(rows.length - 1);
  });

  it('finds an article by meaning only with hybrid ranking on; cited articles stay first', async () => {
    await importNorms();
    const user = await env.user();
    const { semantic: s } = semantic();
    await s.embedder.fill();
    await s.index.refresh();
    expect(s.ready).toBe(true);
    const ask = hybridApp(s);
    const question = { user_id: user.id, query: 'chuchos', usar_cache: false };

    const lexical = await env.call('POST', '/query/mixed', { token: user.token, body: question });
    const lexicalChunks = ((await lexical.json()) as { chunks: Chunk[] }).chunks;
    expect(lexicalChunks.map(label)).not.toContain(`${ANIMALES} 27`);

    const hybrid = await ask('/query/mixed', user.token, question);
    expect(hybrid.status).toBe(200);
    expect(label(hybrid.body.chunks[0]!)).toBe(`${ANIMALES} 27`);

    const cited = await ask('/query/mixed', user.token, {
      ...question,
      query: 'artículo 36 de la LAU chuchos',
    });
    expect(label(cited.body.chunks[0]!)).toBe(`${LAU} 36`);
    expect(cited.body.chunks[0]!.metadatos.cited).toBe(true);
    expect(cited.body.chunks.map(label)).toContain(`${ANIMALES} 27`);

    // Within a norm filter only.
    const filtered = await ask('/query/mixed', user.token, { ...question, norma: LAU });
    expect(filtered.body.chunks.map((c) => c.metadatos.norm_id)).not.toContain(ANIMALES);

    const caps = await ask('/system/capabilities', user.token);
    expect(caps.body.data.search).toMatchObject({
      engine: 'bm25f',
      embeddings: { model: 'fake-64', ready: true, vectors: expect.any(Number) as number },
    });
  });

  it('answers lexically, and logs once, when the embeddings server is down', async () => {
    await importNorms();
    const user = await env.user();
    const { semantic: up } = semantic();
    await up.embedder.fill();
    const { semantic: s, logs } = semantic(await deadUrl());
    await s.index.refresh();
    expect(s.ready).toBe(true);
    const ask = hybridApp(s);
    for (const query of ['fianza', 'fianza del alquiler']) {
      const res = await ask('/query/mixed', user.token, { user_id: user.id, query, usar_cache: false });
      expect(res.status).toBe(200);
      expect(label(res.body.chunks[0]!)).toBe(`${LAU} 36`);
    }
    expect(
      logs.lines.filter((l) => l.msg === 'cannot embed the question; lexical ranking only'),
    ).toHaveLength(1);
    // And the embedder, failing, writes nothing (the background loop logs and tries again later).
    const { db } = env.base.database;
    const before = await db.selectFrom('chunk_embeddings').select('chunk_id').orderBy('chunk_id').execute();
    await db.deleteFrom('chunk_embeddings').where('chunk_id', '=', before[0]!.chunk_id).execute();
    await expect(s.embedder.fill()).rejects.toBeInstanceOf(EmbeddingsError);
    expect(await db.selectFrom('chunk_embeddings').select('chunk_id').execute()).toHaveLength(
      before.length - 1,
    );
  });
});
