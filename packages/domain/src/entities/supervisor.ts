import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';

/**
 * The IA Supervisor (issue 15 item 2): every analysis, chat answer, report enhancement and MCP call is
 * an AI run, recorded with what it was given (summarised), the engine or provider, its duration, the
 * passages it used, the citations it made and whether each passed the check, a quality score and the
 * outcome.
 */
export const AI_RUN_KINDS = [
  'document_analysis',
  'comprehensive_analysis',
  'case_analysis',
  'draft',
  'review_grid',
  'product_analysis',
  'chat',
  'enhancement',
  // A smart-cache search (`POST /mcp/smart_cache`).
  'search',
  'mcp',
] as const;
/** What kind of work an AI run was. */
export const AiRunKindSchema = z.enum(AI_RUN_KINDS);
/** What kind of work an AI run was. */
export type AiRunKind = z.infer<typeof AiRunKindSchema>;

/** How a run ended: answered, refused (plan, permission, foreign id), nothing found, or failed. */
export const AI_RUN_OUTCOMES = ['ok', 'refused', 'not_found', 'error'] as const;
/** How a run ended. */
export const AiRunOutcomeSchema = z.enum(AI_RUN_OUTCOMES);
/** How a run ended. */
export type AiRunOutcome = z.infer<typeof AiRunOutcomeSchema>;

/** A passage a run used: where it comes from (document name or norm), its page or article, its text. */
export const AiRunPassageSchema = z.object({
  source: z.string(),
  page: z.int().nullable(),
  article: z.string().nullable(),
  text: z.string(),
});
/** A passage a run used. */
export type AiRunPassage = z.infer<typeof AiRunPassageSchema>;

/** A citation a run made and whether the check found it in the passages. */
export const AiRunCitationSchema = z.object({
  label: z.string(),
  page: z.int().nullable(),
  article: z.string().nullable(),
  verified: z.boolean(),
});
/** A citation a run made. */
export type AiRunCitation = z.infer<typeof AiRunCitationSchema>;

/** One run, as the runs table lists it. */
export const AiRunSummarySchema = z.object({
  id: z.uuid(),
  kind: AiRunKindSchema,
  created_at: IsoDateTimeSchema,
  /** What it was asked, summarised (≤ 200 characters; never a whole document). */
  input_summary: z.string(),
  /** `embedded` (the local engine), or the provider and model (`anthropic:claude-…`). */
  engine: z.string(),
  duration_ms: z.int().min(0),
  outcome: AiRunOutcomeSchema,
  /** 0–1, null when the run has no score. */
  quality_score: z.number().min(0).max(1).nullable(),
  passages_count: z.int().min(0),
  citations_count: z.int().min(0),
  citations_failed: z.int().min(0),
  /** MCP runs: the tool called. */
  tool: z.string().nullable(),
  /** MCP runs: the client's name (`claude-desktop`), else null. */
  client: z.string().nullable(),
  /** `token` (a signed-in session) or `api_key`. */
  auth: z.enum(['token', 'api_key']),
  document_id: z.uuid().nullable(),
  document_name: z.string().nullable(),
  case_id: z.uuid().nullable(),
  /** Runs answered through the smart cache: hit or miss; else null. */
  cache: z.enum(['hit', 'miss']).nullable(),
});
/** One run, as listed. */
export type AiRunSummary = z.infer<typeof AiRunSummarySchema>;

/** One run with its passages and citations (`GET /api/supervisor/runs/:id`). */
export const AiRunDetailSchema = AiRunSummarySchema.extend({
  output_summary: z.string(),
  passages: z.array(AiRunPassageSchema),
  citations: z.array(AiRunCitationSchema),
  /** The Spanish error message of a refused or failed run. */
  error: z.string().nullable(),
});
/** One run in full. */
export type AiRunDetail = z.infer<typeof AiRunDetailSchema>;

/** `GET /api/supervisor/runs` → `{success, data: AiRunPage}`. */
export const AiRunPageSchema = z.object({
  runs: z.array(AiRunSummarySchema),
  total: z.int().min(0),
  page: z.int().min(1),
  per_page: z.int().min(1),
});
/** A page of runs. */
export type AiRunPage = z.infer<typeof AiRunPageSchema>;

/** `GET /api/supervisor/stats?days=30` → `{success, data: AiRunStats}`: one row per day, oldest first. */
export const AiRunStatsSchema = z.object({
  days: z.array(
    z.object({
      date: z.iso.date(),
      runs: z.int().min(0),
      errors: z.int().min(0),
      p95_ms: z.number().min(0).nullable(),
      cache_hits: z.int().min(0),
      cache_lookups: z.int().min(0),
    }),
  ),
  totals: z.object({
    runs: z.int().min(0),
    errors: z.int().min(0),
    citations: z.int().min(0),
    citations_failed: z.int().min(0),
    /** 0–1, null without cache lookups. */
    cache_hit_rate: z.number().min(0).max(1).nullable(),
    p95_ms: z.number().min(0).nullable(),
  }),
});
/** Volume, latency and cache figures. */
export type AiRunStats = z.infer<typeof AiRunStatsSchema>;

/** `GET /mcp/status` → `{success, data: McpStatus}`. */
export const McpStatusSchema = z.object({
  state: z.enum(['ready', 'unavailable']),
  /** The path of the MCP endpoint (`/mcp`); the app makes it absolute with its origin. */
  endpoint: z.string(),
  transport: z.literal('streamable-http'),
  server: z.object({ name: z.string(), version: z.string() }),
  tools: z.array(z.object({ name: z.string(), title: z.string(), description: z.string() })),
  resources: z.array(z.object({ uri_template: z.string(), name: z.string(), description: z.string() })),
  recent_clients: z.array(
    z.object({
      name: z.string(),
      version: z.string().nullable(),
      last_seen: IsoDateTimeSchema,
      calls: z.int().min(0),
      auth: z.enum(['token', 'api_key']),
    }),
  ),
  /** Whether the user's plan includes API and MCP access (empresarial). */
  api_access: z.boolean(),
});
/** The MCP server's state as the IA Supervisor shows it. */
export type McpStatus = z.infer<typeof McpStatusSchema>;

/** `POST /mcp/smart_cache` → `{success, data: SmartCacheAnswer}`. */
export const SmartCacheAnswerSchema = z.object({
  query: z.string(),
  collection: z.string(),
  cache: z.enum(['hit', 'miss']),
  /** Seconds since the cached answer was computed (0 on a miss). */
  age_seconds: z.int().min(0),
  cached_at: IsoDateTimeSchema,
  /** The `/query/mixed` answer that was cached (`chunks`, `fuentes`). */
  answer: z.record(z.string(), z.unknown()),
});
/** A smart-cache answer. */
export type SmartCacheAnswer = z.infer<typeof SmartCacheAnswerSchema>;
