import { describe, expect, it } from 'vitest';
import {
  historyKey,
  historyUrlParams,
  openHref,
  parseHistoryPage,
  readHistoryUrl,
  repeatHref,
  toHistoryListItem,
  type HistoryEntry,
} from './model';

const none = { type: 'all', dateFrom: '', dateTo: '', q: '' } as const;

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  type: 'search',
  content: 'despido improcedente',
  results: [],
  responseTimeMs: 120,
  createdAt: '2026-03-12T09:55:00.000Z',
  filters: {},
  resultCount: 0,
  documentId: null,
  caseId: null,
  ...over,
});

describe('history address', () => {
  it('reads and writes the filters and page; bad values fall back to none', () => {
    const state = readHistoryUrl(
      new URLSearchParams('tipo=chat&desde=2026-03-01&hasta=2026-03-31&q=renta&pagina=3'),
    );
    expect(state).toEqual({
      filters: { type: 'chat', dateFrom: '2026-03-01', dateTo: '2026-03-31', q: 'renta' },
      page: 3,
    });
    expect(historyUrlParams(state).toString()).toBe(
      'tipo=chat&desde=2026-03-01&hasta=2026-03-31&q=renta&pagina=3',
    );
    expect(readHistoryUrl(new URLSearchParams('tipo=otra&desde=ayer&pagina=-2'))).toEqual({
      filters: none,
      page: 1,
    });
    expect(historyUrlParams({ filters: { ...none, q: '  ' }, page: 1 }).toString()).toBe('');
  });

  it('keys the request by user, page (20 a page) and filters; none without a user', () => {
    expect(historyKey('u 1', { filters: none, page: 1 })).toBe(
      '/api/queries/history?user_id=u+1&page=1&per_page=20',
    );
    expect(
      historyKey('u1', {
        filters: { type: 'search', dateFrom: '2026-03-01', dateTo: '', q: ' fianza ' },
        page: 2,
      }),
    ).toBe('/api/queries/history?user_id=u1&page=2&per_page=20&type=search&date_from=2026-03-01&q=fianza');
    expect(historyKey(null, { filters: none, page: 1 })).toBeNull();
  });
});

describe('history rows', () => {
  it("reads the server's page, leaving out rows it cannot show", () => {
    const page = parseHistoryPage({
      success: true,
      data: {
        queries: [
          {
            id: 'h1',
            type: 'search',
            content: 'renta',
            results: [{ id: '7', document_id: 'd1', page: 2 }],
            responseTimeMs: 80,
            createdAt: '2026-03-12T09:00:00.000Z',
            filters: { top_k: 10 },
            resultCount: 4,
            documentId: null,
            caseId: null,
          },
          { id: 'h2', type: 'otra', createdAt: '2026-03-12T09:00:00.000Z' },
          { id: 'h3', type: 'chat' },
        ],
        total: 41,
        page: 2,
        per_page: 20,
        has_next: true,
        has_prev: true,
      },
    });
    expect(page.entries.map((e) => e.id)).toEqual(['h1']);
    expect(page.entries[0]).toMatchObject({ resultCount: 4, responseTimeMs: 80, filters: { top_k: 10 } });
    expect(page.pagination).toEqual({ page: 2, perPage: 20, total: 41, hasPrev: true, hasNext: true });
    expect(() => parseHistoryPage({ success: true, data: {} })).toThrow();
  });

  it("'Repetir' runs a search again with its scope, opens an analysis's document or case", () => {
    expect(repeatHref(entry({ filters: { tipo_consulta: 'auto' } }))).toBe('/search?q=despido+improcedente');
    expect(repeatHref(entry({ filters: { tipo_consulta: 'legislación', norma: 'BOE-A-1994-26003' } }))).toBe(
      '/search?q=despido+improcedente&ambito=legislacion&norma=BOE-A-1994-26003',
    );
    expect(repeatHref(entry({ filters: { tipo_consulta: 'caso', case_id: 'c1' } }))).toBe(
      '/search?q=despido+improcedente&ambito=caso&caso=c1',
    );
    expect(repeatHref(entry({ type: 'consulta', content: 'fianza' }))).toBe(
      '/search?q=fianza&ambito=documentos',
    );
    expect(repeatHref(entry({ type: 'document_analysis', documentId: 'd 1' }))).toBe('/documents?ver=d%201');
    expect(repeatHref(entry({ type: 'chat', documentId: 'd1' }))).toBe('/documents?ver=d1');
    expect(repeatHref(entry({ type: 'case_analysis', caseId: 'c1' }))).toBe('/cases?caso=c1');
    // The document or case is gone.
    expect(repeatHref(entry({ type: 'document_analysis' }))).toBeNull();
    expect(repeatHref(entry({ type: 'review_grid' }))).toBeNull();
  });

  it("'Abrir' opens the first result: a norm's article, else a document; an analysis's document or case", () => {
    expect(
      openHref(
        entry({
          results: [{ id: '1', norm_id: 'BOE-A-1994-26003', anchor: 'articulo-36', document_id: 'p1' }],
        }),
      ),
    ).toBe('/search/norma/BOE-A-1994-26003#articulo-36');
    expect(
      openHref(entry({ type: 'consulta', results: [{ id: '1' }, { id: '2', document_id: 'd2' }] })),
    ).toBe('/documents?ver=d2');
    expect(openHref(entry({ results: [] }))).toBeNull();
    expect(openHref(entry({ type: 'comprehensive_analysis', documentId: 'd1' }))).toBe('/documents?ver=d1');
    expect(openHref(entry({ type: 'review_grid', caseId: 'c1' }))).toBe('/cases?caso=c1');
  });

  it('words the time relative to now and offers only the buttons that lead somewhere', () => {
    const now = new Date('2026-03-12T10:00:00.000Z');
    expect(toHistoryListItem(entry({ resultCount: 3 }), now)).toEqual({
      id: 'h1',
      type: 'search',
      content: 'despido improcedente',
      resultCount: 3,
      durationMs: 120,
      createdAt: '2026-03-12T09:55:00.000Z',
      when: 'hace 5 minutos',
      canRepeat: true,
      canOpen: false,
    });
    const gone = toHistoryListItem(entry({ type: 'chat', createdAt: '2026-01-02T10:00:00.000Z' }), now);
    expect(gone).toMatchObject({ canRepeat: false, canOpen: false, when: '2/1/2026' });
  });
});
