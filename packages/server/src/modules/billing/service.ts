import { PLAN_IDS, PLANS, planFeatures, type PlanId } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BillingEvent } from './provider.js';

/** A paid plan bought in demo mode runs for one month, like a monthly subscription. */
export function oneMonthAfter(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/** One plan as the subscription page shows it. */
export interface BillingPlanView {
  id: PlanId;
  label: string;
  price_eur: number;
  max_retries: number;
  features: ReturnType<typeof planFeatures>;
}

/** The four plans of spec §6, cheapest first. */
export function billingPlans(): BillingPlanView[] {
  return PLAN_IDS.map((id) => ({
    id,
    label: PLANS[id].label,
    price_eur: PLANS[id].price_eur,
    max_retries: PLANS[id].max_retries,
    features: planFeatures(id),
  }));
}

/**
 * Sets the user's plan. A paid plan runs until `paidUntil`; estudiante (free) keeps the trial's end when
 * it is still ahead, and has no expiry otherwise. Returns the previous plan, or null without a profile.
 */
export async function setUserPlan(
  db: Kysely<Database>,
  userId: string,
  plan: PlanId,
  paidUntil: Date | null,
  now: Date = new Date(),
): Promise<{ previous: string; expiresAt: Date | null } | null> {
  const row = await db
    .selectFrom('users')
    .select(['plan', 'trial_end_date'])
    .where('auth_user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = paidUntil;
  if (plan === 'estudiante') {
    const trialEnd = row.trial_end_date === null ? null : new Date(row.trial_end_date);
    expiresAt = trialEnd && trialEnd > now ? trialEnd : null;
  }
  await db
    .updateTable('users')
    .set({ plan, plan_expires_at: expiresAt, updated_at: now })
    .where('auth_user_id', '=', userId)
    .execute();
  return { previous: row.plan, expiresAt };
}

/** The user's Stripe customer id, if any. */
export async function customerOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The user's Stripe subscription last seen, if any. */
export async function subscriptionOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing_customers')
    .select('subscription_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.subscription_id ?? null;
}

/** Stores (or updates) the user's customer and subscription. */
export async function saveCustomer(
  db: Kysely<Database>,
  userId: string,
  customerId: string,
  subscriptionId?: string | null,
): Promise<void> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, customer_id: customerId, subscription_id: subscriptionId ?? null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        customer_id: customerId,
        ...(subscriptionId ? { subscription_id: subscriptionId } : {}),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The outcome of one webhook event. */
export interface AppliedEvent {
  /** The event id had been applied before: nothing was done. */
  duplicate: boolean;
  /** The user it concerned, when found. */
  userId: string | null;
  /** The plan set, when the event changed it. */
  plan: PlanId | null;
  /** The plan before the event. */
  previous: string | null;
  expiresAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses in which a subscription no longer pays for its plan. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/**
 * Applies a verified webhook event to the user's plan, once: the event id is recorded in the same
 * transaction, so a replay (or a concurrent redelivery) finds it and changes nothing, and a failure
 * leaves it unrecorded for Stripe to retry.
 */
export async function applyBillingEvent(
  db: Kysely<Database>,
  event: BillingEvent,
  now: Date = new Date(),
): Promise<AppliedEvent> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('billing_events')
      .values({ id: event.id, type: event.stripeType, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    const none: AppliedEvent = {
      duplicate: false,
      userId: null,
      plan: null,
      previous: null,
      expiresAt: null,
    };
    if (!inserted) return { ...none, duplicate: true };
    if (event.kind === 'ignored') return none;

    const userId = await findUser(trx, event);
    if (!userId) return none;
    await trx.updateTable('billing_events').set({ user_id: userId }).where('id', '=', event.id).execute();
    if (event.customerId) await saveCustomer(trx, userId, event.customerId, event.subscriptionId);

    let change: { plan: PlanId; until: Date | null } | null = null;
    switch (event.kind) {
      case 'checkout_completed':
        // The exact period end comes with the subscription and invoice events; a month meanwhile.
        if (event.plan) change = { plan: event.plan, until: oneMonthAfter(now) };
        break;
      case 'subscription_updated':
        if (ENDED_STATUSES.has(event.status)) change = { plan: 'estudiante', until: null };
        else if (event.plan && event.status !== 'incomplete')
          change = { plan: event.plan, until: event.periodEnd ?? oneMonthAfter(now) };
        break;
      case 'subscription_deleted':
        change = { plan: 'estudiante', until: null };
        await trx
          .updateTable('billing_customers')
          .set({ subscription_id: null, updated_at: now })
          .where('user_id', '=', userId)
          .where('subscription_id', '=', event.subscriptionId)
          .execute();
        break;
      case 'invoice_paid': {
        const current = await trx
          .selectFrom('users')
          .select(['plan', 'plan_expires_at'])
          .where('auth_user_id', '=', userId)
          .executeTakeFirst();
        const plan = event.plan ?? (current && isPaid(current.plan) ? current.plan : null);
        if (plan && event.periodEnd) {
          const was = current?.plan_expires_at ? new Date(current.plan_expires_at) : null;
          // Extends, never shortens (an older invoice delivered late).
          change = {
            plan,
            until: was && was > event.periodEnd && current?.plan === plan ? was : event.periodEnd,
          };
        }
        break;
      }
    }
    if (!change) return { ...none, userId };
    const set = await setUserPlan(trx, userId, change.plan, change.until, now);
    return {
      duplicate: false,
      userId,
      plan: change.plan,
      previous: set?.previous ?? null,
      expiresAt: set?.expiresAt ?? null,
    };
  });
}

const isPaid = (plan: string): plan is Exclude<PlanId, 'estudiante'> =>
  plan === 'individual' || plan === 'despacho' || plan === 'empresarial';

/** The user an event concerns: the id given to Checkout, else the customer's, else the metadata's. */
async function findUser(db: Kysely<Database>, event: BillingEvent): Promise<string | null> {
  if (event.kind === 'ignored') return null;
  const candidates: string[] = [];
  if ('userId' in event && event.userId && UUID.test(event.userId)) candidates.push(event.userId);
  if (event.customerId) {
    const row = await db
      .selectFrom('billing_customers')
      .select('user_id')
      .where('customer_id', '=', event.customerId)
      .executeTakeFirst();
    if (row) candidates.unshift(row.user_id);
  }
  for (const id of candidates) {
    const user = await db
      .selectFrom('users')
      .select('auth_user_id')
      .where('auth_user_id', '=', id)
      .executeTakeFirst();
    if (user) return user.auth_user_id;
  }
  return null;
}
