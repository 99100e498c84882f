/**
 * Billing settings (`BILLING`, `STRIPE_*`): parsed with the rest of the configuration in `config.ts`,
 * built here so the billing module owns its variables and their rules.
 *
 * @module
 */
import type { PlanId } from '@alegato/domain';
import { z } from 'zod';
import { httpUrl } from '../../config-fields.js';

/** Billing providers (`BILLING`). */
export const BILLING_PROVIDERS = ['none', 'stripe'] as const;

/** A billing provider: `none` (demo: a plan change applies at once, nothing is charged) or `stripe`. */
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** The paid plans, each sold through one Stripe price. */
export type PaidPlanId = Exclude<PlanId, 'estudiante'>;

/** Stripe settings of {@link BillingConfig}. */
export interface StripeConfig {
  /** Secret API key (`STRIPE_SECRET_KEY`). Never logged. */
  secretKey: string;
  /** Signing secret of the webhook endpoint (`STRIPE_WEBHOOK_SECRET`, `whsec_…`). Never logged. */
  webhookSecret: string;
  /** The recurring price id of each paid plan (`STRIPE_PRICE_INDIVIDUAL|DESPACHO|EMPRESARIAL`). */
  prices: Record<PaidPlanId, string>;
  /**
   * Where the SDK sends its requests (`STRIPE_API_URL`, for a local fake of Stripe's API).
   * @default undefined (https://api.stripe.com)
   */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** Billing settings of `Config` (`config.billing`). */
export interface BillingConfig {
  /** `none`: demo mode; `stripe`: Stripe Checkout, customer portal and webhook. @default 'none' */
  provider: BillingProviderName;
  /** Present when `provider` is `stripe`. */
  stripe: StripeConfig | undefined;
}

/** An empty or blank variable counts as "not set". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

const text = z.string().trim();

/** The variables of billing, spread into the environment schema of `config.ts`. */
export const billingEnvShape = {
  BILLING: optional(
    text.toLowerCase().pipe(z.enum(BILLING_PROVIDERS, { error: 'debe ser none (demostración) o stripe' })),
  ),
  STRIPE_SECRET_KEY: optional(text),
  STRIPE_WEBHOOK_SECRET: optional(text),
  STRIPE_PRICE_INDIVIDUAL: optional(text),
  STRIPE_PRICE_DESPACHO: optional(text),
  STRIPE_PRICE_EMPRESARIAL: optional(text),
  STRIPE_API_URL: optional(httpUrl),
};

/** Parsed values of {@link billingEnvShape}. */
export type BillingEnv = z.output<z.ZodObject<typeof billingEnvShape>>;

const REQUIRED_WITH_STRIPE = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_INDIVIDUAL',
  'STRIPE_PRICE_DESPACHO',
  'STRIPE_PRICE_EMPRESARIAL',
] as const;

/**
 * Builds {@link BillingConfig}; returns the problems instead when `BILLING=stripe` lacks a variable
 * (`NAME: reason` lines for `ConfigError`).
 */
export function buildBillingConfig(e: BillingEnv): BillingConfig | { issues: string[] } {
  const provider = e.BILLING ?? 'none';
  if (provider === 'none') return { provider, stripe: undefined };
  const issues = REQUIRED_WITH_STRIPE.filter((name) => !e[name]).map(
    (name) => `${name}: es obligatoria con BILLING=stripe`,
  );
  if (issues.length > 0) return { issues };
  let api: StripeConfig['api'];
  if (e.STRIPE_API_URL) {
    const u = new URL(e.STRIPE_API_URL);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    api = { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    provider,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      prices: {
        individual: e.STRIPE_PRICE_INDIVIDUAL!,
        despacho: e.STRIPE_PRICE_DESPACHO!,
        empresarial: e.STRIPE_PRICE_EMPRESARIAL!,
      },
      api,
    },
  };
}
