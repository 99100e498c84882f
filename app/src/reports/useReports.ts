import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAtom } from 'jotai';
import {
  CACHE_TIMES,
  LIMITS,
  MESSAGES,
  type Report,
  type ReportListResponse,
  type ReportSearchResponse,
  type ReportStats,
  type ReportTemplate,
} from '@alegato/domain';
import { toast, toastError } from '../state/toasts';
import {
  STATS_KEY,
  TEMPLATES_KEY,
  fetchReport,
  fetchReportList,
  fetchReportSearch,
  fetchStats,
  fetchTemplates,
  reportKey,
  reportListKey,
  reportSearchKey,
} from './api';
import { reportsPageAtom, reportsStoreAtom } from './store';

/** Keys of every cached report list, search, detail and the stats: what a change to a report touches. */
function isReportsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('/api/reports/') && key !== TEMPLATES_KEY;
}

/** Marks every report list, search, detail and the stats stale and refetches the ones on screen. */
export function useRefreshReports(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isReportsKey);
  }, [mutate]);
}

/** `value` once it has stopped changing for `delayMs` (the report search's 500 ms debounce). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}

/** Templates (fresh 30 min); a failure gives an empty list (spec §8). */
export function useTemplates(enabled: boolean): { templates: ReportTemplate[]; loading: boolean } {
  const { data, isLoading } = useSWR(enabled ? TEMPLATES_KEY : null, fetchTemplates, {
    dedupingInterval: CACHE_TIMES.templatesMs,
  });
  return { templates: data ?? [], loading: isLoading };
}

/** Stats (fresh 5 min); a failure gives null (spec §8). */
export function useReportStats(enabled: boolean): ReportStats | null {
  const { data } = useSWR(enabled ? STATS_KEY : null, fetchStats, { dedupingInterval: CACHE_TIMES.statsMs });
  return data ?? null;
}

/** What {@link useReportList} returns. */
export type UseReportList = {
  /** The page or search results; undefined before the first answer. */
  data: ReportListResponse | ReportSearchResponse | undefined;
  /** A search (non-blank, debounced text) is shown instead of the list. */
  searching: boolean;
  /** The debounced search text. */
  query: string;
  /** The first load of the current key is running. */
  loading: boolean;
  /** The stored error message, or null. */
  error: string | null;
  /** Loads again. */
  retry: () => void;
};

/**
 * The report list or, while search text is typed, the search (spec §4 'List behaviour'): debounced
 * 500 ms, fresh 5 min (list) or 3 min (search), on the persisted filters and the current page. A failed
 * load stores the message (or 'Error al cargar informes') and toasts 'Error al cargar informes'; a
 * failed search stores 'Error en búsqueda' and toasts 'Error en la búsqueda' (spec §8).
 */
export function useReportList(enabled: boolean): UseReportList {
  const [state] = useAtom(reportsStoreAtom);
  const [page] = useAtom(reportsPageAtom);
  const query = useDebounced(state.searchQuery.trim(), LIMITS.searchDebounceMs);
  const searching = query !== '';
  const perPage = state.pagination.perPage;
  const key = !enabled
    ? null
    : searching
      ? reportSearchKey(query, state.filters, 1, LIMITS.reportPageSize * 5)
      : reportListKey(state.filters, page, perPage);
  const { data, error, isLoading, mutate } = useSWR<ReportListResponse | ReportSearchResponse>(
    key,
    searching ? fetchReportSearch : fetchReportList,
    {
      dedupingInterval: searching ? CACHE_TIMES.searchMs : CACHE_TIMES.reportsListMs,
      keepPreviousData: true,
      onError: () => toastError(searching ? MESSAGES.reports.searchFailedToast : MESSAGES.reports.loadFailed),
    },
  );
  const message =
    error == null
      ? null
      : searching
        ? MESSAGES.reports.searchFailedStored
        : error instanceof Error && error.message.trim() !== ''
          ? error.message
          : MESSAGES.reports.loadFailed;
  return {
    data: error ? undefined : data,
    searching,
    query,
    loading: isLoading,
    error: message,
    retry: () => void mutate(),
  };
}

/** One report (fresh 2 min). */
export function useReport(id: string | undefined): {
  report: Report | undefined;
  loading: boolean;
  error: unknown;
  reload: () => Promise<Report | undefined>;
} {
  const { data, error, isLoading, mutate } = useSWR(id ? reportKey(id) : null, () => fetchReport(id!), {
    dedupingInterval: CACHE_TIMES.detailPrefetchMs,
  });
  return { report: data, loading: isLoading, error, reload: () => mutate() };
}

/** Shows the 'Datos actualizados' toast after a manual refresh. */
export function toastRefreshed(): void {
  toast({ message: MESSAGES.reports.dataRefreshed, tone: 'positive' });
}
