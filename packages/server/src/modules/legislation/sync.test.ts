import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSyncLegislation } from '../../cli/sync-legislation.js';
import { createDatabase } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { useAuthEnv } from '../../../test/auth-env.js';
import { createErrorHandler } from '../../errors.js';
import { requestContext } from '../../middleware/request-context.js';
import type { AppEnv } from '../../types.js';
import { createCapturingLogger, describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { getMeta } from '../meta/repo.js';
import { legislationImportRoutes } from './importRoutes.js';
import {
  BOE_CONCURRENCY,
  BOE_RETRIES,
  BOE_RETRY_DELAY_MS,
  BOE_TIMEOUT_MS,
  boeNormMarkdown,
  BoeApiError,
  createBoeClient,
  DEFAULT_BOE_API_URL,
  parseBoeNorm,
} from './boe.js';
import { parseNorm } from './parse.js';
import { listStoredNorms } from './repo.js';
import { importNorm } from './service.js';
import { LEGISLATION_SYNC_META_KEY, syncLegislation, type LegislationSyncState } from './sync.js';

const NEW = 'BOE-A-2025-1001';
const CHANGED = 'BOE-A-2024-2002';
const REPEALED = 'BOE-A-2023-3003';

/** The list the fake API serves: one new norm, one changed, one repealed. */
const LIST = [
  {
    identificador: NEW,
    titulo: 'Ley 5/2025, de 3 de marzo, de ensayo de la sincronización.',
    rango: { codigo: '1300', texto: 'Ley' },
    departamento: { codigo: '7723', texto: 'Jefatura del Estado' },
    fecha_publicacion: '20250304',
    fecha_actualizacion: '20250310T101010Z',
    estado_consolidacion: { codigo: '3', texto: 'Finalizado' },
    vigencia_agotada: 'N',
    url_eli: 'https://www.boe.es/eli/es/l/2025/03/03/5',
    url_html_consolidada: `https://www.boe.es/buscar/act.php?id=${NEW}`,
  },
  {
    identificador: CHANGED,
    titulo: 'Ley Orgánica 2/2024, de 1 de febrero, de pruebas reformadas.',
    rango: { codigo: '1290', texto: 'Ley Orgánica' },
    fecha_publicacion: '20240202',
    fecha_actualizacion: '20250305T080000Z',
    vigencia_agotada: 'N',
    url_eli: 'https://www.boe.es/eli/es/lo/2024/02/01/2',
  },
  {
    identificador: REPEALED,
    titulo: 'Ley 3/2023, de 5 de mayo, que ya no rige.',
    rango: { codigo: '1300', texto: 'Ley' },
    fecha_publicacion: '20230506',
    fecha_actualizacion: '20250302T090000Z',
    vigencia_agotada: 'S',
    fecha_derogacion: '20250301',
    url_eli: 'https://www.boe.es/eli/es/l/2023/05/05/3',
  },
];

const NEW_XML = `<?xml version="1.0" encoding="utf-8"?>
<response><status><code>200</code><text>ok</text></status><data><texto>
<bloque id="no" tipo="nota_inicial" titulo="nota"><version id_norma="${NEW}" fecha_publicacion="20250304"><p class="parrafo">Texto consolidado de ensayo.</p></version></bloque>
<bloque id="pr" tipo="preambulo" titulo="preámbulo"><version id_norma="${NEW}" fecha_publicacion="20250304">
<p class="centro_redonda">PREÁMBULO</p><p class="parrafo">Esta ley ensaya la sincronización de la legislación.</p></version></bloque>
<bloque id="ti" tipo="estructura" titulo="TÍTULO I"><version id_norma="${NEW}" fecha_publicacion="20250304">
<p class="titulo_num">TÍTULO I</p><p class="titulo_tit">Disposiciones generales</p></version></bloque>
<bloque id="a1" tipo="precepto" titulo="Artículo 1"><version id_norma="${NEW}" fecha_publicacion="20250304">
<p class="articulo">Artículo 1. Objeto.</p><p class="parrafo">1. Las normas <b>sincronizables</b> se actualizan&#160;solas &amp; a diario.</p>
<p class="parrafo_2">2. Véase la <a href="/buscar/act.php?id=BOE-A-1889-4763">Ley</a> citada.</p></version></bloque>
<bloque id="a2" tipo="precepto" titulo="Artículo 2"><version id_norma="${NEW}" fecha_publicacion="20250304">
<p class="articulo">Artículo 2. Redacción antigua.</p><p class="parrafo">Texto primitivo que ya no rige.</p></version>
<version id_norma="BOE-A-2025-9999" fecha_publicacion="20250309"><p class="articulo">Artículo 2. Tarifas.</p>
<table><tr><th>Concepto</th><th>Euros</th></tr><tr><td>Fianza</td><td>100</td></tr></table>
<blockquote><p class="parrafo">«Artículo 7. Texto citado de otra ley.»</p></blockquote>
<p class="nota_pie">Se modifica por el art. único de la Ley 9/2025. Ref. BOE-A-2025-9999</p></version></bloque>
<bloque id="a3" tipo="precepto" titulo="Artículo 3"><version id_norma="${NEW}" fecha_publicacion="20250304"><p class="parrafo">Sin párrafo de título.</p></version></bloque>
</texto></data></response>`;

const changedXml = (words: string) => `<?xml version="1.0" encoding="utf-8"?>
<response><status><code>200</code></status><data><texto>
<bloque id="a1" tipo="precepto" titulo="Artículo 1"><version id_norma="${CHANGED}" fecha_publicacion="20250305">
<p class="articulo">Artículo 1. Alcance.</p><p class="parrafo">${words}</p></version></bloque>
</texto></data></response>`;

/** A stored norm as a corpus file would give it. */
function corpusFile(id: string, title: string, lastUpdated: string, article: string): string {
  return [
    '---',
    `title: "${title}"`,
    `identifier: "${id}"`,
    'rank: "ley"',
    `last_updated: "${lastUpdated}"`,
    'status: "in_force"',
    '---',
    `# ${title}`,
    '',
    '##### Artículo 1. Alcance.',
    '',
    article,
    '',
  ].join('\n');
}

interface FakeBoe {
  /** The API base URL. */
  base: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** The next this many requests answer 500. */
  fail: number;
  texts: Map<string, string>;
  server: Server;
}

/** A local stand-in for the BOE open-data API (only the three endpoints the client uses). */
async function startFakeBoe(): Promise<FakeBoe> {
  const fake = { requests: [], fail: 0, texts: new Map() } as unknown as FakeBoe;
  fake.texts.set(NEW, NEW_XML);
  fake.texts.set(CHANGED, changedXml('La redacción reformada sustituye a la anterior.'));
  fake.server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(`${url.pathname}${url.search}`);
    if (fake.fail > 0) {
      fake.fail--;
      res.writeHead(500).end('error');
      return;
    }
    const prefix = '/datosabiertos/api/legislacion-consolidada';
    const json = (body: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === prefix) {
      if (req.headers.accept !== 'application/json') return json({ status: { code: '406' } }, 406);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return json({ status: { code: '200', text: 'ok' }, data: LIST.slice(offset, offset + limit) });
    }
    const m = /^\/datosabiertos\/api\/legislacion-consolidada\/id\/([^/]+)(\/texto)?$/.exec(url.pathname);
    const id = decodeURIComponent(m?.[1] ?? '');
    if (m && !m[2]) {
      const item = LIST.find((n) => n.identificador === id);
      return item ? json({ status: { code: '200' }, data: [item] }) : json({ status: { code: '404' } }, 404);
    }
    if (req.headers.accept !== 'application/xml') return json({ status: { code: '406' } }, 406);
    const xml = m ? fake.texts.get(id) : undefined;
    if (!xml) return json({ status: { code: '404', text: 'No encontrado' } }, 404);
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  fake.base = `http://127.0.0.1:${port}/datosabiertos/api/legislacion-consolidada`;
  return fake;
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function docOf(db: Kysely<Database>, normId: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where(sql<string>`metadata->>'norm_id'`, '=', normId)
    .executeTakeFirst();
}

async function chunkTexts(db: Kysely<Database>, documentId: string) {
  return db
    .selectFrom('chunks')
    .select(['heading', 'text'])
    .where('document_id', '=', documentId)
    .orderBy('ordinal')
    .execute();
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('BOE client and XML → Markdown', () => {
  it('keeps the documented defaults', () => {
    expect(DEFAULT_BOE_API_URL).toBe('https://www.boe.es/datosabiertos/api/legislacion-consolidada');
    expect([BOE_TIMEOUT_MS, BOE_RETRIES, BOE_RETRY_DELAY_MS, BOE_CONCURRENCY]).toEqual([10_000, 2, 1000, 2]);
  });

  it('reads list items, plain-string fields too, and decides repeal by flag or past date', () => {
    const norm = parseBoeNorm(LIST[0], '2025-06-01');
    expect(norm).toEqual({
      id: NEW,
      title: 'Ley 5/2025, de 3 de marzo, de ensayo de la sincronización',
      rank: 'ley',
      publicationDate: '2025-03-04',
      updatedAt: '20250310T101010Z',
      lastUpdated: '2025-03-10',
      repealDate: null,
      repealed: false,
      eli: 'https://www.boe.es/eli/es/l/2025/03/03/5',
      department: 'Jefatura del Estado',
    });
    expect(parseBoeNorm(LIST[1], '2025-06-01')?.rank).toBe('ley_organica');
    expect(parseBoeNorm(LIST[2], '2025-06-01')).toMatchObject({ repealed: true, repealDate: '2025-03-01' });
    const future = { identificador: 'BOE-A-1-1', rango: 'Real Decreto', fecha_derogacion: '20991231' };
    expect(parseBoeNorm(future, '2025-06-01')).toMatchObject({ rank: 'real_decreto', repealed: false });
    expect(parseBoeNorm({ ...future, fecha_derogacion: '20250101' }, '2025-06-01')?.repealed).toBe(true);
    expect(parseBoeNorm({ ...future, fecha_derogacion: '99999999' }, '2025-06-01')?.repealed).toBe(false);
    expect(parseBoeNorm({ titulo: 'sin id' })).toBeNull();
  });

  it('renders the current wording in the corpus layout the importer parses', () => {
    const norm = parseBoeNorm(LIST[0], '2025-06-01')!;
    const md = boeNormMarkdown(norm, NEW_XML);
    expect(md.startsWith('---\ntitle: "Ley 5/2025, de 3 de marzo, de ensayo de la sincronización"\n')).toBe(
      true,
    );
    expect(md).toContain('\nstatus: "in_force"\n');
    expect(md).toContain('\n##### Artículo 1. Objeto.\n');
    expect(md).toContain('\n## TÍTULO I\n');
    expect(md).not.toContain('Texto primitivo');
    const parsed = parseNorm(md);
    expect(parsed.meta).toMatchObject({
      normId: NEW,
      rank: 'ley',
      date: '2025-03-04',
      lastUpdated: '2025-03-10',
      status: 'in_force',
      eli: 'https://www.boe.es/eli/es/l/2025/03/03/5',
      department: 'Jefatura del Estado',
    });
    const byHeading = new Map(parsed.articles.map((a) => [a.heading, a]));
    expect(byHeading.get('Artículo 1. Objeto')?.text).toBe(
      '1. Las normas sincronizables se actualizan solas & a diario.\n\n2. Véase la Ley citada.',
    );
    const art2 = byHeading.get('Artículo 2. Tarifas')!;
    expect(art2.text).toContain('Fianza | 100');
    expect(art2.text).toContain('«Artículo 7. Texto citado de otra ley.»');
    expect(art2.notes).toEqual(['Se modifica por el art. único de la Ley 9/2025. Ref. BOE-A-2025-9999']);
    expect(byHeading.get('Artículo 3')?.text).toBe('Sin párrafo de título.');
    // The same inputs give the same bytes, so an unchanged norm keeps its sha256.
    expect(boeNormMarkdown(norm, NEW_XML)).toBe(md);
    expect(() => boeNormMarkdown(norm, '<texto><bloque')).toThrow(BoeApiError);
  });
});

describeEachTarget('legislation sync', (target) => {
  const env = useTestEnv(target);
  let fake: FakeBoe;
  beforeEach(async () => {
    fake = await startFakeBoe();
  });
  afterEach(async () => {
    await stop(fake.server);
  });
  const client = (retryDelayMs = 5) => createBoeClient({ baseUrl: fake.base, retryDelayMs });

  /** The changed and the repealed norm as an earlier corpus import left them. */
  async function seed(db: Kysely<Database>) {
    const stored = await listStoredNorms(db);
    const old = corpusFile(
      CHANGED,
      'Ley Orgánica 2/2024',
      '2024-06-01',
      'La redacción original del alcance.',
    );
    await importNorm(db, Buffer.from(old), CHANGED, stored);
    const gone = corpusFile(REPEALED, 'Ley 3/2023', '2023-05-06', 'Un régimen que se deroga.');
    await importNorm(db, Buffer.from(gone), REPEALED, stored);
  }

  it('imports the new norm, replaces the changed one, marks the repealed one; then nothing changes', async () => {
    const { db } = env.database;
    await seed(db);
    const changedBefore = (await docOf(db, CHANGED))!;

    const first = await syncLegislation(db, client(), { now: () => new Date('2025-04-01T10:00:00Z') });
    expect(first).toMatchObject({
      from: '2024-06-01', // no sync yet: from the newest stored norm
      to: '2025-04-01',
      listed: 3,
      created: 1,
      updated: 1,
      repealed: 1,
      unchanged: 0,
      ignored: 0,
      failed: [],
    });
    expect(fake.requests[0]).toMatch(/\?from=20240601&to=20250401&offset=0&limit=1000$/);
    // The repealed norm's text is not downloaded.
    expect(fake.requests.filter((r) => r.endsWith('/texto')).sort()).toEqual(
      [
        `/datosabiertos/api/legislacion-consolidada/id/${CHANGED}/texto`,
        `/datosabiertos/api/legislacion-consolidada/id/${NEW}/texto`,
      ].sort(),
    );

    const created = (await docOf(db, NEW))!;
    expect(created).toMatchObject({
      is_public: true,
      collection: 'legislacion',
      filename: 'Ley 5/2025, de 3 de marzo, de ensayo de la sincronización',
    });
    expect(created.metadata).toMatchObject({
      norm_id: NEW,
      rank: 'ley',
      status: 'in_force',
      in_force: true,
      last_updated: '2025-03-10',
      boe_updated_at: '20250310T101010Z',
      source_url: `https://www.boe.es/buscar/act.php?id=${NEW}`,
    });
    const headings = (await chunkTexts(db, created.id)).map((c) => c.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['Artículo 1. Objeto', 'Artículo 2. Tarifas', 'Artículo 3']),
    );
    const found = await sql<{ heading: string }>`
      select c.heading from chunks c
      where c.is_public and c.tsv @@ websearch_to_tsquery('es_unaccent', 'sincronizables diario')`.execute(
      db,
    );
    expect(found.rows.map((r) => r.heading)).toEqual(['Artículo 1. Objeto']);

    const changed = (await docOf(db, CHANGED))!;
    expect(changed.id).toBe(changedBefore.id);
    expect(changed.sha256).not.toBe(changedBefore.sha256);
    const changedText = (await chunkTexts(db, changed.id)).map((c) => c.text).join('\n');
    expect(changedText).toContain('redacción reformada');
    expect(changedText).not.toContain('redacción original');
    expect(changed.metadata).toMatchObject({
      status: 'in_force',
      in_force: true,
      last_updated: '2025-03-05',
    });

    const repealed = (await docOf(db, REPEALED))!;
    expect(repealed.metadata).toMatchObject({
      status: 'repealed',
      in_force: false,
      repealed_at: '2025-03-01',
    });
    expect((await chunkTexts(db, repealed.id)).map((c) => c.text)).toEqual(['Un régimen que se deroga.']);

    const meta = await getMeta<LegislationSyncState>(db, LEGISLATION_SYNC_META_KEY);
    expect(meta?.last_sync_at).toBe('2025-04-01T10:00:00.000Z');

    fake.requests.length = 0;
    const second = await syncLegislation(db, client(), { now: () => new Date('2025-04-02T10:00:00Z') });
    expect(second).toMatchObject({
      from: '2025-04-01',
      listed: 3,
      created: 0,
      updated: 0,
      repealed: 0,
      unchanged: 3,
      failed: [],
    });
    expect(fake.requests).toEqual([
      '/datosabiertos/api/legislacion-consolidada?from=20250401&to=20250402&offset=0&limit=1000',
    ]);
    expect((await docOf(db, NEW))!.sha256).toBe(created.sha256);
  });

  it('retries a 500 twice, then succeeds', async () => {
    fake.fail = 2;
    const started = performance.now();
    const summary = await syncLegislation(
      env.database.db,
      createBoeClient({ baseUrl: fake.base, retryDelayMs: 20 }),
    );
    // Waits 1 × and 2 × the delay before the retries.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(fake.requests.slice(0, 3).map((r) => r.split('?')[0])).toEqual([
      '/datosabiertos/api/legislacion-consolidada',
      '/datosabiertos/api/legislacion-consolidada',
      '/datosabiertos/api/legislacion-consolidada',
    ]);
    expect(summary).toMatchObject({ from: null, listed: 3, created: 2, ignored: 1, failed: [] });
  });

  it('gives up after the retries with a 5xx error, writing nothing', async () => {
    fake.fail = 3;
    const err = await syncLegislation(env.database.db, client()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BoeApiError);
    expect(err).toMatchObject({ status: 500, unreachable: false });
    expect(fake.requests).toHaveLength(3);
    expect(await getMeta(env.database.db, LEGISLATION_SYNC_META_KEY)).toBeUndefined();
  });

  it('reports a norm whose text fails and does not move the window, so it is retried', async () => {
    const { db } = env.database;
    fake.texts.delete(NEW);
    const summary = await syncLegislation(db, client(), { now: () => new Date('2025-04-01T10:00:00Z') });
    expect(summary.failed).toEqual([
      { normId: NEW, message: expect.stringMatching(/^HTTP 404 en http:\/\/127\.0\.0\.1:\d+\/.*\/texto$/) },
    ]);
    expect(summary).toMatchObject({ created: 1, ignored: 1 });
    const meta = await getMeta<LegislationSyncState>(db, LEGISLATION_SYNC_META_KEY);
    expect(meta).toMatchObject({ last_sync_at: null, last_attempt_at: '2025-04-01T10:00:00.000Z' });
  });

  it('syncs given ids through /id/{id}', async () => {
    const summary = await syncLegislation(env.database.db, client(), { ids: [NEW] });
    expect(summary).toMatchObject({ from: null, listed: 1, created: 1 });
    expect(fake.requests).toEqual([
      `/datosabiertos/api/legislacion-consolidada/id/${NEW}`,
      `/datosabiertos/api/legislacion-consolidada/id/${NEW}/texto`,
    ]);
  });

  it('CLI: prints the Spanish summary, and a clear error when the API cannot be reached', async () => {
    await env.database.close(); // the CLI opens the database itself, as the server would
    const ok = capture();
    const code = await runSyncLegislation([], { ...env.isolated.env, BOE_API_URL: fake.base }, ok.io, {
      retryDelayMs: 5,
    });
    expect(ok.err).toEqual([]);
    expect(code).toBe(0);
    expect(ok.out).toContain('1 normas derogadas que no estaban en la colección no se han importado.');
    expect(ok.out.find((l) => l.startsWith('Sincronización terminada'))).toMatch(
      /^Sincronización terminada \(catálogo completo, 3 normas listadas, \d+,\d s\): 2 nuevas, 0 actualizadas, 0 derogadas, 0 sin cambios, 0 errores\.$/,
    );

    await stop(fake.server); // nothing listens there any more
    const down = capture();
    const started = performance.now();
    expect(
      await runSyncLegislation([], { ...env.isolated.env, BOE_API_URL: fake.base }, down.io, {
        retryDelayMs: 5,
      }),
    ).toBe(1);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(down.err).toEqual([
      expect.stringMatching(
        /^No se puede contactar con la API de datos abiertos del BOE \(http:\/\/127\.0\.0\.1:\d+\/datosabiertos\/api\/legislacion-consolidada\?.*: ECONNREFUSED\)\.$/,
      ),
    ]);
    fake.server = createServer().listen(0, '127.0.0.1'); // for afterEach

    const bad = capture();
    expect(await runSyncLegislation(['--desde', 'ayer'], env.isolated.env, bad.io)).toBe(1);
    expect(bad.err[0]).toMatch(/^--desde debe ser una fecha AAAA-MM-DD\./);

    const reopened = await createDatabase(env.config);
    try {
      const meta = await getMeta<LegislationSyncState>(reopened.db, LEGISLATION_SYNC_META_KEY);
      expect(meta?.last_summary).toMatchObject({ created: 2, failed: 0 });
    } finally {
      await reopened.close();
    }
  });
});

describeEachTarget('legislation import from the browser', (target) => {
  const env = useAuthEnv(target, { ADMIN_EMAILS: 'jefa@despacho.es' });

  const norm = (id: string, words: string) =>
    corpusFile(id, `Ley de ${id}`, '2025-01-01', `Texto de la norma: ${words}.`);

  async function admin(): Promise<string> {
    await env.signUpConfirmed('jefa@despacho.es', 'clave-de-la-jefa-2026');
    return (await env.signIn('jefa@despacho.es', 'clave-de-la-jefa-2026')).access_token;
  }

  const send = (method: string, path: string, token: string | undefined, body?: FormData) =>
    Promise.resolve(
      env.app.request(
        path,
        { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} },
        { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
      ),
    );

  async function waitDone(token: string, id: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await send('GET', `/legislation/import/${id}`, token);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { import: Record<string, unknown> } };
      if (body.data.import.status !== 'running' || Date.now() > deadline) return body.data.import;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('refuses anyone but an admin', async () => {
    const form = new FormData();
    form.append('file', new Blob([norm('BOE-A-2025-1', 'uno')]), 'BOE-A-2025-1.md');
    expect((await send('POST', '/legislation/import', undefined, form)).status).toBe(401);
    const { token } = await env.user('luis');
    const res = await send('POST', '/legislation/import', token, form);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'forbidden',
      message: 'Solo un administrador puede importar legislación.',
    });
    expect((await send('GET', '/legislation/import/x', token)).status).toBe(403);
    const docs = await env.base.database.db.selectFrom('documents').select('id').execute();
    expect(docs).toEqual([]);
  });

  it('imports an uploaded .tar.gz in the background, then a changed .md, with progress', async () => {
    const token = await admin();
    const dir = makeTestTmpDir('alegato-legislation-upload-');
    mkdirSync(join(dir, 'es'));
    writeFileSync(join(dir, 'es', 'BOE-A-2025-11.md'), norm('BOE-A-2025-11', 'arrendamiento subido'));
    writeFileSync(join(dir, 'es', 'BOE-A-2025-12.md'), norm('BOE-A-2025-12', 'fianza subida'));
    const tarball = join(dir, 'leyes.tar.gz');
    execFileSync('tar', ['-czf', tarball, '-C', dir, 'es']);

    const form = new FormData();
    form.append('archivo', new Blob([readFileSync(tarball)]), 'leyes.tar.gz');
    const res = await send('POST', '/legislation/import', token, form);
    expect(res.status).toBe(202);
    const body = (await res.json()) as { success: boolean; data: { import: { id: string } } };
    expect(body).toEqual({
      success: true,
      data: { import: { id: expect.any(String), status: 'running', done: 0, total: 2 } },
    });
    expect(await waitDone(token, body.data.import.id)).toEqual({
      id: body.data.import.id,
      status: 'done',
      done: 2,
      total: 2,
      imported: 2,
      updated: 0,
      skipped: 0,
      failed: 0,
      message: 'Importación terminada: 2 nuevas, 0 actualizadas, 0 sin cambios, 0 con errores.',
    });
    const { db } = env.base.database;
    const doc = (await docOf(db, 'BOE-A-2025-12'))!;
    expect((await chunkTexts(db, doc.id)).map((c) => c.text)).toEqual(['Texto de la norma: fianza subida.']);

    const md = new FormData();
    md.append('file', new Blob([norm('BOE-A-2025-12', 'fianza reformada')]), 'BOE-A-2025-12.md');
    md.append('file', new Blob([norm('BOE-A-2025-11', 'arrendamiento subido')]), 'BOE-A-2025-11.md');
    const again = await send('POST', '/legislation/import', token, md);
    expect(again.status).toBe(202);
    const id = ((await again.json()) as { data: { import: { id: string } } }).data.import.id;
    expect(await waitDone(token, id)).toMatchObject({
      status: 'done',
      done: 2,
      total: 2,
      imported: 0,
      updated: 1,
      skipped: 1,
      failed: 0,
    });
    expect((await chunkTexts(db, doc.id)).map((c) => c.text)).toEqual([
      'Texto de la norma: fianza reformada.',
    ]);

    const wrong = new FormData();
    wrong.append('file', new Blob(['hola']), 'notas.txt');
    const refused = await send('POST', '/legislation/import', token, wrong);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: '«notas.txt» no es un archivo .tar.gz ni .md.' });
    expect((await send('GET', '/legislation/import/no-existe', token)).status).toBe(404);
  });

  it('refuses an upload past maxBytes with 413 and a second one while an import runs with 409', async () => {
    const { logger } = createCapturingLogger();
    const app = new Hono<AppEnv>();
    app.use('*', requestContext(logger));
    const router = legislationImportRoutes({
      db: env.base.database.db,
      maxBytes: 1024 * 1024,
      authenticate: async (c, next) => {
        c.set('user', { id: 'u', email: 'jefa@despacho.es', role: 'admin', sessionId: null });
        await next();
      },
    });
    app.route('/legislation/import', router);
    app.onError(createErrorHandler());
    const big = new FormData();
    big.append('file', new Blob(['x'.repeat(3 * 1024 * 1024)]), 'BOE-A-2025-1.md');
    const res = await app.request('/legislation/import', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'La subida supera el tamaño máximo de 1 MB.' });

    const many = new FormData();
    for (let i = 1; i <= 3; i++) {
      many.append('file', new Blob([`# Ley ${i}\n\nTexto.\n`]), `BOE-A-2025-${i}.md`);
    }
    const first = await app.request('/legislation/import', { method: 'POST', body: many });
    expect(first.status).toBe(202);
    const second = await app.request('/legislation/import', { method: 'POST', body: many });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      message: 'Ya hay una importación de legislación en curso. Espera a que termine.',
    });
    const { id } = ((await first.json()) as { data: { import: { id: string } } }).data.import;
    let progress: Record<string, unknown> = {};
    for (let i = 0; i < 200 && progress.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const poll = await app.request(`/legislation/import/${id}`);
      progress = ((await poll.json()) as { data: { import: Record<string, unknown> } }).data.import;
    }
    expect(progress).toMatchObject({ status: 'done', done: 3, imported: 3 });
  });
});
