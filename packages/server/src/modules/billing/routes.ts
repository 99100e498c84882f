import { MESSAGES, PLAN_IDS } from '@alegato/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { audit, requestMeta } from '../auth/audit.js';
import { planContext } from '../plans/service.js';
import { getOrCreateProfile } from '../profile/service.js';
import type { PaidPlanId } from './config.js';
import { createBillingProvider, type BillingProvider, type StripeBilling } from './provider.js';
import {
  applyBillingEvent,
  billingPlans,
  customerOf,
  oneMonthAfter,
  saveCustomer,
  setUserPlan,
  subscriptionOf,
} from './service.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The payment provider; built from `config.billing` when absent. */
  billing?: BillingProvider;
}

/** Spanish answers of the billing routes (not in the spec). */
export const BILLING_MESSAGES = {
  invalidPlan: `El plan debe ser uno de: ${PLAN_IDS.join(', ')}`,
  stripeOnly: 'La facturación con Stripe no está activada en este servidor.',
  useCheckout: 'Con la facturación activada, el plan se cambia al completar el pago.',
  freePlan:
    'El plan Estudiante es gratuito: para volver a él, cancela tu suscripción en «Gestionar facturación».',
  noCustomer: 'Aún no tienes una suscripción de pago que gestionar.',
  usePortal: 'Ya tienes una suscripción de pago: cambia de plan en «Gestionar facturación».',
  providerFailed: 'No se pudo contactar con el proveedor de pagos. Inténtalo de nuevo en unos minutos.',
  badSignature: 'Firma del evento de facturación no válida.',
} as const;

const PlanBodySchema = z.object({ plan: z.enum(PLAN_IDS, { error: BILLING_MESSAGES.invalidPlan }) });

const providerOf = (deps: ModuleDeps) =>
  deps.billing ?? createBillingProvider(deps.config.billing, deps.config.publicUrl);

function requireStripe(billing: BillingProvider): StripeBilling {
  if (billing.name !== 'stripe') throw new AppError(409, 'billing_disabled', BILLING_MESSAGES.stripeOnly);
  return billing;
}

/** A provider call that failed: logged, answered 502 in Spanish. */
async function viaProvider<T>(log: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    log.error({ err, billing: what }, 'billing provider call failed');
    throw new AppError(502, 'billing_provider_error', BILLING_MESSAGES.providerFailed);
  }
}

/**
 * `/api/billing` (signed in):
 * - `GET /` → `{success, data:{provider:'demo'|'stripe', plans, portal}}`: the four plans and whether
 *   the user has a Stripe customer to manage.
 * - `POST /change {plan}` (demo only): the plan applies at once (a paid plan for one month), audited
 *   `plan_change` → `{success, data:{plan, demo:true, message, expires_at}}`.
 * - `POST /checkout {plan}` (Stripe only, paid plans) → `{success, data:{url}}` of a Checkout Session.
 * - `POST /portal` (Stripe only, with a customer) → `{success, data:{url}}` of the customer portal.
 */
export function billingRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const billing = providerOf(deps);
  const { db } = deps;
  const profileDeps = { db, adminEmails: deps.config.auth.adminEmails };

  router.get('/', async (c) => {
    const user = c.get('user');
    const portal = billing.name === 'stripe' && (await customerOf(db, user.id)) !== null;
    return c.json({ success: true, data: { provider: billing.name, plans: billingPlans(), portal } });
  });

  router.post('/change', validate('json', PlanBodySchema), async (c) => {
    if (billing.name !== 'demo')
      throw new AppError(409, 'billing_checkout_required', BILLING_MESSAGES.useCheckout);
    const { plan } = c.req.valid('json');
    const user = c.get('user');
    await getOrCreateProfile(profileDeps, user);
    const now = new Date();
    const set = await setUserPlan(db, user.id, plan, plan === 'estudiante' ? null : oneMonthAfter(now), now);
    await audit(db, requestMeta(c), {
      userId: user.id,
      action: 'plan_change',
      outcome: 'ok',
      detail: { from: set?.previous ?? 'none', to: plan, provider: 'demo' },
    });
    return c.json({
      success: true,
      data: {
        plan,
        demo: true,
        message: MESSAGES.billing.demoNotice,
        expires_at: set?.expiresAt?.toISOString() ?? null,
      },
    });
  });

  router.post('/checkout', validate('json', PlanBodySchema), async (c) => {
    const stripe = requireStripe(billing);
    const { plan } = c.req.valid('json');
    if (plan === 'estudiante') throw new AppError(400, 'billing_free_plan', BILLING_MESSAGES.freePlan);
    const user = c.get('user');
    await getOrCreateProfile(profileDeps, user);
    const log = c.get('log');
    // A second Checkout would start a second subscription: a paid plan changes in the portal.
    const ctx = await planContext(db, user);
    if (ctx.ownPlan !== 'estudiante' && (await subscriptionOf(db, user.id)) !== null) {
      throw new AppError(409, 'billing_use_portal', BILLING_MESSAGES.usePortal);
    }
    let customerId = await customerOf(db, user.id);
    if (!customerId) {
      const created = await viaProvider(log, 'customer', () =>
        stripe.createCustomer({ id: user.id, email: user.email }),
      );
      await saveCustomer(db, user.id, created);
      customerId = created;
    }
    const id = customerId;
    const url = await viaProvider(log, 'checkout', () =>
      stripe.checkout({ userId: user.id, customerId: id, plan: plan satisfies PaidPlanId }),
    );
    await audit(db, requestMeta(c), {
      userId: user.id,
      action: 'billing_event',
      outcome: 'ok',
      detail: { event: 'checkout_started', from: ctx.ownPlan, to: plan },
    });
    return c.json({ success: true, data: { url } });
  });

  router.post('/portal', async (c) => {
    const stripe = requireStripe(billing);
    const user = c.get('user');
    const customerId = await customerOf(db, user.id);
    if (!customerId) throw new AppError(409, 'billing_no_customer', BILLING_MESSAGES.noCustomer);
    const url = await viaProvider(c.get('log'), 'portal', () => stripe.portal(customerId));
    return c.json({ success: true, data: { url } });
  });

  return router;
}

/**
 * `POST /api/public/billing/webhook` (no bearer token): Stripe's signed events. The signature is checked
 * on the raw body (forged or missing → 400 `billing_bad_signature`); an event id seen before → 200
 * `{received:true, duplicate:true}` without applying it again; `checkout.session.completed`,
 * `customer.subscription.updated|deleted` and `invoice.paid` set the user's plan (audited
 * `billing_event`); other events are acknowledged.
 */
export function billingWebhookRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const billing = providerOf(deps);

  router.post('/webhook', async (c) => {
    const stripe = requireStripe(billing);
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event;
    try {
      event = stripe.readWebhook(raw, signature);
    } catch {
      c.get('log').warn({ billing: 'webhook' }, 'billing webhook with a bad signature');
      throw new AppError(400, 'billing_bad_signature', BILLING_MESSAGES.badSignature);
    }
    const applied = await applyBillingEvent(deps.db, event);
    if (applied.duplicate) return c.json({ received: true, duplicate: true });
    if (applied.userId) {
      await audit(deps.db, requestMeta(c), {
        userId: applied.userId,
        action: 'billing_event',
        outcome: 'ok',
        detail: {
          event: event.stripeType,
          event_id: event.id,
          ...(applied.plan ? { from: applied.previous ?? 'none', to: applied.plan } : {}),
          ...(applied.expiresAt ? { expires_at: applied.expiresAt.toISOString() } : {}),
        },
      });
    }
    return c.json({ received: true });
  });

  return router;
}
