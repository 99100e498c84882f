import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AiRunCitation, AiRunKind, AiRunOutcome, AiRunPassage } from '@alegato/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import {
  cut,
  describeAiRun,
  MAX_CITATIONS,
  MAX_PASSAGE_CHARS,
  MAX_PASSAGES,
  MAX_SUMMARY_CHARS,
  outcomeOf,
} from './describe.js';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (v: string | null | undefined): string | null => (v && UUID.test(v) ? v : null);

/**
 * The engine as the supervisor names it: `embedded` for Alegato's own engine (`alegato-nlp`,
 * `embedded`), `provider:model` for the configured provider (the model from `config.ai`), else the
 * provider's name alone.
 */
export function engineName(config: Pick<Config, 'ai'>, answered: string | null | undefined): string {
  if (!answered || answered === 'alegato-nlp' || answered === 'embedded') return 'embedded';
  if (answered.includes(':')) return answered;
  // The model is known only for the configured provider.
  return answered === config.ai.provider && config.ai.model ? `${answered}:${config.ai.model}` : answered;
}

/**
 * Records one AI run — the one writer of `ai_runs`. Summaries are cut to 200 characters, passages to
 * 10 of 600 characters; a foreign key that no longer holds (a document deleted meanwhile) is retried
 * without the links. Never throws: a failure is logged.
 */
export async function recordAiRun(deps: SupervisorDeps, run: NewAiRun): Promise<void> {
  const citations = run.citations ?? [];
  const row = {
    user_id: run.userId,
    kind: run.kind,
    input_summary: cut(run.inputSummary, MAX_SUMMARY_CHARS),
    output_summary: cut(run.outputSummary ?? '', MAX_SUMMARY_CHARS),
    engine: run.engine || 'embedded',
    duration_ms: Math.max(0, Math.round(run.durationMs)),
    outcome: run.outcome,
    quality_score:
      typeof run.qualityScore === 'number' && Number.isFinite(run.qualityScore)
        ? Math.min(1, Math.max(0, run.qualityScore))
        : null,
    passages: JSON.stringify(
      (run.passages ?? [])
        .slice(0, MAX_PASSAGES)
        .map((p) => ({ ...p, text: cut(p.text, MAX_PASSAGE_CHARS) })),
    ),
    citations: JSON.stringify(citations.slice(0, MAX_CITATIONS)),
    citations_count: citations.length,
    citations_failed: citations.filter((c) => !c.verified).length,
    tool: run.tool ?? null,
    client: run.client ? cut(run.client, 100) : null,
    auth: run.auth,
    document_id: uuidOrNull(run.documentId),
    case_id: uuidOrNull(run.caseId),
    cache: run.cache ?? null,
    error: run.error ? cut(run.error, 500) : null,
  };
  try {
    try {
      await deps.db.insertInto('ai_runs').values(row).execute();
    } catch (err) {
      // The document or case went meanwhile (or was never the user's): keep the run without the links.
      if ((err as { code?: string }).code !== '23503' || (!row.document_id && !row.case_id)) throw err;
      await deps.db
        .insertInto('ai_runs')
        .values({ ...row, document_id: null, case_id: null })
        .execute();
    }
  } catch (err) {
    deps.logger.warn(
      { err, user_id: run.userId, action: 'ai_run_record', outcome: 'error', kind: run.kind },
      'AI run not recorded',
    );
  }
}

/** The Spanish message of an error answer (`{code, message}`), if any. */
function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * Middleware mounted after authentication on the analysis, chat and enhancement paths: after the route
 * answered, each POST that is AI work ({@link describeAiRun}) is recorded as an AI run, from the body its
 * validator parsed and a copy of the answer — whatever the outcome (a refusal by the plan is `refused`,
 * an unknown document `not_found`). GETs and other POSTs (`/chat/start`) are not recorded. A failure
 * is logged, never failing the request.
 */
export function recordAiRuns(deps: SupervisorDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !describeAiRun(c.req.path, undefined, undefined)) return next();
    const started = performance.now();
    await next();
    const durationMs = performance.now() - started;
    const user = c.get('user');
    if (!user) return;
    try {
      const res = c.res;
      let body: unknown;
      if ((res.headers.get('content-type') ?? '').includes('application/json')) {
        try {
          body = await res.clone().json();
        } catch {
          body = undefined;
        }
      }
      let input: unknown;
      try {
        // What the route's validator parsed (form or JSON), kept on the request.
        input = (c.req as unknown as { valid(target: string): unknown }).valid('form');
      } catch {
        input = undefined;
      }
      const outcome = outcomeOf(res.status);
      const described = describeAiRun(c.req.path, input, outcome === 'ok' ? body : undefined);
      if (!described) return;
      let documentId = described.documentId;
      let passages = described.passages;
      if (!documentId && described.sessionId) {
        const session = await deps.db
          .selectFrom('chat_sessions')
          .innerJoin('documents', 'documents.id', 'chat_sessions.document_id')
          .select(['chat_sessions.document_id', 'documents.filename'])
          .where('chat_sessions.id', '=', described.sessionId)
          .where('chat_sessions.user_id', '=', user.id)
          .executeTakeFirst();
        documentId = session?.document_id ?? null;
        if (session) passages = passages.map((p) => ({ ...p, source: p.source || session.filename }));
      }
      // Chat and enhancement may use the configured model: without an answer naming the engine, the
      // configured one is what they would have used.
      const configured = deps.config.ai.provider;
      const fallbackEngine =
        (described.kind === 'chat' || described.kind === 'enhancement') && configured !== 'embedded'
          ? configured
          : null;
      await recordAiRun(deps, {
        userId: user.id,
        kind: described.kind,
        inputSummary: described.inputSummary,
        outputSummary: described.outputSummary,
        engine: engineName(deps.config, described.engine ?? fallbackEngine),
        durationMs,
        outcome,
        qualityScore: described.qualityScore,
        passages,
        citations: described.citations,
        auth: user.apiKeyId ? 'api_key' : 'token',
        documentId,
        caseId: described.caseId,
        error: outcome === 'ok' ? null : messageOf(body),
      });
    } catch (err) {
      (c.get('log') ?? deps.logger).warn(
        { err, user_id: user.id, action: 'ai_run_record', outcome: 'error' },
        'AI run not recorded',
      );
    }
  };
}
