import { describe, expect, it } from 'vitest';
import { describeQuery, historyTypeOf } from './describe.js';

describe('what a recorded request was', () => {
  it.each([
    ['/query/mixed', 'search'],
    ['/consulta/monetary', 'consulta'],
    ['/consulta/otra', undefined],
    ['/document/analyze', 'document_analysis'],
    ['/document/comprehensive_legal_analysis', 'comprehensive_analysis'],
    ['/document/chat', 'chat'],
    ['/chat/5b0c6f9e-3d1a-4e4b-9a57-1f2d3c4b5a69/message', 'chat'],
    ['/chat/start', undefined],
    ['/document/draft', undefined],
    ['/legal/case_analysis', 'case_analysis'],
    ['/legal/review_grid', 'review_grid'],
    ['/laboral/analyze', 'product_analysis'],
    ['/laboral/status', undefined],
  ])('%s → %s', (path, type) => {
    expect(historyTypeOf(path)).toBe(type);
  });

  it("keeps a search's first 10 results with their document, page, and a norm's article", () => {
    const chunks = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      fuente: i === 0 ? 'LAU' : 'contrato.txt',
      metadatos:
        i === 0
          ? { document_id: 'p1', pages: [3], norm_id: 'BOE-A-1994-26003', anchor: 'articulo-36' }
          : { document_id: 'd1', pages: [i, i + 1] },
    }));
    const described = describeQuery(
      '/query/mixed',
      { query: 'fianza', top_k: 12, tipo_consulta: 'auto', include_public: true, case_id: undefined },
      { success: true, chunks, data: { chunks } },
    );
    expect(described).toMatchObject({
      type: 'search',
      content: 'fianza',
      filters: { top_k: 12, tipo_consulta: 'auto', include_public: true },
      resultCount: 12,
      caseId: null,
      documentId: null,
    });
    expect(described!.filters).not.toHaveProperty('case_id');
    expect(described!.results).toHaveLength(10);
    expect(described!.results[0]).toEqual({
      id: '1',
      title: 'LAU',
      document_id: 'p1',
      page: 3,
      norm_id: 'BOE-A-1994-26003',
      anchor: 'articulo-36',
    });
    expect(described!.results[1]).toMatchObject({ id: '2', document_id: 'd1', page: 1 });
  });

  it("reads a chat message's citations and an analysis's document; an odd answer gives empty results", () => {
    expect(
      describeQuery(
        '/document/chat',
        { question: '¿Renta?', document_filename: 'contrato.txt', top_k: 5 },
        {
          data: {
            answer: '750 euros',
            citations: [{ page: 1, text: '750 euros', chunk_id: 9 }],
            document: { id: 'd1', filename: 'contrato.txt' },
          },
        },
      ),
    ).toMatchObject({
      type: 'chat',
      content: '¿Renta?',
      resultCount: 1,
      results: [{ id: '9', page: 1, document_id: 'd1' }],
      documentId: 'd1',
    });
    expect(
      describeQuery(
        '/document/analyze',
        { document_filename: 'contrato.txt', analysis_type: 'riesgos' },
        { data: { analysis_id: 'a1', analysis: { document: { id: 'd1', filename: 'contrato.txt' } } } },
      ),
    ).toMatchObject({ content: 'contrato.txt', documentId: 'd1', results: [{ id: 'a1' }] });
    expect(describeQuery('/query/mixed', undefined, 'not json')).toMatchObject({
      content: '',
      resultCount: 0,
      results: [],
    });
  });
});
