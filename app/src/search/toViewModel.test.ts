import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/http';
import { searchForm, searchKey } from './api';
import {
  articleHeading,
  articleHref,
  legislationRef,
  parseSearchAnswer,
  parseSearchResponse,
  relevancePercent,
  searchFailureMessage,
  toSearchResultItem,
} from './toViewModel';

const chunk = {
  id: 101,
  relevancia: 0.873,
  texto: 'El impago de la renta faculta al arrendador.',
  fuente: 'contrato.pdf',
  metadatos: {
    filename: 'contrato.pdf',
    method: 'text',
    pages: [4, 3],
    confidence: null,
    heading: 'CLÁUSULA TERCERA',
    document_id: 'd1',
    highlights: [
      { start: 3, end: 9 },
      { start: 16, end: 21 },
    ],
  },
};

describe('searchForm', () => {
  it('is the spec request for everything: top_k 10, tipo_consulta auto, usar_cache true, legislation in scope', () => {
    expect(searchForm({ query: 'renta', userId: 'u1' })).toEqual({
      query: 'renta',
      user_id: 'u1',
      top_k: 10,
      tipo_consulta: 'auto',
      usar_cache: true,
      include_public: true,
    });
  });
  it.each([
    ['all', { tipo_consulta: 'auto', include_public: true, norma: 'BOE-A-1994-26003' }],
    ['legislacion', { tipo_consulta: 'legislación', include_public: true, norma: 'BOE-A-1994-26003' }],
    ['documentos', { tipo_consulta: 'documentos', include_public: false }],
    ['caso', { tipo_consulta: 'caso', include_public: false, case_id: 'c1' }],
  ] as const)('scope %s → %o (the law filter only where legislation is searched)', (scope, fields) => {
    const form = searchForm({
      query: 'fianza',
      userId: 'u1',
      scope,
      caseId: 'c1',
      lawId: 'BOE-A-1994-26003',
    });
    expect(form).toEqual({ query: 'fianza', user_id: 'u1', top_k: 10, usar_cache: true, ...fields });
  });
  it('sends no norma for every norm and an empty case_id for a case scope without a case', () => {
    expect(searchForm({ query: 'x', userId: 'u1', scope: 'all', lawId: null })).not.toHaveProperty('norma');
    expect(searchForm({ query: 'x', userId: 'u1', scope: 'caso', caseId: null })).toMatchObject({
      tipo_consulta: 'caso',
      case_id: '',
    });
  });
});

describe('searchKey', () => {
  it('is the same for the same search, whatever the field order, case and spacing of the question', () => {
    const a = searchForm({ query: 'Fianza  del alquiler', userId: 'u1' });
    const b = { ...searchForm({ query: 'fianza del alquiler ', userId: 'u1' }) };
    const reordered = Object.fromEntries(Object.entries(b).reverse());
    expect(searchKey(a)).toBe(searchKey(reordered));
  });
  it('differs when a filter, the user or the question differs', () => {
    const base = searchKey(searchForm({ query: 'fianza', userId: 'u1' }));
    expect(searchKey(searchForm({ query: 'fianza', userId: 'u2' }))).not.toBe(base);
    expect(searchKey(searchForm({ query: 'fianza', userId: 'u1', scope: 'documentos' }))).not.toBe(base);
    expect(searchKey(searchForm({ query: 'fianza', userId: 'u1', lawId: 'BOE-A-1994-26003' }))).not.toBe(
      base,
    );
    expect(searchKey(searchForm({ query: 'fianzas', userId: 'u1' }))).not.toBe(base);
  });
});

describe('parseSearchResponse', () => {
  it('reads the top-level chunks (ADR 0010), else data.chunks', () => {
    expect(parseSearchResponse({ success: true, chunks: [chunk], fuentes: [] }).map((r) => r.id)).toEqual([
      '101',
    ]);
    expect(parseSearchResponse({ success: true, data: { chunks: [chunk] } }).map((r) => r.id)).toEqual([
      '101',
    ]);
    expect(parseSearchResponse({ success: true, chunks: [], data: { chunks: [] } })).toEqual([]);
    expect(() => parseSearchResponse({ success: true })).toThrow('Error en la búsqueda.');
  });
  it('throws on an answer that is not a search response', () => {
    expect(() => parseSearchResponse({ chunks: 'x' })).toThrow('Error en la búsqueda.');
  });
});

describe('toSearchResultItem', () => {
  it('maps a chunk: relevance percent, pages sorted, highlights and heading kept', () => {
    const [result] = parseSearchResponse({ chunks: [chunk] });
    expect(toSearchResultItem(result!)).toEqual({
      id: '101',
      text: 'El impago de la renta faculta al arrendador.',
      highlights: [
        { start: 3, end: 9 },
        { start: 16, end: 21 },
      ],
      filename: 'contrato.pdf',
      source: 'contrato.pdf',
      heading: 'CLÁUSULA TERCERA',
      pages: [3, 4],
      relevance: 87,
      method: 'text',
      kind: 'document',
      href: '/documents?ver=d1',
    });
  });
  it('uses the spec defaults for an empty chunk', () => {
    const [result] = parseSearchResponse({ chunks: [{ id: 'x', metadatos: { method: 'ocr' } }] });
    expect(toSearchResultItem(result!)).toMatchObject({
      text: 'Sin contenido disponible',
      filename: 'Documento desconocido',
      source: 'Fuente desconocida',
      highlights: [],
      pages: [],
      relevance: 0,
      method: 'ocr',
      heading: null,
    });
  });
  it.each([
    [0, 0],
    [0.5, 50],
    [1, 100],
    [87, 87],
    [-1, 0],
    [Number.NaN, 0],
  ])('relevancePercent(%s) = %s', (score, expected) => {
    expect(relevancePercent(score)).toBe(expected);
  });
});

describe('searchFailureMessage', () => {
  it.each([
    [
      'server message',
      new HttpError('x', 400, 'validation_error', { message: 'Escribe qué quieres buscar.' }),
      'Escribe qué quieres buscar.',
    ],
    [
      '5xx without a message',
      new HttpError('Ocurrió un error inesperado.', 500, undefined, '<html>'),
      'Error en la búsqueda.',
    ],
    ['network', new HttpError('Error de conexión con el servidor', 0, 'network'), 'Error en la búsqueda.'],
    ['anything else', new Error('boom'), 'Error en la búsqueda.'],
    ['401: handled by the client', new HttpError('x', 401), null],
  ])('%s', (_name, error, expected) => {
    expect(searchFailureMessage(error)).toBe(expected);
  });
});

const lawChunk = {
  id: 7,
  relevancia: 1,
  texto: 'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico.',
  fuente: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
  metadatos: {
    filename: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
    method: 'text',
    pages: [40],
    confidence: null,
    heading: 'Artículo 36. Fianza',
    document_id: 'n1',
    public: true,
    highlights: [{ start: 70, end: 76 }],
    norm_id: 'BOE-A-1994-26003',
    norm_short: 'LAU',
    article: '36',
    anchor: 'articulo-36',
    in_force: true,
    cited: false,
    section: 'TÍTULO IV. Disposiciones comunes',
  },
};

describe('parseSearchAnswer', () => {
  it('keeps the legislation fields of law chunks and none for documents', () => {
    const { hits, message } = parseSearchAnswer({ success: true, chunks: [lawChunk, chunk], fuentes: [] });
    expect(message).toBeNull();
    expect(hits.map((h) => h.legislation)).toEqual([
      {
        normId: 'BOE-A-1994-26003',
        normShort: 'LAU',
        article: '36',
        anchor: 'articulo-36',
        inForce: true,
        section: 'TÍTULO IV. Disposiciones comunes',
      },
      null,
    ]);
  });
  it('reads the server message of a stop-word question, at the top level or under data', () => {
    const message = 'La consulta solo tiene palabras vacías (qué, cómo, el, de…)';
    expect(parseSearchAnswer({ success: true, chunks: [], message })).toEqual({ hits: [], message });
    expect(parseSearchAnswer({ success: true, data: { chunks: [], message } })).toEqual({
      hits: [],
      message,
    });
  });
  it('throws "Error en la búsqueda." on an answer without chunks', () => {
    expect(() => parseSearchAnswer({ success: false, message: 'x' })).toThrow('Error en la búsqueda.');
  });
});

describe('legislationRef', () => {
  it('needs a norm id and an anchor; a missing short name, article or section is null; in force unless false', () => {
    expect(legislationRef({ norm_id: 'BOE-A-1889-4763' })).toBeNull();
    expect(legislationRef({ anchor: 'articulo-1' })).toBeNull();
    expect(legislationRef(null)).toBeNull();
    expect(
      legislationRef({ norm_id: 'BOE-A-1960-1', anchor: 'seccion-4', norm_short: '', article: null }),
    ).toEqual({
      normId: 'BOE-A-1960-1',
      normShort: null,
      article: null,
      anchor: 'seccion-4',
      inForce: true,
      section: null,
    });
    expect(legislationRef({ norm_id: 'BOE-A-1960-1', anchor: 'seccion-4', in_force: false })?.inForce).toBe(
      false,
    );
  });
});

describe('toSearchResultItem (legislation)', () => {
  it('maps a law chunk to an article result that opens the article viewer', () => {
    const [hit] = parseSearchAnswer({ chunks: [lawChunk] }).hits;
    expect(toSearchResultItem(hit!)).toMatchObject({
      id: '7',
      kind: 'legislation',
      norm: 'LAU',
      article: '36',
      inForce: true,
      heading: 'Fianza',
      section: 'TÍTULO IV. Disposiciones comunes',
      filename: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
      relevance: 100,
      href: '/search/norma/BOE-A-1994-26003#articulo-36',
    });
  });
  it.each([
    ['Artículo 36. Fianza', 'Fianza'],
    ['Artículo primero. Objeto de la ley', 'Objeto de la ley'],
    ['Articulo 9 bis. Plazo', 'Plazo'],
    ['Artículo 36.', null],
    // The older codes' articles have no title: the label alone ('CC · Art. 1902', not '… Artículo 1902').
    ['Artículo 1902', null],
    ['Artículo 17 bis', null],
    ['Artículo veintiuno', null],
    // Without the dot, only a lone number (and its suffix) is a label: the rest is kept.
    ['Artículo 5 Objeto del contrato', 'Artículo 5 Objeto del contrato'],
    [
      'Disposición adicional tercera. Depósito de fianzas',
      'Disposición adicional tercera. Depósito de fianzas',
    ],
    [null, null],
  ])('articleHeading(%j) = %j', (heading, expected) => {
    expect(articleHeading(heading)).toBe(expected);
  });
  it('labels a norm without a short name by its title, keeps "repealed", and links a section', () => {
    const [hit] = parseSearchAnswer({
      chunks: [
        {
          ...lawChunk,
          metadatos: {
            ...lawChunk.metadatos,
            norm_short: null,
            article: null,
            anchor: 'seccion-12',
            in_force: false,
          },
        },
      ],
    }).hits;
    expect(toSearchResultItem(hit!)).toMatchObject({
      norm: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
      article: null,
      heading: 'Artículo 36. Fianza',
      inForce: false,
      href: '/search/norma/BOE-A-1994-26003#seccion-12',
    });
  });
  it('gives a document result no link when the server did not say which document it is', () => {
    const [hit] = parseSearchAnswer({ chunks: [{ id: 'x', metadatos: { method: 'text' } }] }).hits;
    const item = toSearchResultItem(hit!);
    expect(item.kind).toBe('document');
    expect(item).not.toHaveProperty('href');
  });
  it('articleHref encodes the id and leaves the hash out without an anchor', () => {
    expect(articleHref('BOE-A-1994-26003')).toBe('/search/norma/BOE-A-1994-26003');
    expect(articleHref('BOE-A-1994-26003', 'articulo-9-bis')).toBe(
      '/search/norma/BOE-A-1994-26003#articulo-9-bis',
    );
  });
});
