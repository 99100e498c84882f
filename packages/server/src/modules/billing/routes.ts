import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** Reserved: plan change, Stripe Checkout and portal (item 3); mount at /api/billing. */
export function billingRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

/** Reserved: Stripe's signed webhook (item 3); mount at /api/public/billing (no bearer token). */
export function billingWebhookRoutes(_deps: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
