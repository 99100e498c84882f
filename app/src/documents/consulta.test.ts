import { describe, expect, it } from 'vitest';
import { parseConsulta } from './consulta';

const doc = { id: 'd1', filename: 'demanda.txt' };

/** An answer of `POST /consulta/monetary` as the server writes it (extract.ts, routes.ts). */
const monetary = {
  success: true,
  data: {
    type: 'monetary',
    query: 'rentas',
    passages: [
      {
        id: 'c1',
        document: doc,
        pages: [2],
        heading: 'HECHOS',
        text: 'Dejó de pagar 850 euros.',
        relevance: 1.2,
      },
      { id: 'c2', document: doc, pages: [], heading: null, text: '' },
      { id: 'c3', pages: [1], text: 'sin documento' },
    ],
    amounts: [
      {
        document: doc,
        page: 2,
        passage: 'Dejó de pagar la renta de marzo, 850 euros.',
        chunk_id: 'c1',
        text: '850 euros',
        amount: 850,
        currency: 'EUR',
        per: null,
        concept: 'renta',
        stated_total: false,
      },
      {
        document: doc,
        page: 3,
        passage: 'TOTAL 1.700 €',
        chunk_id: 'c1',
        text: '1.700 €',
        amount: 1700,
        currency: 'EUR',
        per: null,
        concept: null,
        stated_total: true,
      },
      { document: doc, page: 2, amount: 'x', currency: 'EUR' },
      { page: 2, amount: 5, currency: 'EUR' },
    ],
    totals: [
      { currency: 'EUR', concept: null, total: 850, count: 1, stated: [1700, 'x'] },
      { currency: 'EUR', concept: 'renta', total: 850, count: 1 },
      { currency: 'EUR', concept: null },
    ],
  },
};

describe('parseConsulta', () => {
  it('reads amounts with their source, totals with the stated ones, and passages with pages', () => {
    const view = parseConsulta(monetary, 'monetary');
    expect(view.kind).toBe('monetary');
    expect(view.amounts).toEqual([
      {
        id: 'c1:0:850 euros',
        documentId: 'd1',
        filename: 'demanda.txt',
        page: 2,
        passage: 'Dejó de pagar la renta de marzo, 850 euros.',
        amount: 850,
        currency: 'EUR',
        per: null,
        concept: 'renta',
        statedTotal: false,
      },
      expect.objectContaining({ amount: 1700, page: 3, statedTotal: true, concept: null }),
    ]);
    expect(view.totals).toEqual([
      { currency: 'EUR', concept: null, total: 850, count: 1, stated: [1700] },
      { currency: 'EUR', concept: 'renta', total: 850, count: 1 },
    ]);
    expect(view.passages).toEqual([
      {
        id: 'c1',
        documentId: 'd1',
        filename: 'demanda.txt',
        pages: [2],
        heading: 'HECHOS',
        text: 'Dejó de pagar 850 euros.',
      },
    ]);
    expect(view.dates).toEqual([]);
    expect(view.properties).toEqual([]);
  });

  it('orders dates chronologically, keeps the written form, and defaults a property kind and a bad page', () => {
    const view = parseConsulta(
      {
        data: {
          type: 'dates',
          passages: [],
          dates: [
            {
              document: doc,
              page: 4,
              passage: 'b',
              chunk_id: 'c',
              text: '3 de mayo de 2024',
              date: '2024-05-03',
            },
            { document: doc, page: 0, passage: 'a', chunk_id: 'c', text: '19/12/2017', date: '2017-12-19' },
            { document: doc, page: 1, passage: 'c', chunk_id: 'c', text: 'sin fecha' },
          ],
          properties: [{ document: doc, page: 1, passage: 'p', text: 'finca nº 1', kind: '' }],
        },
      },
      'general',
    );
    expect(view.kind).toBe('dates');
    expect(view.dates.map((d) => [d.date, d.text, d.page])).toEqual([
      ['2017-12-19', '19/12/2017', 1],
      ['2024-05-03', '3 de mayo de 2024', 4],
    ]);
    expect(view.properties).toEqual([expect.objectContaining({ kind: 'inmueble', text: 'finca nº 1' })]);
  });

  it('keeps the asked kind when the answer does not name a known one, and rejects another shape', () => {
    expect(parseConsulta({ data: { type: 'otro', passages: [] } }, 'properties').kind).toBe('properties');
    expect(() => parseConsulta({ data: {} }, 'monetary')).toThrow('Respuesta inesperada del servidor');
    expect(() => parseConsulta(null, 'monetary')).toThrow('Respuesta inesperada del servidor');
  });
});
