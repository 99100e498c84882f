import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { CACHE_TIMES } from '@alegato/domain';
import type { ActivityUsage } from '@alegato/ui';
import {
  PLAN_KEY,
  activityKey,
  fetchActivity,
  fetchPlanStatus,
  toActivityUsage,
  type ActivityView,
} from './activity';

/** What the dashboard's activity hooks give: the data once loaded and the state to show. */
export type Loaded<T> = {
  data: T | undefined;
  state: 'loading' | 'ready' | 'error';
  retry: () => void;
};

const stateOf = (data: unknown, error: unknown): Loaded<unknown>['state'] =>
  data !== undefined ? 'ready' : error ? 'error' : 'loading';

/**
 * The user's activity (`GET /api/dashboard/activity`) and the month's usage (`GET /api/plan`), fresh
 * for 5 minutes like the stats (spec §7), and fetched again each time the dashboard opens: the charts
 * count the user's own uploads and analyses, which happen on other screens in the meantime. The
 * cached answer shows at once while the new one loads.
 */
export function useActivity(userId: string | null): {
  activity: Loaded<ActivityView>;
  usage: Loaded<ActivityUsage>;
} {
  const activity = useSWR(activityKey(userId), fetchActivity, { dedupingInterval: CACHE_TIMES.statsMs });
  const plan = useSWR(userId ? PLAN_KEY : null, fetchPlanStatus, { dedupingInterval: CACHE_TIMES.statsMs });
  const { mutate: refreshActivity } = activity;
  const { mutate: refreshPlan } = plan;
  // What was cached when the dashboard opened is shown, then fetched again (a first visit fetches once).
  const cached = useRef({ activity: activity.data !== undefined, plan: plan.data !== undefined });
  useEffect(() => {
    if (!userId) return;
    if (cached.current.activity) void refreshActivity();
    if (cached.current.plan) void refreshPlan();
  }, [userId, refreshActivity, refreshPlan]);
  return {
    activity: {
      data: activity.data,
      state: stateOf(activity.data, activity.error) as Loaded<ActivityView>['state'],
      retry: () => void refreshActivity(),
    },
    usage: {
      data: plan.data ? toActivityUsage(plan.data) : undefined,
      state: stateOf(plan.data, plan.error) as Loaded<ActivityUsage>['state'],
      retry: () => void refreshPlan(),
    },
  };
}
