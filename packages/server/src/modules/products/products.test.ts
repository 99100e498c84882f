import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { PRODUCT_IDS } from './catalogue.js';
import { PRODUCT_MESSAGES } from './service.js';

/** Documents written for these tests (not real cases). */
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
  '',
  'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
].join('\n');

const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Madrid, a 1 de marzo de 2025.',
  '',
  'REUNIDOS',
  'De una parte, D. Julián Pérez Gómez, como arrendador. De otra, Dña. Carmen Vidal Soto, como arrendataria.',
  '',
  'CLÁUSULAS',
  'PRIMERA.- Objeto. El arrendador cede en arrendamiento la vivienda sita en la calle Mayor 10 de Madrid.',
  'SEGUNDA.- Duración. El contrato tendrá una duración de un año, prorrogable por anualidades hasta cinco años.',
  'TERCERA.- Renta. La arrendataria se obliga a pagar una renta de 900 euros mensuales dentro de los cinco primeros días de cada mes.',
  'CUARTA.- Fianza. La arrendataria entrega en este acto una fianza de 900 euros equivalente a una mensualidad.',
  'QUINTA.- Penalización. En caso de desistimiento antes del primer año, la arrendataria abonará una penalización de una mensualidad.',
  'SEXTA.- Resolución. El incumplimiento de la obligación de pago de la renta será causa de resolución del contrato.',
].join('\n');

const PLIEGO = [
  'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES',
  'Ayuntamiento de Jaén',
  'Contrato de servicios de limpieza de edificios municipales. Expediente 23/2025.',
  '1. Presupuesto base de licitación: 120.000 euros, IVA incluido. Valor estimado del contrato: 198.347,11 euros.',
  '2. Lotes: el contrato se divide en dos lotes. Lote 1: colegios. Lote 2: dependencias administrativas.',
  '3. Plazo de presentación de ofertas: quince días naturales desde la publicación del anuncio en el perfil del contratante.',
  '4. Garantía definitiva: el adjudicatario constituirá una garantía definitiva del 5 por ciento del precio de adjudicación.',
  '5. Criterios de adjudicación: precio, hasta 60 puntos; calidad del servicio, hasta 40 puntos.',
  '6. Solvencia económica y financiera: volumen anual de negocios igual o superior a 150.000 euros.',
  '7. Penalidades: el incumplimiento del plazo dará lugar a penalidades del 1 por ciento del precio por día de retraso.',
].join('\n');

const LABORAL = [
  'JUZGADO DE LO SOCIAL Nº 3 DE MÁLAGA',
  'SENTENCIA Nº 210/2025',
  'En Málaga, a 14 de mayo de 2025.',
  'Vistos los autos sobre despido seguidos a instancia de D. Andrés Molina Castro contra TRANSPORTES COSTA, S.L.',
  'HECHOS PROBADOS',
  'PRIMERO.- El actor ha prestado servicios para la demandada desde el 1 de febrero de 2019, con categoría de conductor y un salario de 65,50 euros diarios.',
  'SEGUNDO.- El 10 de enero de 2025 la empresa le comunicó su despido disciplinario.',
  'FALLO',
  'Que estimando la demanda declaro improcedente el despido y condeno a la demandada a readmitir al actor o a abonarle una indemnización de 14.250 euros.',
  'Contra esta sentencia cabe recurso de suplicación en el plazo de cinco días hábiles desde su notificación.',
].join('\n');

interface Finding {
  text: string;
  page: number | null;
  label?: string;
  amount?: number;
  due?: string | null;
  assumed_start?: string | null;
}
interface Data {
  product: string;
  format_type: string;
  document: { id: string; filename: string };
  analysis: {
    document_type: { type: string };
    sections: { key: string; title: string; items: Finding[] }[];
    checks: Finding[];
  };
  report?: string;
  warnings: string[];
}

const txt = (text: string) => new Blob([text], { type: 'text/plain' });

async function analyse(env: AuthTestEnv, token: string, product: string, body: Record<string, unknown>) {
  const res = await env.call('POST', `/${product}/analyze`, { token, body });
  const json = (await res.json()) as { success: boolean; data: Data; message?: string; code?: string };
  return { status: res.status, body: json };
}

const items = (d: Data, key: string) => d.analysis.sections.find((s) => s.key === key)?.items ?? [];

describeEachTarget('specialised analysers', (target) => {
  const env = useAuthEnv(target);

  it('reads each product’s sections from a fitting document, every item with its page', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    for (const [name, text] of [
      ['sentencia.txt', SENTENCIA],
      ['contrato.txt', CONTRATO],
      ['pliego.txt', PLIEGO],
      ['despido.txt', LABORAL],
    ] as const)
      await uploadReady(env, ana.token, txt(text), name);

    const s = await analyse(env, ana.token, 'sentencias', {
      document_filename: 'sentencia.txt',
      user_id: ana.id,
    });
    expect(s.status).toBe(200);
    expect(s.body.success).toBe(true);
    expect(s.body.data).toMatchObject({ product: 'sentencias', format_type: 'json', warnings: [] });
    expect(items(s.body.data, 'fallo')).toEqual([
      expect.objectContaining({ label: expect.stringMatching(/^estima/), page: 1 }),
    ]);
    expect(items(s.body.data, 'costas')[0]?.label).toMatch(/impuestas/);
    expect(items(s.body.data, 'recursos').map((r) => r.label)).toContain('recurso de apelación');
    // The appeal plazo counted from the judgment's date, which the answer says it assumed.
    expect(items(s.body.data, 'plazos')).toEqual([
      expect.objectContaining({ due: '2025-07-08', assumed_start: '2025-06-10', page: 1 }),
    ]);

    const c = await analyse(env, ana.token, 'contratos', { document_filename: 'contrato.txt' });
    expect(c.body.data.warnings).toEqual([]);
    expect(items(c.body.data, 'precio').map((p) => p.amount)).toContain(900);
    expect(items(c.body.data, 'duracion')[0]?.text).toMatch(/duración de un año/);
    expect(items(c.body.data, 'penalizaciones')[0]?.text).toMatch(/penalización de una mensualidad/);
    expect(items(c.body.data, 'garantias')[0]?.text).toMatch(/fianza de 900 euros/);
    expect(
      items(c.body.data, 'resolucion')
        .map((r) => r.text)
        .join(' '),
    ).toMatch(/causa de resolución del contrato/);
    expect(c.body.data.analysis.checks.map((f) => f.text).join(' ')).not.toMatch(
      /No se han encontrado cláusulas de resolución/,
    );

    const p = await analyse(env, ana.token, 'pliegos', { document_filename: 'pliego.txt' });
    expect(p.body.data.warnings).toEqual([]);
    expect(items(p.body.data, 'presupuesto').map((x) => [x.label, x.amount])).toEqual([
      ['presupuesto base de licitación', 120000],
      ['valor estimado del contrato', 198347.11],
    ]);
    expect(items(p.body.data, 'lotes')[0]?.text).toMatch(/dos lotes/);
    expect(
      items(p.body.data, 'plazos')
        .map((x) => x.text)
        .join(' '),
    ).toMatch(/presentación de ofertas/);
    expect(items(p.body.data, 'criterios')[0]?.text).toMatch(/hasta 60 puntos/);
    expect(items(p.body.data, 'solvencia')[0]?.text).toMatch(/volumen anual de negocios/);
    expect(items(p.body.data, 'contratante')[0]?.label).toBe('Ayuntamiento de Jaén');

    const l = await analyse(env, ana.token, 'laboral', { document_filename: 'despido.txt' });
    expect(l.body.data.warnings).toEqual([]);
    expect(items(l.body.data, 'despido').map((d) => d.label)).toContain('improcedente');
    expect(items(l.body.data, 'salario')).toEqual([expect.objectContaining({ amount: 65.5, page: 1 })]);
    expect(items(l.body.data, 'indemnizacion')).toEqual([expect.objectContaining({ amount: 14250 })]);
    // Caducidad of the dismissal action: 20 working days from 10 January 2025 (ET 59.3).
    expect(items(l.body.data, 'caducidad')).toEqual(
      expect.arrayContaining([expect.objectContaining({ assumed_start: '2025-01-10', due: '2025-02-07' })]),
    );
    // A product reuses the stored analysis: four documents, four analyses.
    const stored = await env.base.database.db.selectFrom('document_analyses').select('id').execute();
    expect(stored).toHaveLength(4);
    await analyse(env, ana.token, 'sentencias', { document_filename: 'sentencia.txt' });
    expect(await env.base.database.db.selectFrom('document_analyses').select('id').execute()).toHaveLength(4);
  });

  it('warns when the document does not look like the product', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    await uploadReady(env, ana.token, txt(CONTRATO), 'contrato.txt');
    await uploadReady(env, ana.token, txt(PLIEGO), 'pliego.txt');
    const s = await analyse(env, ana.token, 'sentencias', { document_filename: 'contrato.txt' });
    expect(s.status).toBe(200);
    expect(s.body.data.warnings).toEqual(['Este documento parece un contrato, no una sentencia.']);
    expect(s.body.data.analysis.checks.map((f) => f.text).join(' ')).toMatch(/No se ha encontrado el fallo/);
    const c = await analyse(env, ana.token, 'contratos', { document_filename: 'pliego.txt' });
    expect(c.body.data.warnings).toEqual(['Este documento parece un pliego, no un contrato.']);
    const l = await analyse(env, ana.token, 'laboral', { document_filename: 'pliego.txt' });
    expect(l.body.data.warnings).toEqual([PRODUCT_MESSAGES.notLabour]);
  });

  it('answers in the three format_types; the HTML escapes what the document says', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const hostile = SENTENCIA.replace(
      'Doña María López Ruiz, demandante',
      'Doña María López Ruiz <script>alert(1)</script>, demandante',
    );
    await uploadReady(env, ana.token, txt(hostile), 'sentencia.txt');
    const json = await analyse(env, ana.token, 'sentencias', {
      document_filename: 'sentencia.txt',
      format_type: 'json',
    });
    expect(json.body.data.format_type).toBe('json');
    expect(json.body.data.report).toBeUndefined();

    const text = await analyse(env, ana.token, 'sentencias', {
      document_filename: 'sentencia.txt',
      format_type: 'texto',
    });
    const report = text.body.data.report ?? '';
    expect(report).toMatch(/^Análisis de sentencias — sentencia\.txt\n/);
    for (const title of ['FALLO', 'COSTAS', 'RECURSOS', 'PLAZOS']) expect(report).toContain(`\n${title}\n`);
    expect(report).toMatch(/- estima.*\(pág\. 1\)/);
    expect(report).toMatch(/vence el 08\/07\/2025 si se cuenta desde el 10\/06\/2025 \(pág\. 1\)/);
    expect(text.body.data.analysis.sections.length).toBeGreaterThan(0);

    const html = await analyse(env, ana.token, 'sentencias', {
      document_filename: 'sentencia.txt',
      format_type: 'html',
    });
    const page = html.body.data.report ?? '';
    expect(page).toMatch(/^<article><h1>Análisis de sentencias — sentencia\.txt<\/h1>/);
    expect(page).toContain('<h2>Fallo</h2>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    // Only the few tags the report writes.
    const tags = new Set([...page.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['article', 'h1', 'h2', 'li', 'p', 'section', 'ul']);

    const bad = await analyse(env, ana.token, 'sentencias', {
      document_filename: 'sentencia.txt',
      format_type: 'pdf',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRODUCT_MESSAGES.format);
  });

  it('serves each product’s status; an unknown product is a 404 listing the products', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    for (const product of PRODUCT_IDS) {
      const res = await env.call('GET', `/${product}/status`, { token: ana.token });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown> & {
        sections: { key: string; title: string }[];
      };
      expect(body).toMatchObject({ success: true, product, available: true, engine: 'alegato-nlp' });
      expect(body.name).toMatch(/^Análisis/);
      expect((body.document_types as string[]).length).toBeGreaterThan(0);
      expect(body.sections.length).toBeGreaterThan(3);
    }
    expect((await env.call('GET', '/sentencias/status')).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/notarias/status'],
      ['POST', '/notarias/analyze'],
    ] as const) {
      const res = await env.call(method, path, {
        token: ana.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { message: string };
      expect(body.message).toBe(
        'Producto no encontrado. Los productos disponibles son: sentencias, contratos, pliegos, laboral.',
      );
    }
    // The products do not shadow the existing routes.
    expect((await env.call('GET', '/health')).status).toBe(200);
  });

  it('refuses someone else’s document (404, audited) and a user_id that is not the caller’s', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const doc = await uploadReady(env, ana.token, txt(SENTENCIA), 'sentencia.txt');
    const theirs = await analyse(env, bea.token, 'sentencias', { document_filename: doc.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Documento no encontrado');
    const denied = await env.base.database.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('user_id', '=', bea.id)
      .where('action', '=', 'access_denied')
      .execute();
    expect(denied.filter((r) => (r.detail as { resource?: string }).resource === 'document')).toHaveLength(1);
    expect((await analyse(env, bea.token, 'sentencias', { document_filename: 'sentencia.txt' })).status).toBe(
      404,
    );
    expect(
      (await analyse(env, bea.token, 'contratos', { document_filename: doc.id, user_id: ana.id })).status,
    ).toBe(403);
    expect((await analyse(env, ana.token, 'contratos', {})).status).toBe(400);
    expect(await env.base.database.db.selectFrom('document_analyses').select('id').execute()).toEqual([]);
  });
});
