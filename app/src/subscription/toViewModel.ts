import { PLANS, type PlanStatus } from '@alegato/domain';
import type { PlanCardPlan, UsageMeterProps } from '@alegato/ui';
import type { BillingPlan } from './billing';

/** A plan of `GET /api/billing` as a PlanCards card. */
export function toPlanCardPlan(plan: BillingPlan): PlanCardPlan {
  const f = plan.features;
  return {
    id: plan.id,
    name: plan.label,
    priceEur: plan.price_eur,
    analysesPerMonth: f.analyses_per_month,
    depth: f.analysis_depth,
    aiModel: f.claude_enabled,
    pdf: f.pdf_generation,
    batch: f.batch_analysis,
    api: f.api_access,
    prioritySupport: f.priority_support,
    timeoutSeconds: Math.round(f.max_timeout / 1000),
    retries: plan.max_retries,
  };
}

/** The usage meter's props for a plan status, as of `now`. */
export function toUsageMeter(
  status: PlanStatus,
  now: Date,
): Pick<UsageMeterProps, 'used' | 'limit' | 'planName' | 'endsAt' | 'endKind' | 'resetsAt'> {
  const expires = status.expires_at ? new Date(status.expires_at) : null;
  const past = expires !== null && expires.getTime() <= now.getTime();
  return {
    used: status.usage.used,
    limit: status.usage.limit,
    planName: PLANS[status.plan].label,
    endsAt: status.expires_at,
    endKind: past ? 'ended' : status.own_plan === 'estudiante' ? 'trial' : 'renewal',
    resetsAt: status.usage.period_end,
  };
}
