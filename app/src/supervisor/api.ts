import {
  AiRunDetailSchema,
  AiRunPageSchema,
  AiRunStatsSchema,
  McpStatusSchema,
  SmartCacheAnswerSchema,
  type AiRunDetail,
  type AiRunPage,
  type AiRunStats,
  type McpStatus,
  type SmartCacheAnswer,
} from '@alegato/domain';
import { http } from '../api/http';
import { SMART_CACHE_PATH } from './model';

/**
 * The IA Supervisor's requests (issue 15 item 2): `GET /api/supervisor/runs(/:id)`, `GET
 * /api/supervisor/stats`, `GET /mcp/status`, `GET /collections` and `POST /mcp/smart_cache`, each
 * answer checked against the domain's schema. Silent: every part of the page shows its own error state.
 */

/** The `data` of a `{success, data}` body. */
const data = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;

/** A page of runs (key from `runsKey`). */
export async function fetchRuns(key: string): Promise<AiRunPage> {
  return AiRunPageSchema.parse(data(await http.request<unknown>(key, { silent: true })));
}

/** One run with its passages and citations (key from `runKey`); 404 for a foreign id. */
export async function fetchRun(key: string): Promise<AiRunDetail> {
  return AiRunDetailSchema.parse(data(await http.request<unknown>(key, { silent: true })));
}

/** The charts' figures (`STATS_KEY`). */
export async function fetchStats(key: string): Promise<AiRunStats> {
  return AiRunStatsSchema.parse(data(await http.request<unknown>(key, { silent: true })));
}

/** The MCP server's status (`MCP_STATUS_KEY`). */
export async function fetchMcpStatus(key: string): Promise<McpStatus> {
  return McpStatusSchema.parse(data(await http.request<unknown>(key, { silent: true })));
}

/** `GET /collections` (the raw body; see `toCacheCollections`). */
export async function fetchCollections(key: string): Promise<unknown> {
  return http.request<unknown>(key, { silent: true });
}

/** Asks the smart cache for `query` in `collection`; `forceRefresh` computes it again. */
export async function askSmartCache(input: {
  query: string;
  collection: string;
  forceRefresh: boolean;
  userId: string;
}): Promise<SmartCacheAnswer> {
  const body = await http.request<unknown>(SMART_CACHE_PATH, {
    method: 'POST',
    json: {
      query: input.query,
      user_id: input.userId,
      collection: input.collection,
      force_refresh: input.forceRefresh,
    },
    silent: true,
  });
  return SmartCacheAnswerSchema.parse(data(body));
}
