/**
 * The admin's plan simulation (issue 14 item 6, spec §2 Admin memberships panel, §4 Admin plan override),
 * mounted at `/api/admin/memberships` behind `requireAdmin`:
 *
 * - `GET /` → `{success, data: Simulation | null}`: the admin's active simulation (an expired one is
 *   removed and audited `plan_override_end`).
 * - `POST /` `{plan}` → `{success, data: Simulation}`: simulates `plan` for 2 hours (`LIMITS.planOverrideMs`)
 *   from now; `original_plan` is the admin's own plan from `users` (404 'Usuario no encontrado' without a
 *   profile row). Never changes `users.plan`; audited `plan_override_start`.
 * - `DELETE /` → `{success, data: null}`: restores the own plan; audited `plan_override_end`.
 * - `POST /verify` → `{success, data: Verification}`: every capability of domain `PLAN_CAPABILITIES`
 *   checked through the plan enforcer the routes use, against what domain `planAllows` expects. The
 *   monthly quota is checked by metering one analysis and giving it back, so nothing is spent.
 *
 * @module
 */
import {
  CAPABILITY_LABELS,
  LIMITS,
  MESSAGES,
  PLAN_CAPABILITIES,
  PLANS,
  PlanIdSchema,
  hasAnalysesLeft,
  planAllows,
  type PlanCapability,
  type PlanId,
} from '@alegato/domain';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv, AuthenticatedUser } from '../../types.js';
import { audit, requestMeta } from '../auth/audit.js';
import {
  createPlanEnforcer,
  meteringPeriod,
  ownPlanOf,
  usedAnalyses,
  type PlanEnforcer,
} from '../plans/service.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The plan enforcement the routes use. @default createPlanEnforcer(db, now) */
  plans?: PlanEnforcer;
  /** Clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** An admin's active plan simulation. */
export interface Simulation {
  plan: PlanId;
  original_plan: PlanId;
  started_at: string;
  expires_at: string;
}

/** One row of the verification: a capability, what the plan table expects and what the server did. */
export interface VerificationRow {
  capability: PlanCapability;
  /** Spanish name of the capability (domain `CAPABILITY_LABELS`). */
  label: string;
  expected: 'allowed' | 'refused';
  actual: 'allowed' | 'refused';
  /** HTTP status the enforcement answered: 200 allowed, 402 `plan_limit`, 403 `plan_forbidden`. */
  status: number;
  /** The refusal's Spanish message, or '' when allowed. */
  message: string;
  ok: boolean;
}

/** The answer of `POST /verify`. */
export interface Verification {
  /** The plan in effect while checking (the simulated one when a simulation is active). */
  plan: PlanId;
  simulated: boolean;
  /** This month's analyses used, and the plan's limit (-1 unlimited). */
  usage: { used: number; limit: number };
  checked_at: string;
  rows: VerificationRow[];
}

const BodySchema = z.object({ plan: PlanIdSchema });

/** Thrown by the quota probe's action so the metered analysis is given back. */
class ProbeDone extends Error {}

const asIso = (v: Date | string) => new Date(v).toISOString();

/** The admin's simulation at `now`, or null; an expired row is removed (and audited by the caller). */
async function activeSimulation(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ active: Simulation | null; expired: PlanId | null }> {
  const row = await db
    .selectFrom('plan_overrides')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { active: null, expired: null };
  const plan = PlanIdSchema.safeParse(row.plan);
  const original = PlanIdSchema.safeParse(row.original_plan);
  if (new Date(row.expires_at).getTime() <= now.getTime() || !plan.success || !original.success) {
    await db.deleteFrom('plan_overrides').where('user_id', '=', userId).execute();
    return { active: null, expired: plan.success ? plan.data : null };
  }
  return {
    active: {
      plan: plan.data,
      original_plan: original.data,
      started_at: asIso(row.started_at),
      expires_at: asIso(row.expires_at),
    },
    expired: null,
  };
}

/** Checks one capability through the enforcer: allowed, or the refusal's status and message. */
async function probe(
  action: () => Promise<unknown>,
): Promise<Pick<VerificationRow, 'actual' | 'status' | 'message'>> {
  try {
    await action();
    return { actual: 'allowed', status: 200, message: '' };
  } catch (err) {
    if (err instanceof ProbeDone) return { actual: 'allowed', status: 200, message: '' };
    if (err instanceof AppError && (err.status === 402 || err.status === 403)) {
      return { actual: 'refused', status: err.status, message: err.message };
    }
    throw err;
  }
}

/**
 * Runs every capability of domain `PLAN_CAPABILITIES` through `plans` for `user`: `analyses` meters one
 * analysis (refused with 402 when the month's are used up) and gives it back; the others go through
 * `plans.require`, as the routes do. `expected` comes from domain `planAllows` (and, for `analyses`,
 * whether the month leaves one).
 */
export async function verifyPlan(
  db: Kysely<Database>,
  plans: PlanEnforcer,
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  now: Date,
): Promise<Verification> {
  const ctx = await plans.context(user);
  const { start, end } = meteringPeriod(now);
  const used = await usedAnalyses(db, user.id, start, end);
  const rows: VerificationRow[] = [];
  for (const capability of PLAN_CAPABILITIES) {
    let allowed = planAllows(ctx.plan, capability);
    let result;
    if (capability === 'analyses') {
      allowed &&= hasAnalysesLeft(ctx.plan, used);
      result = await probe(() =>
        plans.metered(user, 'document_analysis', [capability], () => Promise.reject(new ProbeDone())),
      );
    } else {
      result = await probe(() => plans.require(user, [capability]));
    }
    const expected = allowed ? 'allowed' : 'refused';
    rows.push({
      capability,
      label: CAPABILITY_LABELS[capability],
      expected,
      ...result,
      ok: expected === result.actual,
    });
  }
  return {
    plan: ctx.plan,
    simulated: ctx.override !== null,
    usage: { used, limit: PLANS[ctx.plan].analyses_per_month },
    checked_at: now.toISOString(),
    rows,
  };
}

/** The simulation router, mounted at `/api/admin/memberships` (behind `requireAdmin`). */
export function membershipRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const plans = deps.plans ?? createPlanEnforcer(db, now);
  const router = new Hono<AppEnv>();

  const current = async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { active, expired } = await activeSimulation(db, user.id, now());
    if (expired) {
      await audit(db, requestMeta(c), {
        userId: user.id,
        action: 'plan_override_end',
        outcome: 'ok',
        detail: { plan: expired, reason: 'expired' },
      });
    }
    return active;
  };

  router.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await current(c) });
  });

  router.post('/', validate('json', BodySchema), async (c) => {
    const user = c.get('user');
    const { plan } = c.req.valid('json');
    const row = await db
      .selectFrom('users')
      .select(['plan', 'plan_expires_at'])
      .where('auth_user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', MESSAGES.planOverride.userNotFound);
    const startedAt = now();
    const original = ownPlanOf(row, startedAt);
    const expiresAt = new Date(startedAt.getTime() + LIMITS.planOverrideMs);
    await db
      .insertInto('plan_overrides')
      .values({
        user_id: user.id,
        original_plan: original,
        plan,
        started_at: startedAt,
        expires_at: expiresAt,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          original_plan: original,
          plan,
          started_at: startedAt,
          expires_at: expiresAt,
        }),
      )
      .execute();
    await audit(db, requestMeta(c), {
      userId: user.id,
      action: 'plan_override_start',
      outcome: 'ok',
      detail: { plan, original_plan: original, expires_at: expiresAt.toISOString() },
    });
    const data: Simulation = {
      plan,
      original_plan: original,
      started_at: startedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
    };
    return c.json({ success: true, data });
  });

  router.delete('/', async (c) => {
    const user = c.get('user');
    const removed = await db
      .deleteFrom('plan_overrides')
      .where('user_id', '=', user.id)
      .returning(['plan'])
      .executeTakeFirst();
    if (removed) {
      await audit(db, requestMeta(c), {
        userId: user.id,
        action: 'plan_override_end',
        outcome: 'ok',
        detail: { plan: removed.plan, reason: 'restored' },
      });
    }
    return c.json({ success: true, data: null });
  });

  router.post('/verify', async (c) => {
    c.header('Cache-Control', 'no-store');
    await current(c);
    return c.json({ success: true, data: await verifyPlan(db, plans, c.get('user'), now()) });
  });

  return router;
}
