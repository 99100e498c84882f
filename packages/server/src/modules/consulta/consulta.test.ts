import { describe, expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { amountConcept, extractFromPassages, sentenceAround } from './extract.js';
import { extractEntities } from '@alegato/legal-nlp';

const DEMANDA = [
  'DEMANDA DE JUICIO VERBAL EN RECLAMACIÓN DE RENTAS',
  '',
  'HECHOS',
  '',
  'PRIMERO.- Con fecha 1 de marzo de 2024 las partes firmaron el contrato de arrendamiento de la vivienda sita en la calle Mayor 12, 2º B, de Jaén, finca registral nº 34567 del Registro de la Propiedad nº 2 de Jaén.',
  '',
  'SEGUNDO.- El arrendatario dejó de pagar la renta de junio de 2024, por importe de 750 euros, y la renta de julio de 2024, por importe de 750 euros. Se reclaman además 1.500 euros en concepto de fianza no repuesta.',
  '\f',
  'TERCERO.- El 15 de septiembre de 2024 se le requirió de pago por burofax, sin respuesta. Los intereses de demora se devengan a razón de 2,50 euros diarios.',
].join('\n');

describe('extraction from passages', () => {
  it('finds the sentence around a value', () => {
    const text = 'Primero. La renta es de 750 euros al mes. Segundo, otra cosa.';
    const at = text.indexOf('750');
    expect(sentenceAround(text, at, at + 10)).toBe('La renta es de 750 euros al mes.');
  });

  it('reads what an amount is for, after or before it', () => {
    const text =
      'Se reclaman además 1.500 euros en concepto de fianza no repuesta. La renta mensual de 750 euros.';
    const [first, second] = extractEntities(text).filter((e) => e.type === 'MONEY');
    expect(amountConcept(text, first!)).toBe('fianza no repuesta');
    expect(amountConcept(text, second!)).toBe('renta mensual');
  });

  it('extracts only what the flags ask, dates in order', () => {
    const passages = [
      { chunkId: '2', documentId: 'd', filename: 'demanda.txt', page: 2, text: DEMANDA.split('\f')[1]! },
      { chunkId: '1', documentId: 'd', filename: 'demanda.txt', page: 1, text: DEMANDA.split('\f')[0]! },
    ];
    const only = extractFromPassages(passages, { amounts: false, properties: false, dates: true });
    expect(Object.keys(only)).toEqual(['dates']);
    expect(only.dates!.map((d) => d.date)).toEqual(['2024-03-01', '2024-06', '2024-07', '2024-09-15']);
    expect(only.dates![3]).toMatchObject({ page: 2, passage: expect.stringContaining('burofax') });
  });
});

/** The answer's data, loosely typed for assertions. */
type ConsultaData = {
  type: string;
  passages: unknown[];
  amounts?: { amount: number }[];
  totals?: unknown[];
  dates?: { date: string }[];
  properties?: { kind: string }[];
};

describeEachTarget('extraction queries /consulta/*', (target) => {
  const env = useAuthEnv(target);

  it('answers amounts with concept, page and sentence, totals, dates in order and properties — of the caller only', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    await uploadReady(env, ana.token, new Blob([DEMANDA], { type: 'text/plain' }), 'demanda-rentas.txt');

    const money = await env.call('POST', '/consulta/monetary', {
      token: ana.token,
      body: { query: 'renta impagada fianza intereses de demora', user_id: ana.id },
    });
    expect(money.status).toBe(200);
    const m = ((await money.json()) as { data: ConsultaData }).data;
    expect(m.type).toBe('monetary');
    expect(m.passages.length).toBeGreaterThan(0);
    expect(m.amounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: 1500,
          currency: 'EUR',
          concept: 'fianza no repuesta',
          page: 1,
          document: expect.objectContaining({ filename: 'demanda-rentas.txt' }),
          passage: expect.stringContaining('en concepto de fianza'),
        }),
        expect.objectContaining({
          amount: 750,
          concept: 'renta',
          passage: expect.stringContaining('junio de 2024'),
        }),
        expect.objectContaining({ amount: 2.5, per: expect.stringMatching(/d[ií]a/), page: 2 }),
      ]),
    );
    expect(m.totals).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', concept: null, total: 3000, count: 3 },
        { currency: 'EUR', concept: 'renta', total: 1500, count: 2 },
      ]),
    );
    expect(m.dates).toBeUndefined();

    const dates = await env.call('POST', '/consulta/dates', {
      token: ana.token,
      body: { query: 'contrato requerimiento burofax renta', user_id: ana.id },
    });
    const d = ((await dates.json()) as { data: ConsultaData }).data;
    const iso = (d.dates ?? []).map((x) => x.date);
    expect(iso).toEqual([...iso].sort());
    expect(iso).toEqual(expect.arrayContaining(['2024-03-01', '2024-09-15']));

    const props = await env.call('POST', '/consulta/properties', {
      token: ana.token,
      body: { query: 'vivienda finca registral', user_id: ana.id },
    });
    const p = ((await props.json()) as { data: ConsultaData }).data;
    expect((p.properties ?? []).map((x) => x.kind)).toEqual(
      expect.arrayContaining(['finca', 'registro de la propiedad']),
    );

    // 'general' extracts what the flags ask.
    const general = await env.call('POST', '/consulta/general', {
      token: ana.token,
      body: { query: 'renta', extract_amounts: 'true' },
    });
    const g = ((await general.json()) as { data: ConsultaData }).data;
    expect(g.amounts?.length).toBeGreaterThan(0);
    expect(g.properties).toBeUndefined();

    // Another user finds nothing of Ana's; a collection Ana's document is not in leaves it out.
    const other = await env.call('POST', '/consulta/monetary', {
      token: bea.token,
      body: { query: 'renta fianza' },
    });
    const o = ((await other.json()) as { data: ConsultaData }).data;
    expect(o.passages).toEqual([]);
    expect(o.amounts).toEqual([]);
    const elsewhere = await env.call('POST', '/consulta/monetary', {
      token: ana.token,
      body: { query: 'renta fianza', collection: 'contratos' },
    });
    expect(((await elsewhere.json()) as { data: ConsultaData }).data.passages).toEqual([]);
  });

  it('answers users asking at once each from their own documents, and counts a new document at once', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    await uploadReady(env, ana.token, new Blob([DEMANDA], { type: 'text/plain' }), 'demanda-rentas.txt');
    const ask = async (token: string) => {
      const res = await env.call('POST', '/consulta/monetary', { token, body: { query: 'renta fianza' } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: ConsultaData }).data.passages.length;
    };
    // Questions arriving together share one look at whose passages exist; each gets its own answer.
    const found = await Promise.all([ana.token, bea.token, ana.token, bea.token].map(ask));
    expect(found[0]).toBeGreaterThan(0);
    expect(found).toEqual([found[0], 0, found[0], 0]);
    // Nothing is remembered: Bea's first document counts in her next question.
    await uploadReady(env, bea.token, new Blob([DEMANDA], { type: 'text/plain' }), 'demanda-bea.txt');
    expect(await ask(bea.token)).toBeGreaterThan(0);
  });

  it('refuses bad input with Spanish messages', async () => {
    const ana = await env.user();
    const bea = await env.user();
    const cases: [string, Record<string, unknown>, number][] = [
      ['/consulta/monetary', { query: '' }, 400],
      ['/consulta/monetary', { query: 'x'.repeat(5000) }, 400],
      ['/consulta/monetary', { query: '¿?¡!' }, 400],
      ['/consulta/monetary', { query: 'renta', top_k: 0 }, 400],
      ['/consulta/monetary', { query: 'renta', user_id: bea.id }, 403],
      ['/consulta/unknown', { query: 'renta' }, 404],
    ];
    for (const [path, body, status] of cases) {
      const res = await env.call('POST', path, { token: ana.token, body });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      const json = (await res.json()) as { message?: string };
      expect(json.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await env.call('POST', '/consulta/monetary', { body: { query: 'renta' } })).status).toBe(401);
  });
});
