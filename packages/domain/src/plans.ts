import { ANALYSIS_DEPTHS, PLAN_IDS, PlanIdSchema } from './entities/subscription.js';
import type { AnalysisDepth, PlanFeatures, PlanId } from './entities/subscription.js';
import { MESSAGES } from './messages.js';

/**
 * The plan table of spec §6: monthly price in euros, then the plan features (`analyses_per_month` -1 =
 * unlimited, `max_timeout` in ms) and the number of retries of an analysis.
 */
export const PLANS = {
  estudiante: {
    id: 'estudiante',
    label: MESSAGES.planNames.estudiante,
    price_eur: 0,
    analyses_per_month: 5,
    analysis_depth: 'basic',
    claude_enabled: false,
    pdf_generation: false,
    batch_analysis: false,
    api_access: false,
    priority_support: false,
    max_timeout: 30_000,
    max_retries: 1,
  },
  individual: {
    id: 'individual',
    label: MESSAGES.planNames.individual,
    price_eur: 99,
    analyses_per_month: 50,
    analysis_depth: 'complete',
    claude_enabled: true,
    pdf_generation: true,
    batch_analysis: false,
    api_access: false,
    priority_support: false,
    max_timeout: 90_000,
    max_retries: 3,
  },
  despacho: {
    id: 'despacho',
    label: MESSAGES.planNames.despacho,
    price_eur: 299,
    analyses_per_month: 200,
    analysis_depth: 'complete',
    claude_enabled: true,
    pdf_generation: true,
    batch_analysis: true,
    api_access: false,
    priority_support: true,
    max_timeout: 90_000,
    max_retries: 3,
  },
  empresarial: {
    id: 'empresarial',
    label: MESSAGES.planNames.empresarial,
    price_eur: 599,
    analyses_per_month: -1,
    analysis_depth: 'expert',
    claude_enabled: true,
    pdf_generation: true,
    batch_analysis: true,
    api_access: true,
    priority_support: true,
    max_timeout: 120_000,
    max_retries: 5,
  },
} as const satisfies Record<
  PlanId,
  PlanFeatures & { id: PlanId; label: string; price_eur: number; max_retries: number }
>;

/** One row of the plan table. */
export type PlanDefinition = (typeof PLANS)[PlanId];

/** Plan used when none is given and when an unknown plan is looked up. @default 'individual' */
export const DEFAULT_PLAN: PlanId = 'individual';

/** Value of `analyses_per_month` meaning "unlimited". @default -1 */
export const UNLIMITED = -1;

/** True when `plan` is one of the four known plan ids. */
export function isPlanId(plan: unknown): plan is PlanId {
  return PlanIdSchema.safeParse(plan).success;
}

/** The plan id to use for feature look-ups: known ids as is; missing or unknown → 'individual'. */
export function resolvePlanId(plan: string | null | undefined): PlanId {
  return isPlanId(plan) ? plan : DEFAULT_PLAN;
}

/** The full plan-table row for `plan`, with the fallback of {@link resolvePlanId}. */
export function planDefinition(plan: string | null | undefined): PlanDefinition {
  return PLANS[resolvePlanId(plan)];
}

/** The features of `plan` (spec §3 Plan features), with the fallback of {@link resolvePlanId}. */
export function planFeatures(plan: string | null | undefined): PlanFeatures {
  const p = planDefinition(plan);
  return {
    analyses_per_month: p.analyses_per_month,
    analysis_depth: p.analysis_depth,
    claude_enabled: p.claude_enabled,
    pdf_generation: p.pdf_generation,
    batch_analysis: p.batch_analysis,
    api_access: p.api_access,
    priority_support: p.priority_support,
    max_timeout: p.max_timeout,
  };
}

/** The depths a known plan allows: every depth up to the plan's own (estudiante basic only, expert only empresarial). */
export function allowedDepths(plan: PlanId): readonly AnalysisDepth[] {
  const max = ANALYSIS_DEPTHS.indexOf(PLANS[plan].analysis_depth);
  return ANALYSIS_DEPTHS.slice(0, max + 1);
}

/** Outcome of a plan capability check; `message` is the Spanish text for the user. */
export type PlanCapabilityResult =
  { ok: true; plan: PlanId } | { ok: false; code: 'unknown_plan' | 'depth_not_allowed'; message: string };

/** Checks that `plan` may run an analysis of `depth`. Unlike feature look-ups, an unknown plan fails. */
export function checkPlanCapability(
  plan: string | null | undefined,
  depth: AnalysisDepth,
): PlanCapabilityResult {
  if (!isPlanId(plan)) {
    return { ok: false, code: 'unknown_plan', message: MESSAGES.plan.unknownPlan(String(plan ?? '')) };
  }
  if (!allowedDepths(plan).includes(depth)) {
    return { ok: false, code: 'depth_not_allowed', message: MESSAGES.plan.depthNotAllowed(plan, depth) };
  }
  return { ok: true, plan };
}

/** True when `plan` is known and allows `depth`. */
export function canUseDepth(plan: string | null | undefined, depth: AnalysisDepth): boolean {
  return checkPlanCapability(plan, depth).ok;
}

/** Error thrown by {@link assertPlanCapability}; `code` is 'unknown_plan' or 'depth_not_allowed'. */
export class PlanCapabilityError extends Error {
  /** Machine code for the `{ code, message }` error body. */
  readonly code: 'unknown_plan' | 'depth_not_allowed';

  /** Builds the error from its code and Spanish message. */
  constructor(code: 'unknown_plan' | 'depth_not_allowed', message: string) {
    super(message);
    this.name = 'PlanCapabilityError';
    this.code = code;
  }
}

/** Throws {@link PlanCapabilityError} unless `plan` is known and allows `depth`; returns the plan id. */
export function assertPlanCapability(plan: string | null | undefined, depth: AnalysisDepth): PlanId {
  const result = checkPlanCapability(plan, depth);
  if (!result.ok) throw new PlanCapabilityError(result.code, result.message);
  return result.plan;
}

/** True when `used` analyses this month leave room for another under `plan` (fallback applies). */
export function hasAnalysesLeft(plan: string | null | undefined, used: number): boolean {
  const limit = planFeatures(plan).analyses_per_month;
  return limit === UNLIMITED || used < limit;
}

/**
 * What the server enforces per plan (spec §6, ADR 0026): the monthly analyses, each analysis depth, an
 * external AI model, PDF export, batch (several documents in one analysis or upload), API access and
 * priority support. Timeout and retries are not refused: they are the plan's values.
 */
export const PLAN_CAPABILITIES = [
  'analyses',
  'depth_basic',
  'depth_complete',
  'depth_expert',
  'ai_model',
  'pdf',
  'batch',
  'api',
  'priority_support',
] as const;

/** One enforced capability. */
export type PlanCapability = (typeof PLAN_CAPABILITIES)[number];

/** The capability that runs an analysis of `depth`. */
export function depthCapability(depth: AnalysisDepth): PlanCapability {
  return `depth_${depth}`;
}

/** True when `plan` includes `capability` (`analyses`: when its monthly quota is above 0). */
export function planAllows(plan: PlanId, capability: PlanCapability): boolean {
  const p = PLANS[plan];
  switch (capability) {
    case 'analyses':
      return (p.analyses_per_month as number) !== 0;
    case 'depth_basic':
    case 'depth_complete':
    case 'depth_expert':
      return allowedDepths(plan).includes(capability.slice('depth_'.length) as AnalysisDepth);
    case 'ai_model':
      return p.claude_enabled;
    case 'pdf':
      return p.pdf_generation;
    case 'batch':
      return p.batch_analysis;
    case 'api':
      return p.api_access;
    case 'priority_support':
      return p.priority_support;
  }
}

/** The cheapest plan that includes `capability` (the one a refusal names). */
export function cheapestPlanWith(capability: PlanCapability): PlanId {
  return PLAN_IDS.find((plan) => planAllows(plan, capability)) ?? 'empresarial';
}

/** The cheapest plan with more monthly analyses than `plan` (unlimited counts as more), or null. */
export function nextPlanWithMoreAnalyses(plan: PlanId): PlanId | null {
  const limit = PLANS[plan].analyses_per_month;
  if (limit === UNLIMITED) return null;
  return (
    PLAN_IDS.find((p) => {
      const other = PLANS[p].analyses_per_month;
      return other === UNLIMITED || other > limit;
    }) ?? null
  );
}

/** Spanish names of what each capability unlocks, for refusals and the plan cards. */
export const CAPABILITY_LABELS: Record<PlanCapability, string> = {
  analyses: 'análisis mensuales',
  depth_basic: 'análisis básico',
  depth_complete: 'análisis completo',
  depth_expert: 'análisis experto',
  ai_model: 'modelos de IA externos',
  pdf: 'exportación a PDF',
  batch: 'análisis por lotes (varios documentos a la vez)',
  api: 'acceso a la API',
  priority_support: 'soporte prioritario',
};

/** A refused action: the Spanish message names the plan that allows it (`upgradePlan`). */
export interface PlanRefusal {
  /** 402 for the monthly quota, 403 for a capability the plan lacks. */
  status: 402 | 403;
  /** `plan_limit` (quota used up) or `plan_forbidden` (capability not in the plan). */
  code: 'plan_limit' | 'plan_forbidden';
  capability: PlanCapability;
  /** The plan to upgrade to, or null when none offers more. */
  upgradePlan: PlanId | null;
  message: string;
}

/** The refusal for `capability` under `plan` (the caller has checked that it is refused). */
export function capabilityRefusal(plan: PlanId, capability: PlanCapability): PlanRefusal {
  const upgradePlan = cheapestPlanWith(capability);
  return {
    status: 403,
    code: 'plan_forbidden',
    capability,
    upgradePlan,
    message: MESSAGES.plan.capabilityRefused(
      PLANS[plan].label,
      CAPABILITY_LABELS[capability],
      PLANS[upgradePlan].label,
    ),
  };
}

/** The refusal when `plan`'s monthly analyses (`limit`) are used up. */
export function quotaRefusal(plan: PlanId): PlanRefusal {
  const upgradePlan = nextPlanWithMoreAnalyses(plan);
  const limit = PLANS[plan].analyses_per_month;
  return {
    status: 402,
    code: 'plan_limit',
    capability: 'analyses',
    upgradePlan,
    message: MESSAGES.plan.quotaUsed(
      PLANS[plan].label,
      limit,
      upgradePlan ? PLANS[upgradePlan].label : null,
      upgradePlan ? PLANS[upgradePlan].analyses_per_month : null,
    ),
  };
}
