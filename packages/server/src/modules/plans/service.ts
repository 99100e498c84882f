import {
  PLANS,
  allowedDepths,
  capabilityRefusal,
  isPlanId,
  planAllows,
  planFeatures,
  quotaRefusal,
  resolvePlanId,
  UNLIMITED,
  type AnalysisDepth,
  type PlanCapability,
  type PlanId,
  type PlanRefusal,
  type PlanStatus,
} from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthenticatedUser } from '../../types.js';

/** What is metered against the plan's monthly analyses (ADR 0026). */
export type MeteredKind =
  | 'document_analysis'
  | 'comprehensive_analysis'
  | 'case_analysis'
  | 'product_analysis'
  | 'draft'
  | 'review_grid';

/** The plan a request runs under. */
export interface PlanContext {
  /** The plan in effect: an admin's active simulation, else the profile's (ADR 0026 for expiry). */
  plan: PlanId;
  /** The profile's own plan (unknown → individual; an expired paid plan → estudiante). */
  ownPlan: PlanId;
  /** Renewal date of a paid plan or the trial end of estudiante. */
  expiresAt: Date | null;
  /** The admin's simulation, while active. */
  override: { plan: PlanId; originalPlan: PlanId; expiresAt: Date } | null;
}

/** The calendar month (UTC) `now` falls in: the metering period. */
export function meteringPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/**
 * The profile's own plan as of `now`: an unknown plan counts as individual (spec §6); a paid plan whose
 * `plan_expires_at` has passed without renewal falls back to estudiante; estudiante stays estudiante when
 * its trial ends (it is the free plan, ADR 0026).
 */
export function ownPlanOf(row: { plan: string; plan_expires_at: Date | string | null }, now: Date): PlanId {
  const plan = resolvePlanId(row.plan);
  const expires = asDate(row.plan_expires_at);
  if (plan !== 'estudiante' && isPlanId(row.plan) && expires && expires.getTime() <= now.getTime()) {
    return 'estudiante';
  }
  return plan;
}

/** The plan `user` runs under at `now`. A user without a profile row gets the default plan. */
export async function planContext(
  db: Kysely<Database>,
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  now: Date = new Date(),
): Promise<PlanContext> {
  const row = await db
    .selectFrom('users')
    .select(['plan', 'plan_expires_at'])
    .where('auth_user_id', '=', user.id)
    .executeTakeFirst();
  const ownPlan = row ? ownPlanOf(row, now) : resolvePlanId(null);
  let override: PlanContext['override'] = null;
  if (user.role === 'admin') {
    const o = await db
      .selectFrom('plan_overrides')
      .select(['plan', 'original_plan', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (o && isPlanId(o.plan)) {
      override = {
        plan: o.plan,
        originalPlan: resolvePlanId(o.original_plan),
        expiresAt: new Date(o.expires_at),
      };
    }
  }
  return {
    plan: override?.plan ?? ownPlan,
    ownPlan,
    expiresAt: row ? asDate(row.plan_expires_at) : null,
    override,
  };
}

/** The analyses `userId` has used in the period. */
export async function usedAnalyses(
  db: Kysely<Database>,
  userId: string,
  start: Date,
  end: Date,
): Promise<number> {
  const row = await db
    .selectFrom('usage_events')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `GET /api/plan`: the plan in effect, its features, this month's usage and the simulation. */
export async function planStatus(
  db: Kysely<Database>,
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  now: Date = new Date(),
): Promise<PlanStatus> {
  const ctx = await planContext(db, user, now);
  const { start, end } = meteringPeriod(now);
  const def = PLANS[ctx.plan];
  return {
    plan: ctx.plan,
    own_plan: ctx.ownPlan,
    features: planFeatures(ctx.plan),
    max_retries: def.max_retries,
    price_eur: def.price_eur,
    expires_at: ctx.expiresAt?.toISOString() ?? null,
    usage: {
      used: await usedAnalyses(db, user.id, start, end),
      limit: def.analyses_per_month,
      period_start: start.toISOString(),
      period_end: end.toISOString(),
    },
    override: ctx.override
      ? {
          plan: ctx.override.plan,
          original_plan: ctx.override.originalPlan,
          expires_at: ctx.override.expiresAt.toISOString(),
        }
      : null,
  };
}

/** The {@link AppError} (402/403, `upgrade_plan`) for a refusal. */
export function refusalError(refusal: PlanRefusal): AppError {
  return new AppError(refusal.status, refusal.code, refusal.message, {
    ...(refusal.upgradePlan ? { upgradePlan: refusal.upgradePlan } : {}),
  });
}

/** Throws 403 `plan_forbidden` unless `plan` includes `capability`. */
export function assertCapability(plan: PlanId, capability: PlanCapability): void {
  if (!planAllows(plan, capability)) throw refusalError(capabilityRefusal(plan, capability));
}

/** A metered analysis: give it back when the action fails. */
export interface MeteredAnalysis {
  /** Removes the usage row (the action failed, it does not count). Idempotent. */
  refund(): Promise<void>;
}

/**
 * Counts one analysis against the month's quota, or throws 402 `plan_limit` naming the plan with more.
 * The user's profile row is locked while counting, so concurrent requests cannot both take the last one.
 */
export async function meterAnalysis(
  db: Kysely<Database>,
  userId: string,
  plan: PlanId,
  kind: MeteredKind,
  now: Date = new Date(),
): Promise<MeteredAnalysis> {
  const limit = PLANS[plan].analyses_per_month;
  const id = await db.transaction().execute(async (trx) => {
    await sql`select 1 from users where auth_user_id = ${userId} for update`.execute(trx);
    if (limit !== UNLIMITED) {
      const { start, end } = meteringPeriod(now);
      if ((await usedAnalyses(trx, userId, start, end)) >= limit) throw refusalError(quotaRefusal(plan));
    }
    const row = await trx
      .insertInto('usage_events')
      .values({ user_id: userId, kind, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      await db.deleteFrom('usage_events').where('id', '=', id).execute();
    },
  };
}

/** The plan enforcement the routes receive (one per app). */
export interface PlanEnforcer {
  /** The plan `user` runs under now. */
  context(user: Pick<AuthenticatedUser, 'id' | 'role'>): Promise<PlanContext>;
  /**
   * Checks the capabilities, meters one analysis of `kind`, runs `action`, and gives the analysis back
   * when `action` throws.
   */
  metered<T>(
    user: Pick<AuthenticatedUser, 'id' | 'role'>,
    kind: MeteredKind,
    capabilities: readonly PlanCapability[],
    action: (ctx: PlanContext) => Promise<T>,
  ): Promise<T>;
  /** Throws 403 unless the user's plan has every capability; returns the context. */
  require(
    user: Pick<AuthenticatedUser, 'id' | 'role'>,
    capabilities: readonly PlanCapability[],
  ): Promise<PlanContext>;
}

/** The app's {@link PlanEnforcer} over `db`. `now` is for tests. */
export function createPlanEnforcer(db: Kysely<Database>, now: () => Date = () => new Date()): PlanEnforcer {
  const enforcer: PlanEnforcer = {
    context: (user) => planContext(db, user, now()),
    async require(user, capabilities) {
      const ctx = await planContext(db, user, now());
      for (const capability of capabilities) assertCapability(ctx.plan, capability);
      return ctx;
    },
    async metered(user, kind, capabilities, action) {
      const ctx = await enforcer.require(user, capabilities);
      const meter = await meterAnalysis(db, user.id, ctx.plan, kind, now());
      // An unexpected failure (not a refusal or a user error) is retried as often as the plan allows
      // (spec §6 Retries); a failed action does not count.
      for (let attempt = 0; ; attempt++) {
        try {
          return await action(ctx);
        } catch (err) {
          if (!(err instanceof AppError) && attempt < PLANS[ctx.plan].max_retries) continue;
          await meter.refund();
          throw err;
        }
      }
    },
  };
  return enforcer;
}

/**
 * Runs a metered action under `plans` (one analysis of `kind`, after checking `capabilities`); without
 * an enforcer (route tests that build a router alone) the action runs with no plan.
 */
export function withPlan<T>(
  plans: PlanEnforcer | undefined,
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  kind: MeteredKind,
  capabilities: readonly PlanCapability[],
  action: (ctx: PlanContext | null) => Promise<T>,
): Promise<T> {
  return plans ? plans.metered(user, kind, capabilities, action) : action(null);
}

/**
 * The depth an analysis runs at: the one asked for (checked by the caller's capabilities), else the
 * plan's own depth capped at `fallback` — an estudiante who asks for no depth gets basic, not a refusal.
 */
export function depthFor(
  ctx: PlanContext | null,
  requested: AnalysisDepth | undefined,
  fallback: AnalysisDepth = 'complete',
): AnalysisDepth {
  if (requested) return requested;
  if (!ctx) return fallback;
  const allowed = allowedDepths(ctx.plan);
  return allowed.includes(fallback) ? fallback : (allowed.at(-1) ?? 'basic');
}

/** The plan's analysis timeout in ms (spec §6: 30 / 90 / 90 / 120 s), or `fallback` without a plan. */
export function timeoutFor(ctx: PlanContext | null, fallback?: number): number | undefined {
  return ctx ? PLANS[ctx.plan].max_timeout : fallback;
}
