import { PlanFeaturesSchema, isPlanId, type PlanFeatures, type PlanId } from '@alegato/domain';
import { http } from '../api/http';
import { appStore } from '../state/store';
import { authAtom } from '../state/auth';

/** An answer of the billing API that does not read. */
const INVALID_ANSWER = 'Respuesta de facturación no válida';

/** The SWR key (and path) of the billing information: `GET /api/billing`. */
export const BILLING_KEY = '/api/billing';

/** One plan as `GET /api/billing` lists it. */
export type BillingPlan = {
  id: PlanId;
  label: string;
  price_eur: number;
  max_retries: number;
  features: PlanFeatures;
};

/** `GET /api/billing`: the payment provider, the plans and whether the user has a portal to open. */
export type BillingInfo = {
  provider: 'demo' | 'stripe';
  plans: BillingPlan[];
  portal: boolean;
};

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** One plan of the answer, or null when it is not one. */
function readPlan(raw: unknown): BillingPlan | null {
  const p = record(raw);
  const features = PlanFeaturesSchema.safeParse(p?.features);
  if (!p || !isPlanId(p.id) || typeof p.label !== 'string' || !features.success) return null;
  return {
    id: p.id,
    label: p.label,
    price_eur: typeof p.price_eur === 'number' ? p.price_eur : 0,
    max_retries: typeof p.max_retries === 'number' ? p.max_retries : 1,
    features: features.data,
  };
}

/**
 * The billing information from `GET /api/billing`'s answer; a plan that does not read is left out.
 *
 * @throws {Error} when the answer has no provider or plan list
 */
export function toBillingInfo(body: unknown): BillingInfo {
  const data = record(record(body)?.data);
  const provider = data?.provider;
  if (!data || (provider !== 'demo' && provider !== 'stripe') || !Array.isArray(data.plans)) {
    throw new Error(INVALID_ANSWER);
  }
  return {
    provider,
    plans: data.plans.map(readPlan).filter((p): p is BillingPlan => p !== null),
    portal: data.portal === true,
  };
}

/** `GET /api/billing` read with {@link toBillingInfo}. */
export async function fetchBillingInfo(key: string = BILLING_KEY): Promise<BillingInfo> {
  return toBillingInfo(await http.request(key, { silent: true }));
}

/** The URL in `{data:{url}}`. */
function urlOf(body: unknown): string {
  const url = record(record(body)?.data)?.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(INVALID_ANSWER);
  return url;
}

/** Demo mode: `POST /api/billing/change {plan}`; the plan applies at once. Errors toast (http). */
export async function changePlanDemo(plan: PlanId): Promise<{ plan: PlanId; message: string }> {
  const body = await http.request('/api/billing/change', { method: 'POST', json: { plan } });
  const data = record(record(body)?.data);
  const changed = isPlanId(data?.plan) ? data.plan : plan;
  setSessionPlan(changed);
  return { plan: changed, message: typeof data?.message === 'string' ? data.message : '' };
}

/** Stripe: `POST /api/billing/checkout {plan}` → the Checkout page's URL. */
export async function startCheckout(plan: PlanId): Promise<string> {
  return urlOf(await http.request('/api/billing/checkout', { method: 'POST', json: { plan } }));
}

/** Stripe: `POST /api/billing/portal` → the customer portal's URL. */
export async function openBillingPortal(): Promise<string> {
  return urlOf(await http.request('/api/billing/portal', { method: 'POST' }));
}

/** The session's profile plan (header, dashboard) follows a change without reloading the profile. */
export function setSessionPlan(plan: string): void {
  const state = appStore.get(authAtom);
  if (state.user && state.user.plan !== plan) {
    appStore.set(authAtom, { ...state, user: { ...state.user, plan } });
  }
}
