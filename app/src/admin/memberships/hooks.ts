import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { MESSAGES, type PlanId, type PlanOverride } from '@alegato/domain';
import { HttpError, http } from '../../api/http';
import { SIMULATION_PATH, overrideFromSimulation, savePlanOverride } from '../../state/planOverride';
import { refreshPlanStatus } from '../../subscription/usePlanStatus';
import { toChecksRun, toVerificationRun, type ChecksRun, type VerificationRun } from './model';

/** `GET /api/admin/memberships`, kept in the local copy (spec §4: the badge and a reload read it). */
async function fetchSimulation(path: string): Promise<PlanOverride | null> {
  const override = overrideFromSimulation(await http.request(path, { silent: true }));
  savePlanOverride(override);
  return override;
}

/** The message of a failed request: the server's when it sent one, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status === 404) return MESSAGES.planOverride.userNotFound;
  if (error instanceof HttpError && error.status === 403 && error.message) return error.message;
  return fallback;
}

/** What {@link useSimulation} gives. */
export type SimulationState = {
  state: 'loading' | 'ready' | 'error';
  /** The active simulation, or null. */
  override: PlanOverride | null;
  /** A change is in flight. */
  busy: boolean;
  /** The last failed load or change, in Spanish. */
  errorMessage: string | undefined;
  simulate(plan: string): Promise<void>;
  restore(): Promise<void>;
  retry(): void;
};

/**
 * The admin's simulation (issue 14 item 6): read from the server, started (`POST`, 2 hours) and ended
 * (`DELETE`) there; the local copy and the plan status everywhere follow each change.
 */
export function useSimulation(): SimulationState {
  const { data, error, isLoading, mutate } = useSWR(SIMULATION_PATH, fetchSimulation, {
    dedupingInterval: 0,
    shouldRetryOnError: false,
  });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>();

  const change = useCallback(
    async (request: () => Promise<unknown>, fallback: string) => {
      setBusy(true);
      setActionError(undefined);
      try {
        const override = overrideFromSimulation(await request());
        savePlanOverride(override);
        await mutate(override, { revalidate: false });
        void refreshPlanStatus();
      } catch (err) {
        setActionError(messageOf(err, fallback));
      } finally {
        setBusy(false);
      }
    },
    [mutate],
  );

  return {
    state: error && data === undefined ? 'error' : isLoading && data === undefined ? 'loading' : 'ready',
    override: data ?? null,
    busy,
    errorMessage:
      actionError ??
      (error && data === undefined ? messageOf(error, MESSAGES.planOverride.changeFailed) : undefined),
    simulate: (plan: string) =>
      change(
        () => http.request(SIMULATION_PATH, { method: 'POST', json: { plan: plan as PlanId }, silent: true }),
        MESSAGES.planOverride.changeFailed,
      ),
    restore: () =>
      change(
        () => http.request(SIMULATION_PATH, { method: 'DELETE', silent: true }),
        MESSAGES.planOverride.restoreFailed,
      ),
    retry: () => void mutate(),
  };
}

/** A run of an admin action: idle, running, its result, or failed. */
export type Run<T> =
  | { state: 'idle' }
  | { state: 'loading'; previous?: T }
  | { state: 'ready'; result: T }
  | { state: 'error'; previous?: T };

/** Runs `request` on demand and keeps its last result ('Ejecutar Tests', 'Ejecutar comprobaciones'). */
function useRun<T>(request: () => Promise<T>) {
  const [run, setRun] = useState<Run<T>>({ state: 'idle' });
  const start = useCallback(async () => {
    setRun((r) => ({ state: 'loading', previous: r.state === 'ready' ? r.result : undefined }));
    try {
      setRun({ state: 'ready', result: await request() });
    } catch {
      setRun((r) => ({ state: 'error', previous: r.state === 'loading' ? r.previous : undefined }));
    }
  }, [request]);
  const clear = useCallback(() => setRun({ state: 'idle' }), []);
  return { run, start, clear };
}

const verify = async (): Promise<VerificationRun> =>
  toVerificationRun(
    await http.request(`${SIMULATION_PATH}/verify`, { method: 'POST', json: {}, silent: true }),
  );

/** 'Ejecutar Tests': every plan capability checked on the server against the plan in effect. */
export function useVerification() {
  return useRun(verify);
}

const checks = async (): Promise<ChecksRun> =>
  toChecksRun(await http.request('/api/admin/checks', { method: 'POST', json: {}, silent: true }));

/** 'Ejecutar comprobaciones': the live checks of the server. */
export function useSystemChecks() {
  return useRun(checks);
}

/** The current time, re-read every `everyMs` (the simulation's time left). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
