import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import {
  STORAGE_KEYS,
  initialReportsListState,
  restoreReportsListState,
  toPersistedReportsListState,
  type PersistedReportsListState,
  type ReportFilters,
  type ReportPreferences,
} from '@alegato/domain';

export type { ReportFilters, ReportPreferences };

/**
 * The client-side report-list state of spec §3 that is not server data: search text, filters,
 * pagination and preferences. The reports, templates, stats and current report themselves live in the
 * SWR cache (with the spec §7 cache times), so they are not duplicated here. Only this subset persists,
 * under `reports-store` in localStorage, with the page reset to 1 (spec §3).
 */
export type ReportsUiState = PersistedReportsListState;

/** The initial state: no search, no filters, page 1 of 20, grid view sorted by updated_at desc. */
export function initialReportsUiState(): ReportsUiState {
  return toPersistedReportsListState(initialReportsListState());
}

/** Reads a stored value through the domain's restore rule (unreadable → defaults, page → 1). */
export function restoreReportsUiState(stored: unknown): ReportsUiState {
  return toPersistedReportsListState(restoreReportsListState(stored));
}

const storage = createJSONStorage<ReportsUiState>(() =>
  typeof window === 'undefined' ? (undefined as unknown as Storage) : window.localStorage,
);

/** The persisted `reports-store` atom. */
export const reportsStoreAtom = atomWithStorage<ReportsUiState>(
  STORAGE_KEYS.reportsStore,
  initialReportsUiState(),
  {
    getItem: (key, initial) => {
      const raw = storage.getItem(key, initial);
      return restoreReportsUiState(raw instanceof Promise ? initial : raw);
    },
    setItem: (key, value) => storage.setItem(key, toStored(value)),
    removeItem: (key) => storage.removeItem(key),
    subscribe: storage.subscribe,
  },
  { getOnInit: true },
);

/** What is written: the state with the page reset to 1. */
function toStored(value: ReportsUiState): ReportsUiState {
  return { ...value, pagination: { ...value.pagination, page: 1 } };
}

/**
 * The page shown now. The persisted page is always 1, so the current page is kept in memory and
 * starts at 1 on each visit (spec §3: 'page reset to 1').
 */
export const reportsPageAtom = atom(1);

/** Sets the search text (search mode is on while it is non-blank). */
export function withSearch(state: ReportsUiState, searchQuery: string): ReportsUiState {
  return { ...state, searchQuery };
}

/** Changes filters; the caller resets the page (spec §4: changing filters resets to page 1). */
export function withFilters(state: ReportsUiState, filters: Partial<ReportFilters>): ReportsUiState {
  return { ...state, filters: { ...state.filters, ...filters } };
}

/** Clears filters and search (spec §4 'Limpiar'). */
export function cleared(state: ReportsUiState): ReportsUiState {
  const initial = initialReportsUiState();
  return { ...state, searchQuery: '', filters: initial.filters };
}

/** Whether any filter or a search is active ('Limpiar' is shown then). */
export function hasActiveFilters(state: ReportsUiState): boolean {
  const f = state.filters;
  return (
    state.searchQuery.trim() !== '' ||
    f.status !== null ||
    f.template !== null ||
    f.ai_enhanced !== 'all' ||
    f.sort_by !== 'updated_at' ||
    f.sort_order !== 'desc'
  );
}
