import { isPlanId, type PlanId } from '@alegato/domain';
import Stripe from 'stripe';
import type { BillingConfig, PaidPlanId, StripeConfig } from './config.js';

/**
 * A webhook event in the billing module's terms: who (the user id Checkout was given, else the
 * customer), which plan (from the price or the metadata) and until when.
 */
export type BillingEvent = { id: string; stripeType: string } & (
  | {
      kind: 'checkout_completed';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      plan: PlanId | null;
    }
  | {
      kind: 'subscription_updated';
      userId: string | null;
      customerId: string | null;
      subscriptionId: string;
      plan: PlanId | null;
      /** `active`, `trialing`, `past_due`… (Stripe's subscription status). */
      status: string;
      periodEnd: Date | null;
    }
  | { kind: 'subscription_deleted'; userId: string | null; customerId: string | null; subscriptionId: string }
  | {
      kind: 'invoice_paid';
      customerId: string | null;
      subscriptionId: string | null;
      plan: PlanId | null;
      periodEnd: Date | null;
    }
  | { kind: 'ignored' }
);

/** No payment provider: a plan change applies at once and nothing is charged. */
export interface DemoBilling {
  name: 'demo';
}

/** Stripe: Checkout for a paid plan, the customer portal and the signed webhook. */
export interface StripeBilling {
  name: 'stripe';
  /** Creates the Stripe customer of a user (by e-mail, with the user id in its metadata). */
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** A subscription Checkout Session for `plan`; its URL. */
  checkout(input: { userId: string; customerId: string; plan: PaidPlanId }): Promise<string>;
  /** A customer-portal session; its URL. */
  portal(customerId: string): Promise<string>;
  /** Verifies the signature of a webhook body and reads it; throws when the signature is not valid. */
  readWebhook(rawBody: string, signature: string): BillingEvent;
}

/** The payment provider chosen by `BILLING`. */
export type BillingProvider = DemoBilling | StripeBilling;

/** The provider of `config` (`BILLING=none` → demo); `publicUrl` builds the return URLs. */
export function createBillingProvider(config: BillingConfig, publicUrl: string): BillingProvider {
  if (config.provider === 'stripe' && config.stripe) return createStripeBilling(config.stripe, publicUrl);
  return { name: 'demo' };
}

/** The Stripe adapter over the official SDK (pointed at `config.api` when set: a local fake in tests). */
export function createStripeBilling(config: StripeConfig, publicUrl: string): StripeBilling {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(config.api ?? {}),
  });
  const planOfPrice = (priceId: string | null | undefined): PlanId | null => {
    for (const [plan, price] of Object.entries(config.prices)) if (price === priceId) return plan as PlanId;
    return null;
  };
  return {
    name: 'stripe',
    async createCustomer(user) {
      const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: user.id } });
      return customer.id;
    },
    async checkout({ userId, customerId, plan }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: config.prices[plan], quantity: 1 }],
        metadata: { plan, user_id: userId },
        subscription_data: { metadata: { plan, user_id: userId } },
        success_url: `${publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/subscription`,
      });
      if (!session.url) throw new Error('Stripe Checkout Session without url');
      return session.url;
    },
    async portal(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${publicUrl}/subscription`,
      });
      return session.url;
    },
    readWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      return readStripeEvent(event.id, event.type, event.data.object, planOfPrice);
    },
  };
}

// Webhook objects are read field by field, tolerant of the API version of the endpoint.
type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** An expandable reference: the id, or the expanded object's id. */
const ref = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const unixDate = (v: unknown): Date | null => (typeof v === 'number' ? new Date(v * 1000) : null);
const metaPlan = (v: unknown): PlanId | null => {
  const plan = obj(obj(v).metadata).plan;
  return isPlanId(plan) ? plan : null;
};
const metaUser = (v: unknown): string | null => str(obj(obj(v).metadata).user_id);
const items = (v: unknown): Json[] => {
  const data = obj(v).data;
  return Array.isArray(data) ? data.map(obj) : [];
};
const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** Reads one Stripe event into a {@link BillingEvent}. */
export function readStripeEvent(
  id: string,
  type: string,
  object: unknown,
  planOfPrice: (priceId: string | null) => PlanId | null,
): BillingEvent {
  const o = obj(object);
  switch (type) {
    case 'checkout.session.completed':
      return {
        id,
        stripeType: type,
        kind: 'checkout_completed',
        userId: str(o.client_reference_id),
        customerId: ref(o.customer),
        subscriptionId: ref(o.subscription),
        plan: metaPlan(o),
      };
    case 'customer.subscription.updated':
    case 'customer.subscription.created': {
      const lines = items(o.items);
      return {
        id,
        stripeType: type,
        kind: 'subscription_updated',
        userId: metaUser(o),
        customerId: ref(o.customer),
        subscriptionId: str(o.id) ?? '',
        plan: planOfPrice(ref(lines[0]?.price)) ?? metaPlan(o),
        status: str(o.status) ?? 'active',
        // Since API 2025-03 the period is per item; older versions have it on the subscription.
        periodEnd: latest([
          unixDate(o.current_period_end),
          ...lines.map((l) => unixDate(l.current_period_end)),
        ]),
      };
    }
    case 'customer.subscription.deleted':
      return {
        id,
        stripeType: type,
        kind: 'subscription_deleted',
        userId: metaUser(o),
        customerId: ref(o.customer),
        subscriptionId: str(o.id) ?? '',
      };
    case 'invoice.paid': {
      const lines = items(o.lines);
      const details = obj(obj(o.parent).subscription_details);
      const priceOf = (l: Json) => ref(obj(obj(l.pricing).price_details).price) ?? ref(l.price);
      return {
        id,
        stripeType: type,
        kind: 'invoice_paid',
        customerId: ref(o.customer),
        subscriptionId: ref(details.subscription) ?? ref(o.subscription),
        plan: lines.map((l) => planOfPrice(priceOf(l))).find((p) => p !== null) ?? metaPlan(details),
        periodEnd: latest(lines.map((l) => unixDate(obj(l.period).end))),
      };
    }
    default:
      return { id, stripeType: type, kind: 'ignored' };
  }
}
