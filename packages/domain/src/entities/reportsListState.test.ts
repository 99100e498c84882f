import { describe, expect, it } from 'vitest';
import {
  PersistedReportsListStateSchema,
  initialReportsListState,
  isReportsListStale,
  restoreReportsListState,
  toPersistedReportsListState,
} from './reportsListState.js';

describe('initialReportsListState', () => {
  it('has the spec defaults', () => {
    const s = initialReportsListState();
    expect(s.pagination).toEqual({ page: 1, perPage: 20, total: 0, hasNext: false, hasPrev: false });
    expect(s.preferences).toEqual({
      viewMode: 'grid',
      sortBy: 'updated_at',
      sortOrder: 'desc',
      showEnhancedOnly: false,
      autoRefresh: false,
    });
    expect(s.filters).toEqual({
      status: null,
      template: null,
      ai_enhanced: 'all',
      sort_by: 'updated_at',
      sort_order: 'desc',
    });
    expect(s).toMatchObject({
      reports: [],
      templates: [],
      currentReport: null,
      loading: false,
      error: null,
      stats: null,
      searchQuery: '',
      lastUpdated: null,
      cacheTimeout: 300_000,
    });
  });
});

describe('persistence', () => {
  it('persists only preferences, search, filters and pagination, page reset to 1', () => {
    const s = { ...initialReportsListState(), searchQuery: 'desahucio', loading: true, error: 'x' };
    s.pagination = { ...s.pagination, page: 4, total: 90 };
    s.filters = { ...s.filters, status: 'draft' };
    const p = toPersistedReportsListState(s);
    expect(Object.keys(p).sort()).toEqual(['filters', 'pagination', 'preferences', 'searchQuery']);
    expect(p.pagination.page).toBe(1);
    expect(p.pagination.total).toBe(90);
    expect(p.filters.status).toBe('draft');
    expect(PersistedReportsListStateSchema.parse(p)).toEqual(p);
  });

  it.each([
    ['null', null, ''],
    ['garbage', { filters: { status: 'archived' } }, ''],
    ['valid', { searchQuery: 'arras', pagination: { page: 3 } }, 'arras'],
  ])('restores %s', (_name, persisted, search) => {
    const s = restoreReportsListState(persisted);
    expect(s.searchQuery).toBe(search);
    expect(s.pagination.page).toBe(1);
    expect(s.reports).toEqual([]);
  });
});

describe('isReportsListStale', () => {
  const now = new Date('2025-01-15T10:00:00Z');
  it.each([
    [null, true],
    [now.getTime(), false],
    [now.getTime() - 299_999, false],
    [now.getTime() - 300_000, true],
  ])('lastUpdated %j → stale %s', (lastUpdated, stale) => {
    expect(isReportsListStale({ lastUpdated, cacheTimeout: 300_000 }, now)).toBe(stale);
  });
});
