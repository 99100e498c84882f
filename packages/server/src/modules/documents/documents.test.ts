import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';

const TXT = [
  'DEMANDA DE JUICIO ORDINARIO',
  '',
  'HECHOS',
  '',
  'PRIMERO.- El demandado causó daños por culpa o negligencia en la vivienda arrendada, según el artículo 1902 del Código Civil.',
  '',
  'SEGUNDO.- La fianza del arrendamiento no fue devuelta al término del contrato.',
  '\f',
  'FUNDAMENTOS DE DERECHO',
  '',
  'ÚNICO.- Responsabilidad extracontractual y reclamación de la indemnización por los perjuicios sufridos.',
].join('\n');

describeEachTarget('documents API', (target) => {
  const env = useAuthEnv(target);

  function upload(token: string, file: Blob, name: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, name);
    return env.app.request(
      '/upload',
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
  }

  type Doc = { id: string; status: string; progress: number; pages: number | null; error: string | null };

  async function waitReady(token: string, id: string): Promise<Doc> {
    let doc: Doc | undefined;
    await vi.waitFor(
      async () => {
        const res = await env.call('GET', `/documents/${id}`, { token });
        doc = ((await res.json()) as { data: { document: Doc } }).data.document;
        expect(doc.status).not.toBe('processing');
      },
      { timeout: 30_000, interval: 100 },
    );
    return doc!;
  }

  it('uploads a TXT, processes it in the background and finds its passages by meaning of the words', async () => {
    const ana = await env.user();
    const caseRes = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Daños en vivienda' },
    });
    const caseId = ((await caseRes.json()) as { data: { case: { id: string } } }).data.case.id;
    const res = await upload(ana.token, new Blob([TXT]), 'demanda.txt', {
      user_id: ana.id,
      case_id: caseId,
      collection: 'documentos',
      especialidad: 'civil',
    });
    expect(res.status).toBe(202);
    const { document } = ((await res.json()) as { data: { document: Doc & Record<string, unknown> } }).data;
    expect(document).toMatchObject({
      filename: 'demanda.txt',
      type: 'txt',
      status: 'processing',
      case_id: caseId,
      public: false,
      size: Buffer.byteLength(TXT),
    });
    env.background.start();
    const ready = await waitReady(ana.token, document.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 1, pages: 2, error: null });

    const text = await env.call('GET', `/documents/${document.id}/text`, { token: ana.token });
    const pages = (
      (await text.json()) as { data: { pages: { page: number; text: string; method: string }[] } }
    ).data.pages;
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[1]?.text).toContain('FUNDAMENTOS DE DERECHO');
    expect(pages[0]?.method).toBe('txt');

    // Accent-insensitive and stemmed: 'indemnizacion' (no accent) finds 'indemnización'; 'arrendamientos'
    // finds 'arrendamiento'.
    const search = await env.call('POST', '/query/mixed', {
      token: ana.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        query: 'indemnizacion perjuicios',
        user_id: ana.id,
        top_k: '10',
      }).toString(),
    });
    expect(search.status).toBe(200);
    const body = (await search.json()) as {
      chunks: {
        relevancia: number;
        texto: string;
        fuente: string;
        metadatos: { pages: number[]; highlights: { start: number; end: number }[]; method: string };
      }[];
      fuentes: { documento: string; paginas: number[] }[];
    };
    expect(body.chunks.length).toBeGreaterThan(0);
    const top = body.chunks[0]!;
    expect(top.fuente).toBe('demanda.txt');
    // The two short pages make one chunk; its page range says so.
    expect(top.metadatos.pages).toEqual([1, 2]);
    expect(top.relevancia).toBeGreaterThan(0);
    expect(top.relevancia).toBeLessThanOrEqual(1);
    const marked = top.metadatos.highlights.map((h) => top.texto.slice(h.start, h.end).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['indemnización', 'perjuicios']));
    expect(body.fuentes[0]).toMatchObject({ documento: 'demanda.txt', paginas: [1, 2] });

    const stem = await env.call('POST', '/query/mixed', {
      token: ana.token,
      body: { query: 'arrendamientos', user_id: ana.id },
    });
    const stemBody = (await stem.json()) as {
      chunks: { texto: string; metadatos: { highlights: { start: number; end: number }[] } }[];
    };
    const hit = stemBody.chunks[0]!;
    expect(hit.metadatos.highlights.map((h) => hit.texto.slice(h.start, h.end))).toEqual([
      'arrendada',
      'arrendamiento',
    ]);

    const listed = await env.call('GET', `/cases/${caseId}/documents`, { token: ana.token });
    expect(((await listed.json()) as { data: { documents: { id: string }[] } }).data.documents).toHaveLength(
      1,
    );
  });

  it('gives each page its entities on request (highlighting), and none unless asked', async () => {
    const ana = await env.user();
    const text =
      'En Jaén, a 3 de marzo de 2025, Doña Lucía Romero Gil reclama 1.500 euros a Construcciones Levante, S.L.';
    const doc = await uploadReady(
      env,
      ana.token,
      new Blob([text], { type: 'text/plain' }),
      'reclamacion.txt',
    );
    const plain = await env.call('GET', `/documents/${doc.id}/text`, { token: ana.token });
    const plainPages = ((await plain.json()) as { data: { pages: Record<string, unknown>[] } }).data.pages;
    expect(plainPages[0]).not.toHaveProperty('entities');
    const res = await env.call('GET', `/documents/${doc.id}/text?entities=true`, { token: ana.token });
    expect(res.status).toBe(200);
    const pages = (
      (await res.json()) as {
        data: { pages: { entities: { start: number; end: number; type: string }[] }[] };
      }
    ).data.pages;
    const found = pages[0]!.entities.map((e) => [text.slice(e.start, e.end), e.type]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['3 de marzo de 2025', 'DATE'],
        ['1.500 euros', 'MONEY'],
        [expect.stringContaining('Lucía Romero Gil'), 'PER'],
      ]),
    );
    expect(found.map(([, type]) => type)).not.toContain('CITATION');
  });

  it("keeps users apart: another user's document is 404 and never searched", async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    const res = await upload(ana.token, new Blob([TXT]), 'secreto.txt');
    const id = ((await res.json()) as { data: { document: Doc } }).data.document.id;
    env.background.start();
    await waitReady(ana.token, id);
    for (const [method, path] of [
      ['GET', `/documents/${id}`],
      ['GET', `/documents/${id}/text`],
      ['POST', `/documents/${id}/retry`],
      ['DELETE', `/documents/${id}`],
    ] as const) {
      const r = await env.call(method, path, { token: bea.token });
      expect({ method, path, status: r.status }).toEqual({ method, path, status: 404 });
    }
    const list = await env.call('GET', `/documents?user_id=${bea.id}`, { token: bea.token });
    expect(((await list.json()) as { data: { documents: unknown[] } }).data.documents).toEqual([]);
    const search = await env.call('POST', '/query/mixed', { token: bea.token, body: { query: 'fianza' } });
    expect(((await search.json()) as { chunks: unknown[] }).chunks).toEqual([]);
  });

  it('cuts the upload at 10 MB + 1 byte with 413 and keeps nothing', async () => {
    const ana = await env.user();
    const res = await upload(
      ana.token,
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)]),
      'grande.txt',
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: 'El archivo supera el tamaño máximo de 10 MB.',
    });
    const exactly = await upload(
      ana.token,
      new Blob([new Uint8Array(10 * 1024 * 1024).fill(0x61)]),
      'justo.txt',
    );
    expect(exactly.status).toBe(202);
    const rows = await env.base.database.db.selectFrom('documents').select('filename').execute();
    expect(rows.map((r) => r.filename)).toEqual(['justo.txt']);
  });

  it('decides the type by content: HTML named .pdf is 415 with the accepted formats', async () => {
    const ana = await env.user();
    const res = await upload(ana.token, new Blob(['<html><script>alert(1)</script></html>']), 'contrato.pdf');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
    });
    const filesDir = join(env.base.config.dataDir, 'files');
    const stored = existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }) : [];
    expect(stored.filter((f) => !String(f).match(/^[0-9a-f-]{36}$/))).toEqual([]);
  });

  it('refuses a non-multipart upload, a missing file and a foreign user_id field', async () => {
    const ana = await env.user();
    const json = await env.call('POST', '/upload', { token: ana.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('user_id', ana.id);
    const none = await env.app.request('/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(none.status).toBe(400);
    const foreign = await upload(ana.token, new Blob(['hola']), 'a.txt', { user_id: randomUUID() });
    expect(foreign.status).toBe(403);
  });

  it('deletes a document with its file, pages and chunks', async () => {
    const ana = await env.user();
    const res = await upload(ana.token, new Blob([TXT]), 'borrar.txt');
    const id = ((await res.json()) as { data: { document: Doc } }).data.document.id;
    env.background.start();
    await waitReady(ana.token, id);
    const db = env.base.database.db;
    const key = (
      await db.selectFrom('documents').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()
    ).storage_key!;
    expect(await env.background.files.size(key)).toBe(Buffer.byteLength(TXT));
    const del = await env.call('DELETE', `/documents/${id}`, { token: ana.token });
    expect(del.status).toBe(200);
    expect(await env.background.files.size(key)).toBeNull();
    expect(await db.selectFrom('chunks').select('id').where('document_id', '=', id).execute()).toEqual([]);
    expect(
      await db.selectFrom('document_pages').select('page').where('document_id', '=', id).execute(),
    ).toEqual([]);
    expect((await env.call('DELETE', `/documents/${id}`, { token: ana.token })).status).toBe(404);
  });

  it('deleting a case keeps its documents unlinked by default, or deletes them with their files', async () => {
    const ana = await env.user();
    const mk = async (title: string) =>
      (
        (await (await env.call('POST', '/cases', { token: ana.token, body: { title } })).json()) as {
          data: { case: { id: string } };
        }
      ).data.case.id;
    const keepCase = await mk('Conservar');
    const dropCase = await mk('Eliminar');
    const up = async (caseId: string, name: string) =>
      (
        (await (await upload(ana.token, new Blob([TXT]), name, { case_id: caseId })).json()) as {
          data: { document: Doc };
        }
      ).data.document.id;
    const kept = await up(keepCase, 'conservar.txt');
    const dropped = await up(dropCase, 'eliminar.txt');
    const db = env.base.database.db;
    const droppedKey = (
      await db
        .selectFrom('documents')
        .select('storage_key')
        .where('id', '=', dropped)
        .executeTakeFirstOrThrow()
    ).storage_key!;

    const r1 = await env.call('DELETE', `/cases/${keepCase}`, { token: ana.token });
    expect(await r1.json()).toEqual({
      success: true,
      data: { deleted: true, documents_deleted: 0, documents_unlinked: 1 },
    });
    const keptRow = await db
      .selectFrom('documents')
      .select('case_id')
      .where('id', '=', kept)
      .executeTakeFirstOrThrow();
    expect(keptRow.case_id).toBeNull();

    const r2 = await env.call('DELETE', `/cases/${dropCase}?documents=delete`, { token: ana.token });
    expect(await r2.json()).toEqual({
      success: true,
      data: { deleted: true, documents_deleted: 1, documents_unlinked: 0 },
    });
    expect(await db.selectFrom('documents').select('id').where('id', '=', dropped).execute()).toEqual([]);
    expect(await env.background.files.size(droppedKey)).toBeNull();
  });

  it('serves the app to a browser navigation on /documents and JSON to API calls', async () => {
    const ana = await env.user();
    const nav = await env.app.request('/documents', {
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(nav.status).toBe(200);
    expect(nav.headers.get('content-type')).toContain('text/html');
    const api = await env.call('GET', '/documents', {
      token: ana.token,
      headers: { accept: 'application/json' },
    });
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('exports and deletes documents, pages and files with the account (SECURITY 17)', async () => {
    const email = `ana.${randomUUID()}@despacho.es`;
    const id = await env.signUpConfirmed(email, 'clave-de-ana-2026');
    const { access_token } = await env.signIn(email, 'clave-de-ana-2026');
    await env.call('POST', '/cases', { token: access_token, body: { title: 'Caso exportado' } });
    const res = await upload(access_token, new Blob([TXT]), 'exportar.txt');
    const docId = ((await res.json()) as { data: { document: Doc } }).data.document.id;
    env.background.start();
    await waitReady(access_token, docId);
    const exp = await env.call('GET', '/api/account/export', { token: access_token });
    const data = (await exp.json()) as {
      cases: { title: string }[];
      documents: { filename: string; pages: { text: string }[] }[];
    };
    expect(data.cases.map((c) => c.title)).toEqual(['Caso exportado']);
    expect(data.documents[0]?.filename).toBe('exportar.txt');
    expect(data.documents[0]?.pages[0]?.text).toContain('PRIMERO');
    const del = await env.call('DELETE', '/api/account', {
      token: access_token,
      body: { password: 'clave-de-ana-2026' },
    });
    expect(del.status).toBe(204);
    const db = env.base.database.db;
    expect(await db.selectFrom('documents').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('cases').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('chunks').select('id').execute()).toEqual([]);
    expect(existsSync(join(env.base.config.dataDir, 'files', id))).toBe(false);
  });
});
