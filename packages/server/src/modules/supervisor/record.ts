import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AiRunCitation, AiRunKind, AiRunOutcome, AiRunPassage } from '@alegato/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';

/** Deps of the supervisor module. */
export interface SupervisorDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** One AI run to record (issue 15 item 2); the table is `ai_runs` (migration 0019). */
export interface NewAiRun {
  userId: string;
  kind: AiRunKind;
  /** What it was asked, summarised (cut to 200 characters by the recorder). */
  inputSummary: string;
  outputSummary?: string;
  /** `embedded` or `provider:model`. */
  engine: string;
  durationMs: number;
  outcome: AiRunOutcome;
  qualityScore?: number | null;
  passages?: readonly AiRunPassage[];
  citations?: readonly AiRunCitation[];
  tool?: string | null;
  client?: string | null;
  auth: 'token' | 'api_key';
  documentId?: string | null;
  caseId?: string | null;
  cache?: 'hit' | 'miss' | null;
  error?: string | null;
}

/** STUB (groundwork): records one AI run; never throws (a failure is logged). */
export async function recordAiRun(_deps: SupervisorDeps, _run: NewAiRun): Promise<void> {}

/**
 * STUB (groundwork): middleware mounted after authentication on the analysis, chat and enhancement
 * paths; records an AI run from each answer.
 */
export function recordAiRuns(_deps: SupervisorDeps): MiddlewareHandler<AppEnv> {
  return (_c, next) => next();
}
