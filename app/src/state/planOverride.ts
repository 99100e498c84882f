import { useEffect, useState } from 'react';
import { STORAGE_KEYS, isPlanOverrideValid, PlanOverrideSchema, type PlanOverride } from '@alegato/domain';

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
 * Whether a plan override is active now (the header's orange 'Testing' badge). Re-checked every
 * minute and when another tab changes it; the admin panel that sets overrides arrives with its issue.
 */
export function usePlanOverrideActive(): boolean {
  const read = () => isPlanOverrideValid(storedPlanOverride(), new Date());
  const [active, setActive] = useState(read);
  useEffect(() => {
    const update = () => setActive(read());
    const id = setInterval(update, 60_000);
    window.addEventListener('storage', update);
    return () => {
      clearInterval(id);
      window.removeEventListener('storage', update);
    };
  }, []);
  return active;
}
