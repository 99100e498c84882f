import type { ColumnType } from 'kysely';
import type { JsonColumn, TimestampDefault } from '../../db/schema.js';

/** What a history row records (spec §3 Query history item `type`). */
export const HISTORY_TYPES = [
  'search',
  'consulta',
  'document_analysis',
  'comprehensive_analysis',
  'product_analysis',
  'case_analysis',
  'review_grid',
  'chat',
] as const;

/** One of {@link HISTORY_TYPES}. */
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** One thing a query found, kept to open it again (at most 10 per row). */
export interface HistoryResult {
  /** The chunk, analysis, case or chat message id. */
  id: string;
  /** The document's or source's title. */
  title?: string;
  /** The document it is in. */
  document_id?: string;
  /** The first page it is on. */
  page?: number;
  /** A public norm's BOE id (search results in the legislation). */
  norm_id?: string;
  /** The article's anchor in the norm (`articulo-36`). */
  anchor?: string;
}

/** `query_history`: one recorded query of a user (migration 0014). */
export interface QueryHistoryTable {
  id: ColumnType<string, string | undefined, never>;
  /** Auth user id (the token's `sub`). */
  user_id: string;
  type: HistoryType;
  /** The query text, the question, or the analysed document's (or case's) name. */
  content: string;
  /** The query's options: top_k, collection, kind, depth… */
  filters: JsonColumn<Record<string, unknown>>;
  result_count: ColumnType<number, number | undefined, number>;
  results: JsonColumn<HistoryResult[]>;
  response_time_ms: ColumnType<number, number | undefined, number>;
  document_id: string | null;
  case_id: string | null;
  created_at: TimestampDefault;
}

/** The tables of the history module (migration 0014), joined into `Database` in `db/schema.ts`. */
export interface HistoryTables {
  query_history: QueryHistoryTable;
}
