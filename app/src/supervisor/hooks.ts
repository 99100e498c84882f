import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { AiRunFilters, SmartCacheRequest, SmartCacheResult } from '@alegato/ui';
import { capabilitiesKey, fetchCapabilities } from '../legislation/api';
import { askSmartCache, fetchCollections, fetchMcpStatus, fetchRun, fetchRuns, fetchStats } from './api';
import { COLLECTIONS_KEY, MCP_STATUS_KEY, STATS_KEY, runKey, runsKey, toSmartCacheResult } from './model';

/**
 * SWR hooks of the IA Supervisor. The runs, their figures and the MCP status are read afresh on every
 * visit (`dedupingInterval: 0`, like the admin's errors: the lawyer comes to see what the AI just did)
 * and keep the previous page on screen while the next loads; the collections and the capabilities use
 * the app's cache times (`api/swr.tsx`, spec §7: fresh for 5 min), the capabilities sharing the
 * legislation reader's key.
 */

const FRESH = { dedupingInterval: 0, keepPreviousData: true } as const;

/** A page of runs for the filters. */
export function useRuns(filters: AiRunFilters, page: number) {
  return useSWR(runsKey(filters, page), fetchRuns, FRESH);
}

/** One run, while its detail is open. */
export function useRun(id: string | null) {
  return useSWR(id ? runKey(id) : null, fetchRun, { dedupingInterval: 0 });
}

/** The charts' figures. */
export function useSupervisorStats() {
  return useSWR(STATS_KEY, fetchStats, FRESH);
}

/** The MCP server's status. */
export function useMcpStatus() {
  return useSWR(MCP_STATUS_KEY, fetchMcpStatus, FRESH);
}

/** The user's and the public collections (raw body). */
export function useCollections() {
  return useSWR(COLLECTIONS_KEY, fetchCollections);
}

/** The server's capabilities (raw body). */
export function useCapabilities() {
  return useSWR(capabilitiesKey, fetchCapabilities);
}

/** The smart cache's state as the panel shows it. */
export type SmartCacheState =
  | { state: 'empty' }
  | { state: 'loading' }
  | { state: 'ready'; result: SmartCacheResult }
  | { state: 'error' };

/** Asks the smart cache (`POST /mcp/smart_cache`) and holds the last answer. */
export function useSmartCache(userId: string | null) {
  const [current, setCurrent] = useState<SmartCacheState>({ state: 'empty' });
  const ask = useCallback(
    async (request: SmartCacheRequest) => {
      if (!userId) return;
      setCurrent({ state: 'loading' });
      try {
        const answer = await askSmartCache({ ...request, userId });
        setCurrent({ state: 'ready', result: toSmartCacheResult(answer) });
      } catch {
        setCurrent({ state: 'error' });
      }
    },
    [userId],
  );
  return { ...current, ask };
}
