import { describe, expect, it } from 'vitest';
import type { AiRunDetail, McpStatus } from '@alegato/domain';
import {
  answerResultCount,
  defaultCollection,
  readRunsUrl,
  runKey,
  runsKey,
  runsUrlParams,
  toAiRunDetailItem,
  toCacheCollections,
  toEnginesSummary,
  toMcpStatusView,
  toSmartCacheResult,
  toSupervisorStats,
} from './model';

const RUN_ID = '6f1d2c3b-4a59-4e68-8b7a-0c1d2e3f4a51';

const detail: AiRunDetail = {
  id: RUN_ID,
  kind: 'chat',
  created_at: '2026-11-26T09:41:00.000Z',
  input_summary: '¿Plazo para impugnar el despido?',
  engine: 'embedded',
  duration_ms: 2840,
  outcome: 'ok',
  quality_score: 0.72,
  passages_count: 1,
  citations_count: 2,
  citations_failed: 1,
  tool: null,
  client: null,
  auth: 'token',
  document_id: null,
  document_name: 'Carta de despido.pdf',
  case_id: null,
  cache: null,
  output_summary: '20 días hábiles (art. 59.3 ET).',
  passages: [{ source: 'Estatuto de los Trabajadores', page: null, article: '59.3', text: 'caducará…' }],
  citations: [
    { label: 'art. 59.3 ET', page: null, article: '59.3', verified: true },
    { label: 'art. 56 ET', page: null, article: '56', verified: false },
  ],
  error: null,
};

const copy = {
  limitPlan: 'Tu plan',
  limitAnalyses: 'Análisis al mes',
  limitUpload: 'Tamaño máximo de archivo',
  limitSearch: 'Búsquedas por minuto',
  unlimited: 'Sin límite',
};

describe('the runs address', () => {
  it('reads the filters, page and open run, and writes them back', () => {
    const params = new URLSearchParams(
      `tipo=mcp&resultado=error&desde=2026-11-01&hasta=2026-11-30&q=despido&pagina=3&ejecucion=${RUN_ID}`,
    );
    const state = readRunsUrl(params);
    expect(state).toEqual({
      filters: { kind: 'mcp', outcome: 'error', dateFrom: '2026-11-01', dateTo: '2026-11-30', q: 'despido' },
      page: 3,
      run: RUN_ID,
    });
    expect(runsUrlParams(state).toString()).toBe(params.toString());
  });

  it('drops unknown kinds and outcomes, bad dates, pages and run ids', () => {
    const state = readRunsUrl(
      new URLSearchParams('tipo=otro&resultado=quizas&desde=ayer&hasta=2026-13&pagina=-2&ejecucion=1'),
    );
    expect(state).toEqual({
      filters: { kind: '', outcome: '', dateFrom: '', dateTo: '', q: '' },
      page: 1,
      run: null,
    });
    expect(runsUrlParams(state).toString()).toBe('');
  });

  it('builds the request keys with the server’s parameter names', () => {
    expect(runsKey({ kind: 'chat', outcome: '', dateFrom: '2026-11-01', dateTo: '', q: ' plazo ' }, 2)).toBe(
      '/api/supervisor/runs?page=2&per_page=20&kind=chat&from=2026-11-01&q=plazo',
    );
    expect(runKey(RUN_ID)).toBe(`/api/supervisor/runs/${RUN_ID}`);
  });
});

describe('the answers as view models', () => {
  it('maps a run in full: counts, citations and passages', () => {
    const item = toAiRunDetailItem(detail);
    expect(item).toMatchObject({
      id: RUN_ID,
      inputSummary: '¿Plazo para impugnar el despido?',
      durationMs: 2840,
      qualityScore: 0.72,
      citationsFailed: 1,
      documentName: 'Carta de despido.pdf',
      outputSummary: '20 días hábiles (art. 59.3 ET).',
    });
    expect(item.citations.map((c) => c.verified)).toEqual([true, false]);
    expect(item.passages[0]).toEqual(detail.passages[0]);
  });

  it('maps the figures', () => {
    const { days, totals } = toSupervisorStats({
      days: [{ date: '2026-11-26', runs: 4, errors: 1, p95_ms: 3100, cache_hits: 2, cache_lookups: 3 }],
      totals: { runs: 4, errors: 1, citations: 9, citations_failed: 1, cache_hit_rate: 0.66, p95_ms: 3100 },
    });
    expect(days).toEqual([
      { date: '2026-11-26', runs: 4, errors: 1, p95Ms: 3100, cacheHits: 2, cacheLookups: 3 },
    ]);
    expect(totals).toEqual({
      runs: 4,
      errors: 1,
      citations: 9,
      citationsFailed: 1,
      cacheHitRate: 0.66,
      p95Ms: 3100,
    });
  });

  it('makes the MCP endpoint absolute with the API base URL (its path prefix kept)', () => {
    const status: McpStatus = {
      state: 'ready',
      endpoint: '/mcp',
      transport: 'streamable-http',
      server: { name: 'alegato', version: '0.15.0' },
      tools: [{ name: 'buscar_legislacion', title: 'Buscar', description: 'Busca.' }],
      resources: [],
      recent_clients: [
        {
          name: 'claude-desktop',
          version: null,
          last_seen: '2026-11-26T09:12:00.000Z',
          calls: 3,
          auth: 'api_key',
        },
      ],
      api_access: false,
    };
    const view = toMcpStatusView(status, 'http://localhost:8787');
    expect(view.endpointUrl).toBe('http://localhost:8787/mcp');
    expect(toMcpStatusView(status, 'http://localhost:8787/api/').endpointUrl).toBe(
      'http://localhost:8787/api/mcp',
    );
    expect(view.apiAccess).toBe(false);
    expect(view.recentClients[0]).toEqual({
      name: 'claude-desktop',
      version: null,
      lastSeen: '2026-11-26T09:12:00.000Z',
      calls: 3,
      auth: 'api_key',
    });
  });

  it('lists every collection, then the public ones, and leaves nameless ones out', () => {
    const collections = toCacheCollections(
      {
        success: true,
        data: {
          collections: [
            { name: 'documentos', public: false, documents: 3, chunks: 40 },
            { name: '', public: false },
            { name: 'legislacion', public: true, documents: 12, chunks: 9000 },
          ],
        },
      },
      'Todas',
    );
    expect(collections).toEqual([
      { name: 'all', public: false, label: 'Todas' },
      { name: 'legislacion', public: true },
      { name: 'documentos', public: false },
    ]);
    expect(defaultCollection(collections)).toBe('all');
    expect(toCacheCollections({ success: true }, 'Todas')).toEqual([
      { name: 'all', public: false, label: 'Todas' },
    ]);
    expect(defaultCollection([])).toBe('');
  });

  it('summarises the capabilities with the user’s plan', () => {
    const summary = toEnginesSummary(
      {
        success: true,
        data: {
          search: { engine: 'postgres-fts' },
          ocr: { enabled: true, languages: ['spa'] },
          ai: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
          engines: { search: 'hybrid', ai: { provider: 'anthropic', model: 'claude-sonnet-4-5' } },
          limits: {
            upload_max_bytes: 52428800,
            rate_limits: { search: { burst: 10, per_window: 10, window_seconds: 20 } },
          },
          plans: [{ id: 'empresarial', label: 'Empresarial', analyses_per_month: null }],
          versions: { server: '0.15.0' },
          version: '0.15.0',
        },
      },
      'empresarial',
      copy,
    );
    expect(summary).toEqual({
      searchEngine: 'hybrid',
      aiProvider: 'anthropic · claude-sonnet-4-5',
      ocrLanguages: ['spa'],
      limits: [
        { key: 'plan', label: 'Tu plan', value: 'Empresarial' },
        { key: 'analyses', label: 'Análisis al mes', value: 'Sin límite' },
        { key: 'upload', label: 'Tamaño máximo de archivo', value: '50 MB' },
        { key: 'search', label: 'Búsquedas por minuto', value: '30' },
      ],
      version: '0.15.0',
    });
  });

  it('falls back to the embedded engine, OCR off and the domain plan when the server says less', () => {
    const summary = toEnginesSummary(
      { success: true, data: { ocr: { enabled: false, languages: ['spa'] }, version: '0.14.0' } },
      'estudiante',
      copy,
    );
    expect(summary.searchEngine).toBe('—');
    expect(summary.aiProvider).toBe('embedded');
    expect(summary.ocrLanguages).toBeNull();
    expect(summary.limits).toEqual([
      { key: 'plan', label: 'Tu plan', value: 'Estudiante' },
      { key: 'analyses', label: 'Análisis al mes', value: '5' },
    ]);
    expect(summary.version).toBe('0.14.0');
  });

  it('counts the cached answer’s passages', () => {
    expect(answerResultCount({ chunks: [1, 2, 3] })).toBe(3);
    expect(answerResultCount({ fuentes: [1] })).toBe(1);
    expect(answerResultCount({})).toBe(0);
    expect(
      toSmartCacheResult({
        query: 'q',
        collection: 'legislacion',
        cache: 'hit',
        age_seconds: 180,
        cached_at: '2026-11-26T09:00:00.000Z',
        answer: { chunks: [{}, {}] },
      }),
    ).toEqual({ cache: 'hit', ageSeconds: 180, resultCount: 2 });
  });
});
