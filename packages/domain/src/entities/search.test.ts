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
  ])('%j valid=%s', (value, valid) => {
    expect(MixedQueryRequestSchema.safeParse(value).success).toBe(valid);
  });
  it('defaults chunks to []', () => {
    expect(MixedQueryResponseSchema.parse({ fuentes: ['x'] }).chunks).toEqual([]);
  });
});
