import { useEffect, useState } from 'react';
import { STORAGE_KEYS, isPlanOverrideValid, PlanOverrideSchema, type PlanOverride } from '@alegato/domain';
import { http } from '../api/http';

/** The path of the admin's simulation on the server (`GET /api/admin/memberships`). */
export const SIMULATION_PATH = '/api/admin/memberships';

/** Fired on `window` when this tab changes the stored override (`storage` only fires in other tabs). */
const CHANGE_EVENT = 'alegato:plan-override';

/** The admin's plan override stored in this browser (spec §4), or null when none or invalid. */
export function storedPlanOverride(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): PlanOverride | null {
  try {
    const parsed = PlanOverrideSchema.safeParse(
      JSON.parse(storage.getItem(STORAGE_KEYS.planOverride) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the local copy in step with the server: stores `override` (or removes it when null) and tells
 * this tab's listeners (the header's badge).
 */
export function savePlanOverride(
  override: PlanOverride | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.localStorage,
): void {
  try {
    if (override) storage.setItem(STORAGE_KEYS.planOverride, JSON.stringify(override));
    else storage.removeItem(STORAGE_KEYS.planOverride);
  } catch {
    // Storage full or blocked: the badge still follows the server on the next sync.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The server's simulation (`{data: {plan, original_plan, started_at, expires_at} | null}`) as the local
 * override record of spec §3, or null when there is none or it does not read.
 */
export function overrideFromSimulation(body: unknown): PlanOverride | null {
  const data = record(record(body)?.data);
  if (!data) return null;
  const startTime = Date.parse(String(data.started_at));
  const expiresAt = Date.parse(String(data.expires_at));
  const parsed = PlanOverrideSchema.safeParse({
    originalPlan: data.original_plan,
    currentPlan: data.plan,
    isActive: true,
    startTime,
    expiresAt,
  });
  return parsed.success ? parsed.data : null;
}

/** Reads the admin's simulation from the server and stores it locally; returns it (null: none). */
export async function syncPlanOverride(): Promise<PlanOverride | null> {
  const override = overrideFromSimulation(await http.request(SIMULATION_PATH, { silent: true }));
  savePlanOverride(override);
  return override;
}

/**
 * Whether a plan override is active now (the header's orange 'Testing' badge). Restored from the local
 * copy at load while valid (spec §4); for an admin the server's simulation is read at mount and every
 * 5 minutes and the local copy follows it, so a simulation started or ended elsewhere (another
 * browser, its 2 hours run out) shows here. Re-checked every minute and when this or another tab
 * changes the copy. Not an admin: never active.
 */
export function usePlanOverrideActive(isAdmin: boolean): boolean {
  const read = () => isAdmin && isPlanOverrideValid(storedPlanOverride(), new Date());
  const [active, setActive] = useState(read);
  useEffect(() => {
    const update = () => setActive(read());
    update();
    if (!isAdmin) return;
    const sync = () => void syncPlanOverride().catch(() => undefined);
    sync();
    const tick = setInterval(update, 60_000);
    const resync = setInterval(sync, 5 * 60_000);
    window.addEventListener('storage', update);
    window.addEventListener(CHANGE_EVENT, update);
    return () => {
      clearInterval(tick);
      clearInterval(resync);
      window.removeEventListener('storage', update);
      window.removeEventListener(CHANGE_EVENT, update);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only closes over isAdmin
  }, [isAdmin]);
  return active;
}
