import { atom } from 'jotai';
import type { PlanRefusalNotice } from '../api/http';
import { appStore } from './store';

/** The plan refusal being shown (the UpgradeDialog), or null. The newest refusal replaces an open one. */
export const planRefusalAtom = atom<PlanRefusalNotice | null>(null);

/** Opens the UpgradeDialog for a refused request (the HTTP client's `notifyPlanRefusal`). */
export function showPlanRefusal(refusal: PlanRefusalNotice): void {
  appStore.set(planRefusalAtom, refusal);
}
