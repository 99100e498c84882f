import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';

/** Subscription plan ids, cheapest first (spec §6). */
export const PLAN_IDS = ['estudiante', 'individual', 'despacho', 'empresarial'] as const;
/** A known plan id. */
export const PlanIdSchema = z.enum(PLAN_IDS);
/** A known plan id. */
export type PlanId = z.infer<typeof PlanIdSchema>;

/** Analysis depths, shallowest first (spec §9). */
export const ANALYSIS_DEPTHS = ['basic', 'complete', 'expert'] as const;
/** An analysis depth. */
export const AnalysisDepthSchema = z.enum(ANALYSIS_DEPTHS);
/** An analysis depth. */
export type AnalysisDepth = z.infer<typeof AnalysisDepthSchema>;

/** What a plan allows (spec §3 Plan features); `analyses_per_month` is -1 for unlimited, timeout in ms. */
export const PlanFeaturesSchema = z.object({
  analyses_per_month: z.int().min(-1),
  analysis_depth: AnalysisDepthSchema,
  claude_enabled: z.boolean(),
  pdf_generation: z.boolean(),
  batch_analysis: z.boolean(),
  api_access: z.boolean(),
  priority_support: z.boolean(),
  max_timeout: z.int().positive(),
});
/** Plan features. */
export type PlanFeatures = z.infer<typeof PlanFeaturesSchema>;

/** The locally stored trial (spec §3 Trial); dates are ISO strings. */
export const TrialSchema = z.object({
  isInTrial: z.boolean(),
  trialStartDate: IsoDateTimeSchema,
  trialEndDate: IsoDateTimeSchema,
  trialDays: z.int().positive().default(30),
});
/** Trial state. */
export type Trial = z.infer<typeof TrialSchema>;

/**
 * The admin's local plan override (spec §3, §4): temporary, never written to the database.
 * `startTime` and `expiresAt` are epoch milliseconds.
 */
export const PlanOverrideSchema = z.object({
  originalPlan: PlanIdSchema,
  currentPlan: PlanIdSchema,
  isActive: z.boolean(),
  startTime: z.int().nonnegative(),
  expiresAt: z.int().nonnegative(),
});
/** Plan override. */
export type PlanOverride = z.infer<typeof PlanOverrideSchema>;

/**
 * `GET /api/plan`: the plan in effect (an admin's simulation, else the profile's; ADR 0026), its
 * features and retries, the renewal or trial end, this month's metered analyses against the limit
 * (`limit` -1 = unlimited) and the admin's active simulation.
 */
export const PlanStatusSchema = z.object({
  plan: PlanIdSchema,
  own_plan: PlanIdSchema,
  features: PlanFeaturesSchema,
  max_retries: z.int().positive(),
  price_eur: z.number().nonnegative(),
  expires_at: IsoDateTimeSchema.nullable(),
  usage: z.object({
    used: z.int().nonnegative(),
    limit: z.int().min(-1),
    period_start: IsoDateTimeSchema,
    period_end: IsoDateTimeSchema,
  }),
  override: z
    .object({ plan: PlanIdSchema, original_plan: PlanIdSchema, expires_at: IsoDateTimeSchema })
    .nullable(),
});
/** Plan status. */
export type PlanStatus = z.infer<typeof PlanStatusSchema>;
