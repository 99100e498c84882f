import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { CACHE_TIMES } from '@alegato/domain';
import type { ActivityUsage } from '@alegato/ui';
import { usePlanStatus } from '../subscription/usePlanStatus';
import { activityKey, fetchActivity, toActivityUsage, type ActivityView } from './activity';

/** What the dashboard's activity hooks give: the data once loaded and the state to show. */
export type Loaded<T> = {
  data: T | undefined;
  state: 'loading' | 'ready' | 'error';
  retry: () => void;
};

/**
 * The user's activity (`GET /api/dashboard/activity`) and the month's usage (`GET /api/plan` through
 * `usePlanStatus`), fresh for 5 minutes like the stats (spec §7), and fetched again each time the
 * dashboard opens: the charts count the user's own uploads and analyses, which happen on other screens
 * in the meantime. The cached answer shows at once while the new one loads.
 */
export function useActivity(userId: string | null): {
  activity: Loaded<ActivityView>;
  usage: Loaded<ActivityUsage>;
} {
  const activity = useSWR(activityKey(userId), fetchActivity, { dedupingInterval: CACHE_TIMES.statsMs });
  const plan = usePlanStatus();
  const { mutate: refreshActivity } = activity;
  const { refresh: refreshPlan } = plan;
  // What was cached when the dashboard opened is shown, then fetched again (a first visit fetches once).
  const cached = useRef({ activity: activity.data !== undefined, plan: plan.status !== undefined });
  useEffect(() => {
    if (!userId) return;
    if (cached.current.activity) void refreshActivity();
    if (cached.current.plan) void refreshPlan();
  }, [userId, refreshActivity, refreshPlan]);
  return {
    activity: {
      data: activity.data,
      state: activity.data !== undefined ? 'ready' : activity.error ? 'error' : 'loading',
      retry: () => void refreshActivity(),
    },
    usage: {
      data: plan.status ? toActivityUsage(plan.status) : undefined,
      state: plan.state,
      retry: () => void refreshPlan(),
    },
  };
}
