import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { marked } from 'marked';
import { markdownParts, renderLegalPdf } from './render.js';
import { pdfFilename, slugify } from './service.js';

const tmp = makeTestTmpDir('alegato-pdf-');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let seq = 0;

/** Writes the PDF to a temp file and runs a poppler tool on it. */
function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  const file = join(tmp, `doc-${++seq}.pdf`);
  writeFileSync(file, pdf);
  const out =
    tool === 'pdftotext'
      ? execFileSync(tool, ['-enc', 'UTF-8', ...args, file, '-'], { encoding: 'utf8' })
      : execFileSync(tool, [...args, file], { encoding: 'utf8' });
  rmSync(file, { force: true });
  return out;
}

const text = (pdf: Buffer, args: string[] = []) => poppler('pdftotext', pdf, args);
const pageCount = (pdf: Buffer) => Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', pdf))?.[1]);

const METADATA = {
  fecha: '23/11/2026',
  tipo_documento: 'Demanda',
  generado_por: 'Alegato',
  cliente: 'Construcciones Núñez S.L.',
};

const MARKDOWN = [
  '# Demanda de juicio verbal',
  '',
  '## HECHOS',
  '',
  'PRIMERO.- Que **Don José Núñez** reclama *1.250,00 €* por los daños causados en la vivienda, según el artículo 1902 del Código Civil.',
  '',
  'SEGUNDO.- Que la fianza no fue devuelta:',
  '',
  '1. Contrato de arrendamiento',
  '2. Requerimiento **fehaciente**',
  '   - burofax',
  '   - correo electrónico',
  '',
  '> El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.',
  '',
  '### FUNDAMENTOS DE DERECHO',
  '',
  'ÚNICO.- Véase el [BOE](https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763) y la jurisprudencia.',
].join('\n');

/** Spanish legal filler: `n` numbered paragraphs. */
function longReport(n: number): string {
  const ordinal = ['PRIMERO', 'SEGUNDO', 'TERCERO', 'CUARTO', 'QUINTO', 'SEXTO', 'SÉPTIMO', 'OCTAVO'];
  const paras = Array.from(
    { length: n },
    (_, i) =>
      `${ordinal[i % ordinal.length]}.- Que la parte demandante, en ejercicio de la acción de responsabilidad extracontractual prevista en el artículo 1902 del Código Civil, reclama la cantidad de ${1000 + i},00 € por los daños y perjuicios sufridos, con los intereses legales desde la fecha de la interpelación judicial y las costas del procedimiento, conforme a la doctrina de la Sala Primera del Tribunal Supremo.`,
  );
  return ['# Informe', '', '## Antecedentes de hecho', '', ...paras.flatMap((p) => [p, ''])].join('\n');
}

describe('renderLegalPdf', () => {
  it('renders the title, headings, numbered paragraphs, accents and € in Times fonts with the metadata', async () => {
    const pdf = await renderLegalPdf({
      markdown: MARKDOWN,
      title: 'Demanda por daños — Núñez',
      metadata: METADATA,
      author: 'Ana Pérez',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const out = text(pdf);
    for (const s of [
      'Demanda por daños — Núñez',
      'Demanda de juicio verbal',
      'HECHOS',
      'PRIMERO.- Que Don José Núñez reclama 1.250,00 € por los daños',
      'FUNDAMENTOS DE DERECHO',
      'Contrato de arrendamiento',
      'burofax',
      'El que por acción u omisión',
      'BOE (https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763)',
      'Página 1 de 1',
      'En ____________________, a 23/11/2026',
      'Fdo.:',
      'Ana Pérez',
    ]) {
      expect(out).toContain(s);
    }
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '')
      .map((l) => l.split(/\s+/)[0]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/^Times-(Roman|Bold|Italic|BoldItalic)$/);
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Title:\s+Demanda por daños — Núñez$/m);
    expect(info).toMatch(/^Author:\s+Ana Pérez$/m);
    expect(info).toMatch(/^Subject:\s+Demanda$/m);
    expect(info).toMatch(/^Creator:\s+Alegato$/m);
    expect(info).toMatch(/^Keywords:\s+Demanda, Construcciones Núñez S\.L\., informe legal$/m);
    expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);
  });

  it('dates the PDF when it is rendered (CreationDate is the real time, not a fixed noon)', async () => {
    const before = Date.now();
    const pdf = await renderLegalPdf({
      markdown: MARKDOWN,
      title: 'Informe',
      metadata: METADATA,
      author: 'Ana',
    });
    const iso = /^CreationDate:\s+(\S+)$/m.exec(poppler('pdfinfo', pdf, ['-isodates']))?.[1] ?? '';
    const created = Date.parse(iso);
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the lines of a signature block apart and stretches no justified line', async () => {
    const markdown = [
      'Que por medio del presente escrito interpongo **DEMANDA DE JUICIO ORDINARIO** contra la mercantil Construcciones Levante, S.L., con CIF B12345678, y domicilio social en Valencia, en reclamación de 25.000,00 €.',
      '',
      'En Madrid, a 22 de noviembre de 2026.',
      '',
      'Fdo.: María López Sánchez  ',
      'Letrado/a',
    ].join('\n');
    const pdf = await renderLegalPdf({ markdown, title: 'Demanda', metadata: METADATA, author: 'Ana' });
    const lines = text(pdf)
      .split('\n')
      .map((l) => l.trim());
    expect(lines).toContain('Fdo.: María López Sánchez');
    expect(lines).toContain('Letrado/a');
    // With -layout, pdftotext keeps the spacing: a justified line stretched by a style change shows a gap.
    const gaps = text(pdf, ['-layout'])
      .split('\n')
      .filter((l) => /\S {4,}\S/.test(l.trim()) && !/Página \d/.test(l));
    expect(gaps).toEqual([]);
  });

  it('numbers every page of a 5-page report and leaves no blank page', async () => {
    // The smallest report that fills five pages: each page then carries body text.
    let pdf: Buffer | undefined;
    for (let n = 20; n < 80; n++) {
      const candidate = await renderLegalPdf({
        markdown: longReport(n),
        title: 'Informe pericial',
        metadata: METADATA,
        author: 'Ana',
      });
      if (pageCount(candidate) === 5) {
        pdf = candidate;
        break;
      }
    }
    expect(pdf).toBeDefined();
    const doc = pdf as Buffer;
    const out = text(doc);
    for (let p = 1; p <= 5; p++) expect(out).toContain(`Página ${p} de 5`);
    expect(out).not.toContain('de 6');
    for (let p = 1; p <= 5; p++) {
      const page = text(doc, ['-f', String(p), '-l', String(p)]);
      expect(page).toContain('Informe pericial');
      // Besides the running header and the footer, every page has body text.
      const body = page.replace('Informe pericial', '').replace(`Página ${p} de 5`, '').replace(/\s+/g, '');
      // (The last page may hold only the closing signature, which moves whole to a new page.)
      expect(body.length).toBeGreaterThan(p < 5 ? 200 : 10);
    }
  });

  it('adds the signature once and keeps a signature already in the markdown', async () => {
    const signed = await renderLegalPdf({
      markdown: `${MARKDOWN}\n\nEn Madrid, a 23 de noviembre de 2026\n\nFdo.: Ana Pérez, abogada`,
      title: 'Informe',
      metadata: METADATA,
      author: 'Ana Pérez',
    });
    const out = text(signed);
    expect(out.match(/Fdo\./g)).toHaveLength(1);
    expect(out).not.toContain('____');
    expect(out).toContain('En Madrid, a 23 de noviembre de 2026');

    const plain = text(
      await renderLegalPdf({
        markdown: 'Texto breve del informe.',
        title: 'T',
        metadata: METADATA,
        author: 'A',
      }),
    );
    expect(plain.match(/Fdo\./g)).toHaveLength(1);
    expect(plain.match(/En _+, a 23\/11\/2026/g)).toHaveLength(1);
  });

  it('renders task lists, tables, code and continued numbering as text', async () => {
    const out = text(
      await renderLegalPdf({
        markdown:
          '- [x] hecho\n- [ ] pendiente\n\n| Parte | Importe |\n|---|---|\n| Actora | 1.250 € |\n\n3. tres\n4. cuatro\n\nCon `código` y ~~tachado~~.',
        title: 'T',
        metadata: METADATA,
        author: 'A',
      }),
      ['-layout'],
    );
    expect(out).toMatch(/\[x\]\s+hecho/);
    expect(out).toMatch(/\[ \]\s+pendiente/);
    expect(out.match(/\[x\]/g)).toHaveLength(1);
    expect(out).toContain('Parte | Importe');
    expect(out).toContain('Actora | 1.250 €');
    expect(out).toMatch(/3\.\s+tres/);
    expect(out).toMatch(/4\.\s+cuatro/);
    expect(out).toContain('Con código y tachado.');
  });

  it('draws characters outside the fonts as "?" and keeps raw HTML only as text', async () => {
    const out = text(
      await renderLegalPdf({
        markdown: 'Emoji 😀 y chino 中 <b>negrita</b> &amp; &aacute; <script>alert(1)</script>fin',
        title: 'T',
        metadata: METADATA,
        author: 'A',
      }),
    );
    expect(out).toContain('Emoji ? y chino ?');
    expect(out).toContain('negrita & á');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('<script>');
  });

  it('reads no local file and makes no network request named in the content (SECURITY 15)', async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    try {
      const markdown = [
        'PRIMERO.- Imágenes y enlaces hostiles:',
        '',
        '![x](file:///etc/passwd)',
        '',
        `![remota](${base}/img.png)`,
        '',
        `<img src=${base}/raw.png>`,
        '',
        `<img src="${base}/quoted.png" onerror="fetch('${base}/js')">`,
        '',
        '[pulse](javascript:alert(1)) y [local](file:///etc/hostname)',
        '',
        `<iframe src="${base}/frame"></iframe><link rel="stylesheet" href="${base}/css">`,
        '',
        `[ref]: ${base}/ref`,
      ].join('\n');
      const pdf = await renderLegalPdf({ markdown, title: 'Prueba', metadata: METADATA, author: 'A' });
      await new Promise((r) => setTimeout(r, 200));
      expect(hits).toEqual([]);
      const out = text(pdf);
      expect(out).toContain('PRIMERO.- Imágenes y enlaces hostiles:');
      expect(out).not.toContain('root:');
      expect(out).not.toContain('javascript:');
      expect(out).not.toContain('file://');
      const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8').split('\n')[0] : '';
      if (passwd) expect(out).not.toContain(passwd.slice(0, 12));
      expect(pdf.toString('latin1')).not.toMatch(/\/(URI|Launch|JavaScript|JS)\b/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('markdownParts', () => {
  it('cuts long markdown only where the pieces lex to the same blocks as the whole', () => {
    const block = [
      '## Hechos',
      '',
      'PRIMERO.- Texto del hecho con **negrita** y una lista:',
      '',
      '1. uno',
      '',
      '2. dos, suelta',
      '',
      '   continuación del punto dos',
      '',
      '```',
      'código',
      '',
      'PRIMERO.- dentro de un bloque de código',
      '```',
      '',
      '> cita',
      '',
      'SEGUNDO.- Otro párrafo.',
      '',
    ].join('\n');
    const markdown = block.repeat(400);
    const parts = markdownParts(markdown);
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.join('\n')).toBe(markdown);
    const kinds = (md: string[]) =>
      md.flatMap((m) =>
        marked
          .lexer(m)
          .filter((t) => t.type !== 'space')
          .map((t) => t.type),
      );
    expect(kinds(parts)).toEqual(kinds([markdown]));
    expect(markdownParts('corto')).toEqual(['corto']);
  });
});

describe('download names', () => {
  it.each([
    ['Demanda por daños — Núñez', 'demanda_por_danos_nunez'],
    ['  ¡Informe!  ', 'informe'],
    ['中文', 'documento'],
    ['../../etc/passwd', 'etc_passwd'],
    ['a'.repeat(100), 'a'.repeat(60)],
  ])('slug of %j is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('builds informe_<slug>_<YYYYMMDD_HHmmss>.pdf in Madrid time, with a suffix on a clash', () => {
    const date = new Date('2026-11-23T14:05:09Z');
    expect(pdfFilename('Informe Núñez', date)).toBe('informe_informe_nunez_20261123_150509.pdf');
    expect(pdfFilename('Informe Núñez', date, 2)).toBe('informe_informe_nunez_20261123_150509_2.pdf');
  });
});

describeEachTarget('PDF API /api/pdf', (target) => {
  const env = useAuthEnv(target);
  const request = (over: Record<string, unknown> = {}) => ({
    contenido_markdown: MARKDOWN,
    titulo: 'Demanda Núñez',
    caso_id: 'default',
    metadata: METADATA,
    ...over,
  });

  async function generate(token: string, over: Record<string, unknown> = {}) {
    const res = await env.call('POST', '/api/pdf/generar-informe-legal', { token, body: request(over) });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      success: boolean;
      archivo: string;
      tamaño_bytes: number;
      url_descarga: string;
      mensaje: string;
    };
  }

  it('answers /test, and 401 without a token', async () => {
    const { token } = await env.userOnPlan('ana', 'individual');
    const ok = await env.call('GET', '/api/pdf/test', { token });
    expect(await ok.json()).toEqual({ status: 'ok', mensaje: 'Servicio PDF operativo' });
    expect((await env.call('GET', '/api/pdf/test')).status).toBe(401);
    expect((await env.call('GET', '/api/pdf/listar/default')).status).toBe(401);
    expect((await env.call('GET', '/api/pdf/descargar/default/informe.pdf')).status).toBe(401);
  });

  it('generates, lists newest first and downloads a PDF; names clash into a suffix', async () => {
    const { id, token } = await env.userOnPlan('ana', 'individual');
    const first = await generate(token);
    expect(first).toMatchObject({ success: true, mensaje: 'PDF generado correctamente' });
    expect(first.archivo).toMatch(/^informe_demanda_nunez_\d{8}_\d{6}\.pdf$/);
    expect(first.url_descarga).toBe(`/api/pdf/descargar/default/${first.archivo}`);
    const second = await generate(token);
    expect(second.archivo).not.toBe(first.archivo);

    const list = await env.call('GET', '/api/pdf/listar/default', { token });
    const body = (await list.json()) as {
      caso_id: string;
      total_informes: number;
      informes: { filename: string; size: number; created_at: string }[];
    };
    expect(body.caso_id).toBe('default');
    expect(body.total_informes).toBe(2);
    expect(body.informes.map((i) => i.filename).sort()).toEqual([first.archivo, second.archivo].sort());
    expect(body.informes[0]?.size).toBeGreaterThan(1000);
    expect(new Date(body.informes[0]?.created_at ?? '').getTime()).toBeGreaterThanOrEqual(
      new Date(body.informes[1]?.created_at ?? '').getTime(),
    );

    const dl = await env.call('GET', first.url_descarga, { token });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('cache-control')).toBe('no-store');
    expect(dl.headers.get('content-disposition')).toBe(
      `attachment; filename="${first.archivo}"; filename*=UTF-8''${first.archivo}`,
    );
    const bytes = Buffer.from(await dl.arrayBuffer());
    expect(bytes.length).toBe(first.tamaño_bytes);
    expect(text(bytes)).toContain('PRIMERO.- Que Don José Núñez');

    // The file sits in the user's folder of the store under a server key, not under its name.
    const folder = join(env.base.config.dataDir, 'files', id);
    const stored = readdirSync(folder);
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses invalid requests with the spec messages', async () => {
    const { token } = await env.userOnPlan('ana', 'individual');
    const cases: [Record<string, unknown>, string][] = [
      [{ contenido_markdown: '   corto  ' }, 'El contenido del informe debe tener al menos 10 caracteres'],
      [{ titulo: '  ' }, 'El título del informe es requerido'],
      [{ caso_id: '' }, 'El ID del caso es requerido'],
      [{ caso_id: '../otro' }, 'El ID del caso no es válido.'],
    ];
    for (const [over, message] of cases) {
      const res = await env.call('POST', '/api/pdf/generar-informe-legal', { token, body: request(over) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_error', message });
    }
    const bad = await env.call('POST', '/api/pdf/generar-informe-legal', { token, body: { titulo: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('cleans up a case by age and validates dias_antiguedad', async () => {
    const { token } = await env.userOnPlan('ana', 'individual');
    await generate(token, { caso_id: 'caso-1' });
    await generate(token, { caso_id: 'caso-2' });
    const keep = await env.call('DELETE', '/api/pdf/limpiar/caso-1', { token });
    expect(await keep.json()).toMatchObject({ eliminados: 0 });
    for (const bad of ['-1', '3651', 'abc', '1.5', '']) {
      const res = await env.call('DELETE', `/api/pdf/limpiar/caso-1?dias_antiguedad=${bad}`, { token });
      expect(res.status).toBe(400);
    }
    const gone = await env.call('DELETE', '/api/pdf/limpiar/caso-1?dias_antiguedad=0', { token });
    expect(await gone.json()).toEqual({
      eliminados: 1,
      mensaje: 'Se eliminó 1 informe con más de 0 días de antigüedad.',
    });
    const l1 = (await (await env.call('GET', '/api/pdf/listar/caso-1', { token })).json()) as {
      total_informes: number;
    };
    const l2 = (await (await env.call('GET', '/api/pdf/listar/caso-2', { token })).json()) as {
      total_informes: number;
    };
    expect([l1.total_informes, l2.total_informes]).toEqual([0, 1]);
  });

  it("exports the user's PDF list and deletes rows and files with the account", async () => {
    const { id, token } = await env.userOnPlan('ana', 'individual');
    const made = await generate(token);
    const exp = await env.call('GET', '/api/account/export', { token });
    const data = (await exp.json()) as { pdfs: { filename: string; caso_id: string }[] };
    expect(data.pdfs).toEqual([expect.objectContaining({ filename: made.archivo, caso_id: 'default' })]);
    expect(JSON.stringify(data.pdfs)).not.toContain('file_key');

    const del = await env.call('DELETE', '/api/account', { token, body: { password: 'clave-de-ana-2026' } });
    expect(del.status).toBe(204);
    const db = env.base.database.db;
    expect(await db.selectFrom('pdf_files').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(existsSync(join(env.base.config.dataDir, 'files', id))).toBe(false);
  });
});
