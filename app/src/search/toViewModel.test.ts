import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/http';
import { searchForm } from './api';
import {
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
  it('is the spec request: top_k 10, tipo_consulta auto, usar_cache true, include_public', () => {
    expect(searchForm({ query: 'renta', userId: 'u1', includePublic: true })).toEqual({
      query: 'renta',
      user_id: 'u1',
      top_k: 10,
      tipo_consulta: 'auto',
      usar_cache: true,
      include_public: true,
    });
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
