import { LIMITS, type SearchResult } from '@alegato/domain';
import { http } from '../api/http';
import { parseSearchResponse } from './toViewModel';

/** What the search page asks. */
export type SearchInput = { query: string; userId: string; includePublic: boolean; signal?: AbortSignal };

/**
 * The form fields of `POST /query/mixed` (spec §7): query, user_id, top_k 10, tipo_consulta 'auto',
 * usar_cache true, and include_public (ADR 0010).
 */
export function searchForm(input: SearchInput): Record<string, string | number | boolean> {
  return {
    query: input.query,
    user_id: input.userId,
    top_k: LIMITS.searchTopK,
    tipo_consulta: 'auto',
    usar_cache: true,
    include_public: input.includePublic,
  };
}

/** `POST /query/mixed` (form-encoded, silent: the page shows the failure in place). */
export async function searchRequest(input: SearchInput): Promise<SearchResult[]> {
  const body = await http.request('/query/mixed', {
    method: 'POST',
    form: searchForm(input),
    silent: true,
    signal: input.signal,
  });
  return parseSearchResponse(body);
}
