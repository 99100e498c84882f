import { MESSAGES, MixedQueryResponseSchema, toSearchResult, type SearchResult } from '@alegato/domain';
import type { SearchResultItem } from '@alegato/ui';
import { bodyMessage, HttpError } from '../api/http';

/**
 * `/query/mixed` answers to SearchPanel view models (spec §3 Search result, §7; ADR 0010). Pure; tested
 * in toViewModel.test.ts.
 */

/** The chunks of a `/query/mixed` answer as search results; the chunks sit at the top level (ADR 0010). */
export function parseSearchResponse(body: unknown): SearchResult[] {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const source = 'chunks' in record ? record : record.data;
  const parsed = MixedQueryResponseSchema.safeParse(source);
  if (!parsed.success || source === undefined) throw new Error(MESSAGES.search.failed);
  return parsed.data.chunks.map(toSearchResult);
}

/** Relevance 0..1 → percent 0–100 (a score already above 1 is taken as a percent). */
export function relevancePercent(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.round(Math.min(100, score <= 1 ? score * 100 : score));
}

/** A SearchPanel row. The method is 'ocr' or, for every other extraction (text, docx, txt…), 'text'. */
export function toSearchResultItem(result: SearchResult): SearchResultItem {
  const { metadata } = result;
  return {
    id: result.id,
    text: result.content,
    highlights: metadata.highlights,
    filename: metadata.filename,
    source: metadata.source,
    heading: metadata.heading,
    pages: [...metadata.pages].sort((a, b) => a - b),
    relevance: relevancePercent(result.score),
    method: metadata.method === null ? null : metadata.method === 'ocr' ? 'ocr' : 'text',
  };
}

/**
 * The message of a failed search (spec §7): the response's message, else 'Error en la búsqueda.'.
 * Null for a 401, which the HTTP client handles (session dropped, back to `/`).
 */
export function searchFailureMessage(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (error.status === 401) return null;
    return bodyMessage(error.body) ?? MESSAGES.search.failed;
  }
  return MESSAGES.search.failed;
}
