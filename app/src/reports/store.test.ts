import { describe, expect, it } from 'vitest';
import { listQuery, reportListKey, reportSearchKey } from './api';
import {
  cleared,
  hasActiveFilters,
  initialReportsUiState,
  restoreReportsUiState,
  withFilters,
} from './store';

describe('reports-store', () => {
  it('starts with no search, no filters, page 1 of 20 and the default sort', () => {
    const state = initialReportsUiState();
    expect(state.searchQuery).toBe('');
    expect(state.filters).toEqual({
      status: null,
      template: null,
      ai_enhanced: 'all',
      sort_by: 'updated_at',
      sort_order: 'desc',
    });
    expect(state.pagination.page).toBe(1);
    expect(state.pagination.perPage).toBe(20);
    expect(state.preferences.viewMode).toBe('grid');
    expect(hasActiveFilters(state)).toBe(false);
  });

  it('restores filters and search but always page 1, and defaults on garbage', () => {
    const stored = {
      ...initialReportsUiState(),
      searchQuery: 'arrendamiento',
      filters: { ...initialReportsUiState().filters, status: 'draft' },
      pagination: { page: 7, perPage: 20, total: 200, hasNext: true, hasPrev: true },
    };
    const restored = restoreReportsUiState(stored);
    expect(restored.searchQuery).toBe('arrendamiento');
    expect(restored.filters.status).toBe('draft');
    expect(restored.pagination.page).toBe(1);
    expect(restoreReportsUiState('not json')).toEqual(initialReportsUiState());
    expect(restoreReportsUiState({ filters: { status: 'bogus' } })).toEqual(initialReportsUiState());
  });

  it("'Limpiar' is offered for any filter or search, and clears both", () => {
    const filtered = withFilters(initialReportsUiState(), { ai_enhanced: 'true' });
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(hasActiveFilters({ ...initialReportsUiState(), searchQuery: 'x' })).toBe(true);
    const clean = cleared({ ...filtered, searchQuery: 'x' });
    expect(hasActiveFilters(clean)).toBe(false);
  });
});

describe('report list query', () => {
  it('sends only the active filters with the spec names', () => {
    const filters = {
      ...initialReportsUiState().filters,
      status: 'completed' as const,
      template: 'demanda-civil',
    };
    expect(listQuery(filters, 2, 20)).toEqual({
      page: 2,
      per_page: 20,
      status_filter: 'completed',
      template_filter: 'demanda-civil',
      ai_enhanced: undefined,
      sort_by: 'updated_at',
      sort_order: 'desc',
    });
    expect(reportListKey(initialReportsUiState().filters, 1, 20)).toBe(
      '/api/reports/list?page=1&per_page=20&sort_by=updated_at&sort_order=desc',
    );
    expect(reportSearchKey('demanda señor', initialReportsUiState().filters, 1, 20)).toBe(
      '/api/reports/search?q=demanda+se%C3%B1or&page=1&per_page=20&sort_by=updated_at&sort_order=desc',
    );
  });
});
