import { Hono } from 'hono';
import type { AppEnv } from '../../types.js';
import type { LegislationSearch } from '../search/engine.js';
import type { CaseAnalysisDeps } from '../caseAnalysis/service.js';
import type { PlanEnforcer } from '../plans/service.js';
import type { SupervisorDeps } from './record.js';

/** STUB (groundwork): `/api/supervisor` — runs (list, detail) and stats. */
export function supervisorRoutes(_deps: SupervisorDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

/** Deps of {@link smartCacheRoutes}. */
export interface SmartCacheDeps extends SupervisorDeps {
  legislation: LegislationSearch;
  analysis: CaseAnalysisDeps;
  plans: PlanEnforcer;
}

/** STUB (groundwork): `/mcp/smart_cache` and `/mcp/enhanced_analysis` (spec §7), mounted at `/mcp`. */
export function smartCacheRoutes(_deps: SmartCacheDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
