/**
 * Document analysis (spec §7 Queries and documents, issue 13 item 3), behind `requireUser`, mounted at
 * `/document`: `POST /document/analyze`, `POST /document/comprehensive_legal_analysis`,
 * `GET /document/analysis/{document}`. Being written.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import type { LegislationSearch } from '../search/engine.js';

/** What the analysis routes need. */
export interface AnalysisDeps {
  db: Kysely<Database>;
  /** The public legislation's index (cited norms, related legislation at expert depth). */
  legislation: LegislationSearch;
}

/** The analysis router, mounted at `/document`. */
export function documentAnalysisRoutes(_deps: AnalysisDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
