import type { ColumnType } from 'kysely';
import type { AiRunCitation, AiRunKind, AiRunOutcome, AiRunPassage } from '@alegato/domain';
import type { JsonColumn, TimestampDefault } from '../../db/schema.js';

/** `ai_runs`: one AI work of a user (migration 0019). */
export interface AiRunsTable {
  id: ColumnType<string, string | undefined, never>;
  /** Auth user id (the token's `sub`). */
  user_id: string;
  kind: AiRunKind;
  created_at: TimestampDefault;
  /** What it was asked, summarised (≤ 200 characters; never a document's text). */
  input_summary: string;
  /** What it answered, summarised (≤ 200 characters). */
  output_summary: ColumnType<string, string | undefined, string>;
  /** `embedded` or `provider:model`. */
  engine: string;
  duration_ms: ColumnType<number, number | undefined, number>;
  outcome: AiRunOutcome;
  /** `real`: 0–1 or null. */
  quality_score: number | null;
  /** At most 10 passages of at most 600 characters. */
  passages: JsonColumn<AiRunPassage[]>;
  citations: JsonColumn<AiRunCitation[]>;
  citations_count: ColumnType<number, number | undefined, number>;
  citations_failed: ColumnType<number, number | undefined, number>;
  tool: string | null;
  client: string | null;
  auth: 'token' | 'api_key';
  document_id: string | null;
  case_id: string | null;
  cache: 'hit' | 'miss' | null;
  /** The Spanish message of a refused or failed run. */
  error: string | null;
}

/** `smart_cache`: a cached `/mcp/smart_cache` answer per user, collection and normalised query. */
export interface SmartCacheTable {
  user_id: string;
  collection: string;
  /** The normalised query (folded case and accents, single spaces). */
  query_key: string;
  /** The query as first asked. */
  query: string;
  /** The `/query/mixed` answer (`chunks`, `fuentes`). */
  answer: JsonColumn<Record<string, unknown>>;
  /** Fingerprint of the user's (and public) documents the answer was computed against. */
  documents_version: string;
  created_at: TimestampDefault;
}

/** The tables of the supervisor module (migration 0019), joined into `Database` in `db/schema.ts`. */
export interface SupervisorTables {
  ai_runs: AiRunsTable;
  smart_cache: SmartCacheTable;
}
