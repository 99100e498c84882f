import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { DOCX_MIME } from '../reports/docx.js';
import { placeOfJurisdiction, trimToChars } from './service.js';

/** The text entries of a zip (a .docx), by path. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('placeOfJurisdiction', () => {
  it.each([
    ['Juzgado de Primera Instancia de Jaén', 'Jaén'],
    ['Juzgado de Primera Instancia n.º 2 de Jaén', 'Jaén'],
    ['Juzgado de lo Social n.º 3 de Madrid', 'Madrid'],
    ['Audiencia Provincial de Palma de Mallorca', 'Palma de Mallorca'],
    ['Ayuntamiento de Sevilla', 'Sevilla'],
    ['Juzgado de Primera Instancia', ''],
    ['', ''],
  ])('%s → %s', (jurisdiction, place) => {
    expect(placeOfJurisdiction(jurisdiction)).toBe(place);
  });
});

describe('trimToChars', () => {
  it('keeps whole blocks within the limit', () => {
    const html = '<h1>A</h1>\n<p>Uno dos tres.</p>\n<p>Cuatro cinco seis.</p>\n';
    expect(trimToChars(html, 1000)).toEqual({ html, truncated: false });
    expect(trimToChars(html, 32)).toEqual({ html: '<h1>A</h1>\n<p>Uno dos tres.</p>\n', truncated: true });
    expect(trimToChars(html, 5)).toEqual({ html: '', truncated: true });
  });
});

const DEMANDA = [
  'AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN',
  '',
  'DEMANDA DE JUICIO VERBAL',
  '',
  'Doña María López Ruiz, como demandante, formula demanda contra Inmobiliaria Sur, S.L., demandada, en reclamación de 3.000 euros.',
  '',
  'HECHOS',
  '',
  'PRIMERO.- El 1 de marzo de 2024 las partes firmaron el contrato de arrendamiento de la vivienda.',
  '',
  'SEGUNDO.- La demandada no devolvió la fianza de 1.500 euros a la finalización del contrato el 28 de febrero de 2025.',
  '',
  'FUNDAMENTOS DE DERECHO',
  '',
  'Es aplicable el artículo 36 de la Ley 29/1994, de Arrendamientos Urbanos, y el artículo 1902 del Código Civil.',
].join('\n');

const SENTENCIA = [
  'JUZGADO DE PRIMERA INSTANCIA Nº 2 DE JAÉN',
  '',
  'SENTENCIA Nº 45/2025',
  '',
  'En Jaén, a 10 de junio de 2025.',
  '',
  'Vistos los autos de juicio verbal seguidos a instancia de Doña María López Ruiz, demandante, contra Inmobiliaria Sur, S.L., demandada.',
  '',
  'FALLO',
  '',
  'Que debo estimar y estimo la demanda interpuesta por Doña María López Ruiz y condeno a Inmobiliaria Sur, S.L. a abonar 3.000 euros, con imposición de costas a la parte demandada.',
].join('\n');

type Draft = {
  report_id: string;
  title: string;
  html: string;
  chars: number;
  truncated: boolean;
  sources: { document: string; page: number | null }[];
  template_id: string;
};

describeEachTarget('drafts from a case', (target) => {
  const env = useAuthEnv(target);

  async function caseWithDocuments(token: string): Promise<string> {
    const created = await env.call('POST', '/cases', {
      token,
      body: { title: 'Fianza calle Mayor', client_name: 'María López Ruiz' },
    });
    const caseId = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    for (const [name, text] of [
      ['demanda.txt', DEMANDA],
      ['sentencia.txt', SENTENCIA],
    ] as const)
      await uploadReady(env, token, new Blob([text], { type: 'text/plain' }), name, { case_id: caseId });
    return caseId;
  }

  it('drafts the demand from the case analysis, names its sources and stores it as a draft report', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const caseId = await caseWithDocuments(ana.token);
    const res = await env.call('POST', '/document/draft', {
      token: ana.token,
      body: {
        caso_id: caseId,
        user_id: ana.id,
        jurisdiction: 'Juzgado de Primera Instancia de Jaén',
      },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Draft };
    expect(data.template_id).toBe('demanda-civil');
    expect(data.chars).toBe(data.html.length);
    expect(data.truncated).toBe(false);
    // The court, the parties (the client first), the amount and the facts found in the documents.
    expect(data.html).toContain('<h1>AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN</h1>');
    expect(data.html).toMatch(/<strong>(D\.\/Dña\. )?María López Ruiz<\/strong>/);
    // The company keeps its legal form, and the composer names it as one (not D./Dña.).
    expect(data.html).toMatch(/contra la mercantil <strong>Inmobiliaria Sur, S\.L\.<\/strong>/);
    expect(data.html).toMatch(/3\.000,00 €/);
    expect(data.html).toMatch(/1\.500,00 €/);
    expect(data.html).toContain('JUICIO VERBAL');
    expect(data.html).toMatch(/firmaron el contrato de arrendamiento[^<]*\[demanda\.txt, pág\. 1\]/);
    expect(data.html).toContain('En Jaén, a ');
    // Every fact's document and page.
    expect(data.sources).toEqual(
      expect.arrayContaining([
        { document: 'demanda.txt', page: 1 },
        { document: 'sentencia.txt', page: 1 },
      ]),
    );
    // Nothing invented: no identification the documents do not give.
    expect(data.html).not.toMatch(/con DNI/);

    // A draft report of the user, linked to the case, that /api/reports lists and serves.
    const got = await env.call('GET', `/api/reports/${data.report_id}`, { token: ana.token });
    expect(got.status).toBe(200);
    const report = ((await got.json()) as { data: Record<string, unknown> }).data;
    expect(report).toMatchObject({
      status: 'draft',
      case_id: caseId,
      template_id: 'demanda-civil',
      generated_html: data.html,
      title: data.title,
    });
    const list = await env.call('GET', '/api/reports/list', { token: ana.token });
    const listed = ((await list.json()) as { data: { reports: { id: string }[] } }).data.reports;
    expect(listed.map((r) => r.id)).toContain(data.report_id);

    // Trimmed at a block boundary; the concise style keeps fewer facts.
    const short = await env.call('POST', '/document/draft', {
      token: ana.token,
      body: { caso_id: caseId, max_chars: '1500', style: 'conciso' },
    });
    expect(short.status).toBe(201);
    const s = ((await short.json()) as { data: Draft }).data;
    expect(s.chars).toBeLessThanOrEqual(1500);
    expect(s.truncated).toBe(true);
    expect(s.html.trimEnd()).toMatch(/<\/(p|h1|h2|ol|ul)>$/);
    expect(s.html).not.toContain('Constan en los documentos del caso');

    // Another template: the parties go to its own fields.
    const appeal = await env.call('POST', '/document/draft', {
      token: ana.token,
      body: { caso_id: caseId, document_type: 'recurso-apelacion' },
    });
    expect(appeal.status).toBe(201);
    const a = ((await appeal.json()) as { data: Draft }).data;
    expect(a.template_id).toBe('recurso-apelacion');
    expect(a.html).toMatch(/<strong>[^<]*Inmobiliaria Sur/);
    expect(a.html).toContain('María López Ruiz');
  });

  it('refuses unknown, foreign and malformed requests with Spanish messages', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const created = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Sin documentos' } });
    const empty = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    const beaCase = (
      (await (
        await env.call('POST', '/cases', { token: bea.token, body: { title: 'Caso de Bea' } })
      ).json()) as { data: { case: { id: string } } }
    ).data.case.id;
    const call = (body: Record<string, unknown>) =>
      env.call('POST', '/document/draft', { token: ana.token, body });
    const message = async (res: Response) => ((await res.json()) as { message: string }).message;

    expect((await call({ caso_id: beaCase })).status).toBe(404);
    expect((await call({ caso_id: 'no-es-un-id' })).status).toBe(404);
    const none = await call({ caso_id: empty });
    expect(none.status).toBe(409);
    expect(await message(none)).toMatch(/no tiene documentos listos/);
    const template = await call({ caso_id: empty, document_type: 'testamento' });
    expect(template.status).toBe(400);
    expect(await message(template)).toMatch(/La plantilla «testamento» no existe/);
    for (const max of ['999', '60001', 'mucho', '1500.5']) {
      const bad = await call({ caso_id: empty, max_chars: max });
      expect(bad.status).toBe(400);
      expect(await message(bad)).toMatch(/max_chars debe ser un número entero/);
    }
    const lang = await call({ caso_id: empty, language: 'en' });
    expect(lang.status).toBe(400);
    expect(await message(lang)).toMatch(/solo se redactan en español/);
    const style = await call({ caso_id: empty, style: 'poético' });
    expect(style.status).toBe(400);
    expect(await message(style)).toBe('style debe ser formal o conciso.');
    expect((await call({ caso_id: empty, user_id: bea.id })).status).toBe(403);
    expect((await env.call('POST', '/document/draft', { body: { caso_id: empty } })).status).toBe(401);
  });

  it('exports a report as DOCX: headings, numbered and bullet lists, bold, A4, Times New Roman, Página X de Y', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const created = await env.call('POST', '/api/reports/create', {
      token: ana.token,
      body: { title: 'Demanda: fianza «calle Mayor»', template_id: 'demanda-civil' },
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    // No HTML yet: nothing to export.
    const empty = await env.call('GET', `/api/reports/${id}/docx`, { token: ana.token });
    expect(empty.status).toBe(409);
    expect(((await empty.json()) as { message: string }).message).toMatch(/no tiene contenido/);

    const html = [
      '<h1>AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN</h1>',
      '<h2>HECHOS</h2>',
      '<p><strong>PRIMERO.-</strong> La demandada no devolvió la <em>fianza</em> de 1.500 € &amp; los intereses.</p>',
      '<h3>Documentos</h3>',
      '<ol><li>Contrato de arrendamiento.</li><li>Burofax de requerimiento.</li></ol>',
      '<ul><li>Primera nota.</li><li>Segunda nota.</li></ul>',
      '<p>Fdo.: María López<br>Letrada</p>',
    ].join('\n');
    const saved = await env.call('PUT', `/api/reports/${id}`, {
      token: ana.token,
      body: { generated_html: html, lastModified: new Date().toISOString(), autoSave: false },
    });
    expect(saved.status).toBe(200);

    const res = await env.call('GET', `/api/reports/${id}/docx`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX_MIME);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Demanda fianza _calle Mayor_\.docx"; filename\*=UTF-8''/,
    );
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const doc = files.get('word/document.xml') ?? '';
    for (const style of ['Heading1', 'Heading2', 'Heading3'])
      expect(doc).toContain(`<w:pStyle w:val="${style}"/>`);
    expect(doc).toContain('AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN');
    expect(doc).toContain('La demandada no devolvió la ');
    expect(doc).toContain('1.500 € &amp; los intereses.');
    expect(doc).toMatch(/<w:b\/>.*PRIMERO\.-/s);
    expect(doc).toMatch(/<w:i\/>.*fianza/s);
    expect(doc).toContain('<w:br/>');
    // Four list items, each with numbering; the ordered and the bullet list use different numbering.
    const numIds = [...doc.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]);
    expect(numIds).toHaveLength(4);
    expect(numIds[0]).toBe(numIds[1]);
    expect(numIds[2]).toBe(numIds[3]);
    expect(numIds[0]).not.toBe(numIds[2]);
    const numbering = files.get('word/numbering.xml') ?? '';
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    // A4 and the report's face.
    expect(doc).toMatch(/<w:pgSz w:w="1190\d" w:h="1683\d"/);
    expect(files.get('word/styles.xml')).toContain('w:ascii="Times New Roman"');
    const footer = [...files.entries()].find(([name]) => /^word\/footer\d*\.xml$/.test(name))?.[1] ?? '';
    expect(footer).toContain('Página ');
    expect(footer).toMatch(/PAGE/);
    expect(footer).toMatch(/NUMPAGES/);

    // Another user's report, an unknown one and a malformed id: 404; no token: 401.
    expect((await env.call('GET', `/api/reports/${id}/docx`, { token: bea.token })).status).toBe(404);
    expect(
      (await env.call('GET', '/api/reports/00000000-0000-4000-8000-000000000000/docx', { token: ana.token }))
        .status,
    ).toBe(404);
    expect((await env.call('GET', '/api/reports/no-es-un-id/docx', { token: ana.token })).status).toBe(404);
    expect((await env.call('GET', `/api/reports/${id}/docx`)).status).toBe(401);
  });
});
