import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@alegato/domain';
import { savePlanOverride, storedPlanOverride } from './planOverride';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('plan override local copy', () => {
  it('stores the override under its key, reads it back, and removes it when the server has none', () => {
    const storage = memoryStorage();
    const override = {
      originalPlan: 'individual' as const,
      currentPlan: 'despacho' as const,
      isActive: true,
      startTime: 1_000,
      expiresAt: 7_201_000,
    };
    savePlanOverride(override, storage);
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.planOverride)!)).toEqual(override);
    expect(storedPlanOverride(storage)).toEqual(override);
    savePlanOverride(null, storage);
    expect(storage.map.has(STORAGE_KEYS.planOverride)).toBe(false);
    expect(storedPlanOverride(storage)).toBeNull();
  });

  it('ignores a copy that does not read', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.planOverride, '{"currentPlan":"premium"}');
    expect(storedPlanOverride(storage)).toBeNull();
    storage.setItem(STORAGE_KEYS.planOverride, 'no json');
    expect(storedPlanOverride(storage)).toBeNull();
  });
});
