import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import useSWR, { mutate as globalMutate } from 'swr';
import { CACHE_TIMES, PlanStatusSchema, type PlanStatus } from '@alegato/domain';
import { http } from '../api/http';
import { authAtom } from '../state/auth';

/** The SWR key (and path) of the plan in effect: `GET /api/plan`. */
export const PLAN_STATUS_KEY = '/api/plan';

/**
 * `GET /api/plan` read with the domain's `PlanStatusSchema`: the plan in effect, its features, the
 * month's analyses against the limit, the renewal or trial end and an admin's simulation.
 *
 * @throws {Error} when the answer does not match the schema
 */
export async function fetchPlanStatus(key: string = PLAN_STATUS_KEY): Promise<PlanStatus> {
  const body = await http.request<{ data?: unknown }>(key, { silent: true });
  return PlanStatusSchema.parse(body?.data);
}

/** What {@link usePlanStatus} gives. */
export type PlanStatusResult = {
  /** The status, once loaded (kept while revalidating). */
  status: PlanStatus | undefined;
  /** `loading` before the first answer, `error` when it failed with nothing to show, else `ready`. */
  state: 'loading' | 'ready' | 'error';
  /** Fetches it again (after a plan change, an analysis, 'Reintentar'). */
  refresh: () => Promise<unknown>;
};

/**
 * The signed-in user's plan status (`GET /api/plan`), cached like the report stats (fresh for 5 min,
 * spec §7) and shared by every screen that shows it: the subscription page, the dashboard's usage
 * meter, the settings' plan summary. Nothing is fetched signed out.
 */
export function usePlanStatus(): PlanStatusResult {
  const { user } = useAtomValue(authAtom);
  const { data, error, isLoading, mutate } = useSWR(user ? PLAN_STATUS_KEY : null, fetchPlanStatus, {
    dedupingInterval: CACHE_TIMES.statsMs,
  });
  const refresh = useCallback(() => mutate(), [mutate]);
  return {
    status: data,
    state: error && !data ? 'error' : (isLoading || !data) && !error ? 'loading' : 'ready',
    refresh,
  };
}

/** Revalidates the plan status wherever it is shown (after a metered analysis or a plan change). */
export function refreshPlanStatus(): Promise<unknown> {
  return globalMutate(PLAN_STATUS_KEY);
}
