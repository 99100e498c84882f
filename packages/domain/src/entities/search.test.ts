import { describe, expect, it } from 'vitest';
import {
  BackendChunkSchema,
  MixedQueryRequestSchema,
  MixedQueryResponseSchema,
  SearchResultSchema,
  toSearchResult,
} from './search.js';

describe('toSearchResult', () => {
  it.each([
    [
      'full chunk',
      {
        id: 'k1',
        relevancia: 0.92,
        texto: 'Artículo 1902 CC',
        fuente: 'Código Civil',
        metadatos: { filename: 'cc.pdf', method: 'fts', pages: [3, 4], confidence: 0.8 },
      },
      {
        id: 'k1',
        score: 0.92,
        content: 'Artículo 1902 CC',
        metadata: {
          filename: 'cc.pdf',
          source: 'Código Civil',
          method: 'fts',
          pages: [3, 4],
          confidence: 0.8,
          heading: null,
          documentId: null,
          highlights: [],
        },
      },
    ],
    [
      'bare chunk with numeric id',
      { id: 7 },
      {
        id: '7',
        score: 0,
        content: 'Sin contenido disponible',
        metadata: {
          filename: 'Documento desconocido',
          source: 'Fuente desconocida',
          method: null,
          pages: [],
          confidence: null,
          heading: null,
          documentId: null,
          highlights: [],
        },
      },
    ],
    [
      'blank strings count as missing',
      { id: 'k2', relevancia: null, texto: '  ', fuente: '', metadatos: { filename: '' } },
      {
        id: 'k2',
        score: 0,
        content: 'Sin contenido disponible',
        metadata: {
          filename: 'Documento desconocido',
          source: 'Fuente desconocida',
          method: null,
          pages: [],
          confidence: null,
          heading: null,
          documentId: null,
          highlights: [],
        },
      },
    ],
    [
      'ADR 0010 chunk: heading, document id, highlights sorted and kept inside the text',
      {
        id: 12,
        relevancia: 0.5,
        texto: 'La renta se paga por meses.',
        fuente: 'contrato.pdf',
        metadatos: {
          filename: 'contrato.pdf',
          method: 'text',
          pages: [3],
          confidence: null,
          heading: 'CLÁUSULA TERCERA',
          document_id: 'd1',
          highlights: [
            { start: 21, end: 26 },
            { start: 3, end: 8 },
            { start: 20, end: 99 },
            { start: 5, end: 5 },
          ],
        },
      },
      {
        id: '12',
        score: 0.5,
        content: 'La renta se paga por meses.',
        metadata: {
          filename: 'contrato.pdf',
          source: 'contrato.pdf',
          method: 'text',
          pages: [3],
          confidence: null,
          heading: 'CLÁUSULA TERCERA',
          documentId: 'd1',
          highlights: [
            { start: 3, end: 8 },
            { start: 21, end: 26 },
          ],
        },
      },
    ],
    [
      'highlights of a missing text and a malformed list are dropped',
      { id: 'k3', texto: '', metadatos: { highlights: [{ start: 0, end: 3 }] } },
      {
        id: 'k3',
        score: 0,
        content: 'Sin contenido disponible',
        metadata: {
          filename: 'Documento desconocido',
          source: 'Fuente desconocida',
          method: null,
          pages: [],
          confidence: null,
          heading: null,
          documentId: null,
          highlights: [],
        },
      },
    ],
  ])('%s', (_name, chunk, expected) => {
    const result = toSearchResult(BackendChunkSchema.parse(chunk));
    expect(result).toEqual(expected);
    expect(SearchResultSchema.parse(result)).toEqual(result);
  });
});

describe('BackendChunkSchema', () => {
  it.each([
    [{ id: 'a' }, true],
    [{ id: 1, relevancia: 0.5 }, true],
    [{}, false],
    [{ id: 'a', relevancia: 'alta' }, false],
    [{ id: 'a', metadatos: { pages: [0] } }, false],
    [{ id: 'a', metadatos: { highlights: [{ start: -1, end: 'x' }] } }, true],
  ])('%j valid=%s', (value, valid) => {
    expect(BackendChunkSchema.safeParse(value).success).toBe(valid);
  });
});

describe('MixedQuery schemas', () => {
  it('defaults top_k 10, tipo_consulta auto, usar_cache true', () => {
    expect(MixedQueryRequestSchema.parse({ query: 'arrendamiento', user_id: 'u1' })).toEqual({
      query: 'arrendamiento',
      user_id: 'u1',
      top_k: 10,
      tipo_consulta: 'auto',
      usar_cache: true,
    });
  });
  it.each([
    [{ query: '', user_id: 'u1' }, false],
    [{ query: 'x', user_id: 'u1', top_k: 0 }, false],
    [{ query: 'x', user_id: 'u1', top_k: 5 }, true],
    [{ query: 'x', user_id: 'u1', include_public: true }, true],
  ])('%j valid=%s', (value, valid) => {
    expect(MixedQueryRequestSchema.safeParse(value).success).toBe(valid);
  });
  it('defaults chunks to []', () => {
    expect(MixedQueryResponseSchema.parse({ fuentes: ['x'] }).chunks).toEqual([]);
  });
});
