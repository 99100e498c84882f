import { z } from 'zod';
import { CACHE_TIMES, LIMITS } from '../constants.js';
import {
  AiFilterSchema,
  ReportSchema,
  ReportStatsSchema,
  ReportStatusSchema,
  SortFieldSchema,
  SortOrderSchema,
} from './report.js';
import { ReportTemplateSchema } from './template.js';

/** Report-list filters; `status` and `template` are null when not filtering. */
export const ReportFiltersSchema = z.object({
  status: ReportStatusSchema.nullable().default(null),
  template: z.string().nullable().default(null),
  ai_enhanced: AiFilterSchema.default('all'),
  sort_by: SortFieldSchema.default('updated_at'),
  sort_order: SortOrderSchema.default('desc'),
});
/** Report filters. */
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

/** Report-list pagination: page 1, 20 per page by default. */
export const ReportPaginationSchema = z.object({
  page: z.int().positive().default(1),
  perPage: z.int().positive().default(LIMITS.reportPageSize),
  total: z.int().nonnegative().default(0),
  hasNext: z.boolean().default(false),
  hasPrev: z.boolean().default(false),
});
/** Report pagination. */
export type ReportPagination = z.infer<typeof ReportPaginationSchema>;

/** Report-list view preferences. */
export const ReportPreferencesSchema = z.object({
  viewMode: z.enum(['grid', 'list']).default('grid'),
  sortBy: SortFieldSchema.default('updated_at'),
  sortOrder: SortOrderSchema.default('desc'),
  showEnhancedOnly: z.boolean().default(false),
  autoRefresh: z.boolean().default(false),
});
/** Report preferences. */
export type ReportPreferences = z.infer<typeof ReportPreferencesSchema>;

/** The client-side report-list state (spec §3); `lastUpdated` is epoch ms or null. */
export const ReportsListStateSchema = z.object({
  reports: z.array(ReportSchema).default([]),
  templates: z.array(ReportTemplateSchema).default([]),
  currentReport: ReportSchema.nullable().default(null),
  loading: z.boolean().default(false),
  error: z.string().nullable().default(null),
  stats: ReportStatsSchema.nullable().default(null),
  searchQuery: z.string().default(''),
  filters: ReportFiltersSchema.prefault({}),
  pagination: ReportPaginationSchema.prefault({}),
  preferences: ReportPreferencesSchema.prefault({}),
  lastUpdated: z.int().nonnegative().nullable().default(null),
  cacheTimeout: z.int().positive().default(CACHE_TIMES.reportsListMs),
});
/** Report-list state. */
export type ReportsListState = z.infer<typeof ReportsListStateSchema>;

/** The subset persisted under `reports-store`: preferences, search text, filters and pagination. */
export const PersistedReportsListStateSchema = ReportsListStateSchema.pick({
  preferences: true,
  searchQuery: true,
  filters: true,
  pagination: true,
});
/** Persisted report-list state. */
export type PersistedReportsListState = z.infer<typeof PersistedReportsListStateSchema>;

/** A fresh report-list state with every default applied. */
export function initialReportsListState(): ReportsListState {
  return ReportsListStateSchema.parse({});
}

/** The part of `state` to persist, with the page reset to 1. */
export function toPersistedReportsListState(state: ReportsListState): PersistedReportsListState {
  return {
    preferences: { ...state.preferences },
    searchQuery: state.searchQuery,
    filters: { ...state.filters },
    pagination: { ...state.pagination, page: 1 },
  };
}

/** Restores a state from a persisted value; anything unreadable gives the initial state. */
export function restoreReportsListState(persisted: unknown): ReportsListState {
  const parsed = PersistedReportsListStateSchema.safeParse(persisted);
  const base = initialReportsListState();
  return parsed.success
    ? { ...base, ...parsed.data, pagination: { ...parsed.data.pagination, page: 1 } }
    : base;
}

/** True when list data fetched at `lastUpdated` (epoch ms) is older than `cacheTimeout` at `now`. */
export function isReportsListStale(
  state: Pick<ReportsListState, 'lastUpdated' | 'cacheTimeout'>,
  now: Date,
): boolean {
  return state.lastUpdated === null || now.getTime() - state.lastUpdated >= state.cacheTimeout;
}
