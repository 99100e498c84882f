import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { useAuthEnv } from '../../../test/auth-env.js';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';
import { describeEachTarget } from '../../../test/targets.js';
import { BOE_ATTRIBUTION } from './parse.js';
import {
  buildToc,
  isInForce,
  LruCache,
  splitSectionText,
  systemCapabilities,
  type NormDetail,
  type NormSummary,
  type SectionLink,
  type SectionView,
  type TocEntry,
} from './reader.js';
import { listStoredNorms } from './repo.js';
import { importLegislationFiles, importNorm } from './service.js';

/** A small modern norm: preamble, articles (one with notes, one 'bis'), a disposition quoting 'Artículo 1'. */
const LEY_PRUEBA = `---
title: "Ley 1/2000, de 7 de enero, de prueba de fianzas"
identifier: "BOE-A-2000-1"
rank: "ley"
publication_date: "2000-01-08"
last_updated: "2020-05-02"
status: "in_force"
---
# Ley 1/2000, de prueba de fianzas

## PREÁMBULO

Texto del preámbulo.

##### Artículo 1. Objeto.

Esta ley regula la fianza.

Segundo párrafo del artículo.

> <small>Se modifica por la Ley 2/2010, de 1 de marzo.</small>

> <small>Redacción anterior: texto viejo.</small>

##### Artículo 2.

Segundo artículo.

##### Artículo 2 bis. Añadido.

Texto del dos bis.

## Disposición adicional primera. Modificación de otra ley.

Se da nueva redacción al artículo 1 de la Ley 9/1999:

##### Artículo 1.

Texto citado del artículo 1 de otra ley.

## Disposición final única. Entrada en vigor.

Entra en vigor al día siguiente.
`;

/** An old norm numbering its articles in words, repealed. */
const LEY_ANTIGUA = `---
title: "Ley de 1 de enero de 1950, antigua"
identifier: "BOE-A-1950-2"
rank: "ley"
publication_date: "1950-01-02"
status: "derogada"
---
##### Artículo primero.

El primero.

##### Artículo segundo.

El segundo.
`;

/** A norm with a usual abbreviation (its BOE id is the LAU's). */
const LEY_CON_SIGLAS = `---
title: "Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos"
identifier: "BOE-A-1994-26003"
rank: "ley"
publication_date: "1994-11-25"
---
##### Artículo 36. Fianza.

A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico.
`;

const PRUEBA = 'BOE-A-2000-1';
const ANTIGUA = 'BOE-A-1950-2';

async function importInline(db: Kysely<Database>, ...norms: string[]): Promise<void> {
  const stored = await listStoredNorms(db);
  for (const md of norms) await importNorm(db, Buffer.from(md), '', stored);
}

/** A user's ready document in `collection` with `chunks` chunks, written directly. */
async function ownDocument(db: Kysely<Database>, userId: string, collection: string, chunks: number) {
  const doc = await db
    .insertInto('documents')
    .values({
      user_id: userId,
      collection,
      filename: `${collection}.txt`,
      size: 10,
      type: 'txt',
      sha256: randomUUID().replace(/-/g, ''),
      storage_key: null,
      status: 'ready',
      error: null,
      pages: 1,
      metadata: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < chunks; i++) {
    await db
      .insertInto('chunks')
      .values({
        document_id: doc.id,
        user_id: userId,
        ordinal: i,
        heading: null,
        page_from: 1,
        page_to: 1,
        text: `Fragmento ${i}`,
        method: 'txt',
        confidence: null,
      })
      .execute();
  }
  return doc.id;
}

type Body<T> = { success: boolean; data: T };
type SectionData = {
  norm: NormDetail;
  section: SectionView;
  previous: SectionLink | null;
  next: SectionLink | null;
};

describe('buildToc', () => {
  it('anchors articles by canonical key, other sections and repeated keys by ordinal', () => {
    const toc = buildToc([
      { page: 1, heading: 'PREÁMBULO' },
      { page: 2, heading: 'Artículo primero. Objeto' },
      { page: 3, heading: 'Artículo 9 bis' },
      { page: 4, heading: 'Disposición adicional primera' },
      { page: 5, heading: 'Artículo 1' },
    ]);
    expect(toc).toEqual<TocEntry[]>([
      { anchor: 'seccion-1', ordinal: 1, heading: 'PREÁMBULO', article: null },
      { anchor: 'articulo-1', ordinal: 2, heading: 'Artículo primero. Objeto', article: '1' },
      { anchor: 'articulo-9-bis', ordinal: 3, heading: 'Artículo 9 bis', article: '9 bis' },
      { anchor: 'seccion-4', ordinal: 4, heading: 'Disposición adicional primera', article: null },
      { anchor: 'seccion-5', ordinal: 5, heading: 'Artículo 1', article: '1' },
    ]);
  });
});

describe('splitSectionText', () => {
  it.each([
    [
      'body and notes',
      'Artículo 1\n\nUno.\n\nDos.\n\nSe modifica por X.\n\nRedacción anterior: Y.',
      ['Uno.\n\nDos.'],
      {
        heading: 'Artículo 1',
        text: 'Uno.\n\nDos.',
        notes: ['Se modifica por X.', 'Redacción anterior: Y.'],
      },
    ],
    [
      'a long body cut in several chunks',
      'Artículo 2\n\nFrase uno. Frase dos.\n\nNota.',
      ['Frase uno.', 'Frase dos.'],
      { heading: 'Artículo 2', text: 'Frase uno. Frase dos.', notes: ['Nota.'] },
    ],
    [
      'only notes (no chunk)',
      'Artículo 3\n\nSe deroga por la Ley 3/2100.',
      [],
      { heading: 'Artículo 3', text: '', notes: ['Se deroga por la Ley 3/2100.'] },
    ],
    ['only a heading', 'Título', [], { heading: 'Título', text: '', notes: [] }],
    [
      'chunks that do not match: everything is body',
      'Artículo 4\n\nTexto.\n\nNota.',
      ['Artículo 4 Texto.'],
      { heading: 'Artículo 4', text: 'Texto.\n\nNota.', notes: [] },
    ],
    [
      'a chunk found only inside a note: everything is body',
      'Artículo 5\n\nNuevo.\n\nRedacción anterior: Viejo.',
      ['Viejo.'],
      { heading: 'Artículo 5', text: 'Nuevo.\n\nRedacción anterior: Viejo.', notes: [] },
    ],
  ])('%s', (_name, page, chunks, expected) => {
    expect(splitSectionText(page, chunks)).toEqual(expected);
  });
});

describe('isInForce', () => {
  it.each([
    ['in_force', true],
    [null, true],
    ['', true],
    ['derogada', false],
    ['Repealed', false],
    ['derogado', false],
  ])('%s → %s', (status, expected) => {
    expect(isInForce(status)).toBe(expected);
  });
});

describe('LruCache', () => {
  it('drops the least recently read entry past its capacity', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});

describeEachTarget('legislation reader, collections and capabilities', (target) => {
  const env = useAuthEnv(target);
  const db = () => env.base.database.db;

  async function get<T>(path: string, token: string): Promise<{ status: number; body: Body<T> }> {
    const res = await env.call('GET', path, { token });
    return { status: res.status, body: (await res.json()) as Body<T> };
  }

  it('refuses every route without a token (401)', async () => {
    for (const path of [
      '/legislation/norms',
      `/legislation/norms/${PRUEBA}`,
      `/legislation/norms/${PRUEBA}/sections/articulo-1`,
      '/collections',
      '/system/capabilities',
    ]) {
      const res = await env.call('GET', path);
      expect(res.status, path).toBe(401);
    }
  });

  it('lists the norms by short name, then title (digits before letters), with in_force and section count', async () => {
    await importInline(db(), LEY_PRUEBA, LEY_ANTIGUA, LEY_CON_SIGLAS);
    const { token } = await env.user();
    const { status, body } = await get<{ norms: NormSummary[] }>('/legislation/norms', token);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.norms).toEqual([
      {
        document_id: expect.any(String),
        norm_id: 'BOE-A-1994-26003',
        title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
        short_name: 'LAU',
        rank: 'ley',
        date: '1994-11-25',
        in_force: true,
        articles: 1,
      },
      {
        document_id: expect.any(String),
        norm_id: PRUEBA,
        title: 'Ley 1/2000, de 7 de enero, de prueba de fianzas',
        short_name: null,
        rank: 'ley',
        date: '2000-01-08',
        in_force: true,
        articles: 7,
      },
      {
        document_id: expect.any(String),
        norm_id: ANTIGUA,
        title: 'Ley de 1 de enero de 1950, antigua',
        short_name: null,
        rank: 'ley',
        date: '1950-01-02',
        in_force: false,
        articles: 2,
      },
    ]);
  });

  it('gives a norm with its table of contents; a repeated article key falls back to seccion-<n>', async () => {
    await importInline(db(), LEY_PRUEBA);
    const { token } = await env.user();
    const { status, body } = await get<{ norm: NormDetail; toc: TocEntry[] }>(
      `/legislation/norms/${PRUEBA}`,
      token,
    );
    expect(status).toBe(200);
    expect(body.data.norm).toEqual({
      document_id: expect.any(String),
      norm_id: PRUEBA,
      title: 'Ley 1/2000, de 7 de enero, de prueba de fianzas',
      short_name: null,
      rank: 'ley',
      date: '2000-01-08',
      last_updated: '2020-05-02',
      status: 'in_force',
      in_force: true,
      source_url: `https://www.boe.es/buscar/act.php?id=${PRUEBA}`,
      attribution: BOE_ATTRIBUTION,
    });
    expect(body.data.toc).toEqual([
      { anchor: 'seccion-1', ordinal: 1, heading: 'PREÁMBULO', article: null },
      { anchor: 'articulo-1', ordinal: 2, heading: 'Artículo 1. Objeto', article: '1' },
      { anchor: 'articulo-2', ordinal: 3, heading: 'Artículo 2', article: '2' },
      { anchor: 'articulo-2-bis', ordinal: 4, heading: 'Artículo 2 bis. Añadido', article: '2 bis' },
      {
        anchor: 'seccion-5',
        ordinal: 5,
        heading: 'Disposición adicional primera. Modificación de otra ley',
        article: null,
      },
      { anchor: 'seccion-6', ordinal: 6, heading: 'Artículo 1', article: '1' },
      {
        anchor: 'seccion-7',
        ordinal: 7,
        heading: 'Disposición final única. Entrada en vigor',
        article: null,
      },
    ]);
  });

  it('gives an article with its body, notes, previous and next', async () => {
    await importInline(db(), LEY_PRUEBA);
    const { token } = await env.user();
    const { status, body } = await get<SectionData>(
      `/legislation/norms/${PRUEBA}/sections/articulo-1`,
      token,
    );
    expect(status).toBe(200);
    expect(body.data.norm.norm_id).toBe(PRUEBA);
    expect(body.data.section).toEqual({
      anchor: 'articulo-1',
      ordinal: 2,
      heading: 'Artículo 1. Objeto',
      article: '1',
      text: 'Esta ley regula la fianza.\n\nSegundo párrafo del artículo.',
      notes: ['Se modifica por la Ley 2/2010, de 1 de marzo.', 'Redacción anterior: texto viejo.'],
    });
    expect(body.data.previous).toEqual({ anchor: 'seccion-1', heading: 'PREÁMBULO' });
    expect(body.data.next).toEqual({ anchor: 'articulo-2', heading: 'Artículo 2' });

    // seccion-<n> reaches any section, and answers with its canonical anchor.
    const byOrdinal = await get<SectionData>(`/legislation/norms/${PRUEBA}/sections/seccion-4`, token);
    expect(byOrdinal.body.data.section).toMatchObject({
      anchor: 'articulo-2-bis',
      text: 'Texto del dos bis.',
    });
    const quoted = await get<SectionData>(`/legislation/norms/${PRUEBA}/sections/seccion-6`, token);
    expect(quoted.body.data.section).toMatchObject({
      anchor: 'seccion-6',
      article: '1',
      text: 'Texto citado del artículo 1 de otra ley.',
      notes: [],
    });
  });

  it('has no previous at the first section and no next at the last', async () => {
    await importInline(db(), LEY_PRUEBA);
    const { token } = await env.user();
    const first = await get<SectionData>(`/legislation/norms/${PRUEBA}/sections/seccion-1`, token);
    expect(first.body.data.section).toMatchObject({ heading: 'PREÁMBULO', text: 'Texto del preámbulo.' });
    expect(first.body.data.previous).toBeNull();
    expect(first.body.data.next).toEqual({ anchor: 'articulo-1', heading: 'Artículo 1. Objeto' });
    const last = await get<SectionData>(`/legislation/norms/${PRUEBA}/sections/seccion-7`, token);
    expect(last.body.data.next).toBeNull();
    expect(last.body.data.previous).toEqual({ anchor: 'seccion-6', heading: 'Artículo 1' });
  });

  it('anchors articles numbered in words by their number', async () => {
    await importInline(db(), LEY_ANTIGUA);
    const { token } = await env.user();
    const norm = await get<{ norm: NormDetail; toc: TocEntry[] }>(`/legislation/norms/${ANTIGUA}`, token);
    expect(norm.body.data.norm).toMatchObject({ status: 'derogada', in_force: false });
    expect(norm.body.data.toc.map((e) => [e.anchor, e.article])).toEqual([
      ['articulo-1', '1'],
      ['articulo-2', '2'],
    ]);
    const second = await get<SectionData>(`/legislation/norms/${ANTIGUA}/sections/articulo-2`, token);
    expect(second.body.data.section).toMatchObject({ heading: 'Artículo segundo', text: 'El segundo.' });
    expect(second.body.data.previous).toEqual({ anchor: 'articulo-1', heading: 'Artículo primero' });
    expect(second.body.data.next).toBeNull();
  });

  it('answers 404 for an unknown norm or section and 400 for a malformed id or anchor', async () => {
    await importInline(db(), LEY_PRUEBA);
    const { token } = await env.user();
    const cases: [string, number, string][] = [
      ['/legislation/norms/BOE-A-2099-1', 404, 'No se ha encontrado la norma.'],
      ['/legislation/norms/BOE-A-2099-1/sections/articulo-1', 404, 'No se ha encontrado la norma.'],
      [`/legislation/norms/${PRUEBA}/sections/articulo-99`, 404, 'No se ha encontrado el artículo.'],
      [`/legislation/norms/${PRUEBA}/sections/seccion-99`, 404, 'No se ha encontrado el artículo.'],
      [`/legislation/norms/${PRUEBA}/sections/articulo-abc`, 404, 'No se ha encontrado el artículo.'],
      ['/legislation/norms/codigo-civil', 400, 'El identificador de la norma no es válido'],
      ['/legislation/norms/boe-a-2000-1', 400, 'El identificador de la norma no es válido'],
      [`/legislation/norms/${PRUEBA}/sections/Articulo-1`, 400, 'El artículo indicado no es válido'],
      [`/legislation/norms/${PRUEBA}/sections/indice`, 400, 'El artículo indicado no es válido'],
    ];
    for (const [path, status, message] of cases) {
      const res = await env.call('GET', path, { token });
      expect(res.status, path).toBe(status);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code, path).toBe(status === 404 ? 'not_found' : 'validation_error');
      expect(error.message, path).toContain(message);
    }
  });

  it("lists the caller's collections and the public ones, never another user's", async () => {
    await importInline(db(), LEY_PRUEBA, LEY_ANTIGUA);
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    await ownDocument(db(), ana.id, 'contratos', 2);
    await ownDocument(db(), ana.id, 'contratos', 1);
    await ownDocument(db(), bea.id, 'privado', 4);
    const publicChunks = await db()
      .selectFrom('chunks')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    expect(publicChunks.n).toBeGreaterThan(0);

    const forAna = await get<{ collections: unknown[] }>('/collections', ana.token);
    expect(forAna.status).toBe(200);
    expect(forAna.body.data.collections).toEqual([
      { name: 'contratos', public: false, documents: 2, chunks: 3 },
      { name: 'legislacion', public: true, documents: 2, chunks: publicChunks.n },
    ]);
    const forBea = await get<{ collections: unknown[] }>('/collections', bea.token);
    expect(forBea.body.data.collections).toEqual([
      { name: 'privado', public: false, documents: 1, chunks: 4 },
      { name: 'legislacion', public: true, documents: 2, chunks: publicChunks.n },
    ]);
  });

  it('describes the capabilities: search, OCR, AI without secrets, legislation size, limits', async () => {
    const { token } = await env.user();
    const empty = await get<Record<string, unknown>>('/system/capabilities', token);
    expect(empty.status).toBe(200);
    expect(empty.body.data.legislation).toEqual({ norms: 0, chunks: 0, last_import: null });

    await importInline(db(), LEY_PRUEBA);
    const { status, body } = await get<Record<string, unknown>>('/system/capabilities', token);
    expect(status).toBe(200);
    const chunks = await db()
      .selectFrom('chunks')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(body.data).toEqual({
      // Whatever engine the app wires in describes itself; the default is checked below.
      search: expect.objectContaining({ engine: expect.any(String), ready: expect.any(Boolean) }),
      ocr: { enabled: env.base.config.ocrEnabled, languages: ['spa'] },
      ai: { provider: 'embedded', model: 'alegato-legal-composer' },
      legislation: {
        norms: 1,
        chunks: chunks.n,
        last_import: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      limits: {
        upload_max_bytes: 10 * 1024 * 1024,
        search_top_k_max: 50,
        search_query_max_chars: 1000,
        rate_limits: {
          search: { burst: 20, per_window: 60, window_seconds: 60 },
          report_search: { burst: 60, per_window: 240, window_seconds: 60 },
          case_analysis: { burst: 20, per_window: 60, window_seconds: 60 },
          enhance: { burst: 10, per_window: 60, window_seconds: 3600 },
          pdf: { burst: 10, per_window: 60, window_seconds: 600 },
        },
      },
      engines: {
        search: expect.any(String),
        semantic_recall: { enabled: false, model: null },
        ai: { provider: 'embedded', model: 'alegato-legal-composer' },
        ocr: { enabled: env.base.config.ocrEnabled, engine: 'tesseract.js', languages: ['spa'] },
        pdf: { renderer: 'pdfkit' },
        billing: { mode: 'demo' },
        mail: { transport: 'outbox' },
      },
      plans: expect.any(Array),
      versions: {
        server: expect.stringMatching(/^\d+\.\d+\.\d+/),
        node: process.versions.node,
        database: env.base.config.databaseUrl
          ? { engine: 'postgresql', version: expect.stringMatching(/^PostgreSQL \d+/) }
          : {
              engine: 'pglite',
              version: expect.stringMatching(/^PostgreSQL \d+/),
              package: expect.stringMatching(/^\d+\.\d+\.\d+/),
            },
        mcp: {
          protocol: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          sdk: expect.stringMatching(/^\d+\.\d+/),
        },
      },
      storage: env.base.config.databaseUrl
        ? null
        : { data_dir_bytes: expect.any(Number), wal_bytes: expect.any(Number) },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    const data = body.data as { engines: { search: unknown }; search: { engine: unknown } };
    expect(data.engines.search).toBe(data.search.engine);
  });

  it('gives the plan table of spec §6 (analyses, depth, AI model, PDF, batch, API, support, timeout, retries)', async () => {
    const { token } = await env.user();
    const { body } = await get<{ plans: Record<string, unknown>[] }>('/system/capabilities', token);
    const row = (plan: Record<string, unknown>) => [
      plan.id,
      plan.price_eur,
      plan.analyses_per_month,
      plan.analysis_depth,
      plan.ai_model,
      plan.pdf,
      plan.batch,
      plan.api,
      plan.priority_support,
      plan.timeout_ms,
      plan.retries,
    ];
    expect(body.data.plans.map(row)).toEqual([
      ['estudiante', 0, 5, 'basic', false, false, false, false, false, 30_000, 1],
      ['individual', 99, 50, 'complete', true, true, false, false, false, 90_000, 3],
      ['despacho', 299, 200, 'complete', true, true, true, false, true, 90_000, 3],
      ['empresarial', 599, null, 'expert', true, true, true, true, true, 120_000, 5],
    ]);
  });

  it('takes the search description from its dependency and never gives the AI key or URL', async () => {
    const { config } = env.base;
    const plain = await systemCapabilities({ db: db(), config, version: '1.0.0' });
    expect(plain.search).toEqual({ engine: 'postgres-fts', ready: true });
    const capabilities = await systemCapabilities({
      db: db(),
      config: {
        ...config,
        ai: {
          ...config.ai,
          provider: 'anthropic',
          model: 'claude-x',
          apiKey: 'sk-ant-secreto',
          baseUrl: 'https://ia.interna',
        },
      },
      version: '9.9.9',
      searchInfo: () => ({ engine: 'bm25f', ready: false, chunks: 0 }),
    });
    expect(capabilities.search).toEqual({ engine: 'bm25f', ready: false, chunks: 0 });
    expect(capabilities.ai).toEqual({ provider: 'anthropic', model: 'claude-x' });
    expect(JSON.stringify(capabilities)).not.toMatch(/sk-ant-secreto|ia\.interna/);
    expect(capabilities.version).toBe('9.9.9');
    expect(capabilities.versions.server).toBe('9.9.9');
  });

  it('reports the embedded database size on disk (data directory and WAL), null on PostgreSQL', async () => {
    const { config } = env.base;
    const { storage } = await systemCapabilities({ db: db(), config, version: '1.0.0' });
    if (target.name === 'postgres') {
      expect(storage).toBeNull();
      return;
    }
    expect(storage).not.toBeNull();
    // A fresh database holds tens of MB, one WAL segment (16 MB) at least.
    expect(storage!.wal_bytes).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(storage!.data_dir_bytes).toBeGreaterThan(storage!.wal_bytes);
  });

  it('names the semantic recall model, Stripe billing and SMTP mail without their URLs or secrets', async () => {
    const { config } = env.base;
    const capabilities = await systemCapabilities({
      db: db(),
      config: {
        ...config,
        embeddings: { baseUrl: 'https://vectores.interno', model: 'bge-m3', apiKey: 'clave-embeddings' },
        smtpUrl: 'smtps://usuario:contrasena-smtp@correo.interno:465',
        billing: { ...config.billing, provider: 'stripe' },
      },
      version: '1.0.0',
    });
    expect(capabilities.engines.semantic_recall).toEqual({ enabled: true, model: 'bge-m3' });
    expect(capabilities.engines.billing).toEqual({ mode: 'stripe' });
    expect(capabilities.engines.mail).toEqual({ transport: 'smtp' });
    expect(JSON.stringify(capabilities)).not.toMatch(
      /vectores|clave-embeddings|contrasena-smtp|correo\.interno/,
    );
  });

  describeWithCorpus('on the Código Civil', ['legalize-es-core'], () => {
    it('gives a TOC of ~2,000 sections with unique anchors, and article 1902 with its neighbours', async () => {
      const summary = await importLegislationFiles(db(), [
        corpusPath('legalize-es-core', 'es', 'BOE-A-1889-4763.md'),
      ]);
      expect(summary.failed).toEqual([]);
      const { token } = await env.user();
      const { body } = await get<{ norm: NormDetail; toc: TocEntry[] }>(
        '/legislation/norms/BOE-A-1889-4763',
        token,
      );
      const { norm, toc } = body.data;
      expect(norm).toMatchObject({ short_name: 'CC', in_force: true });
      expect(toc.length).toBeGreaterThan(1900);
      expect(new Set(toc.map((e) => e.anchor)).size).toBe(toc.length);
      expect(toc.filter((e) => e.anchor === 'articulo-1902')).toHaveLength(1);

      const art = await get<SectionData>('/legislation/norms/BOE-A-1889-4763/sections/articulo-1902', token);
      expect(art.status).toBe(200);
      expect(art.body.data.section.text).toMatch(/culpa o negligencia/);
      expect(art.body.data.previous?.anchor).toBe('articulo-1901');
      expect(art.body.data.next?.anchor).toBe('articulo-1903');
    }, 120_000);
  });
});
