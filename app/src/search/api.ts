import { LIMITS } from '@alegato/domain';
import type { SearchScope } from '@alegato/ui';
import { http } from '../api/http';
import { parseSearchAnswer, type SearchAnswer } from './toViewModel';

/** What the search page asks: the question, who asks, and the panel's filters. */
export type SearchInput = {
  /** The question, already trimmed and not blank. */
  query: string;
  userId: string;
  /** Where to look (the panel's scope control). @default 'all' */
  scope?: SearchScope;
  /** The case of the 'caso' scope; null when none is chosen (the server then answers 400). */
  caseId?: string | null;
  /** One norm's BOE id (the law filter); null for every norm. Only sent where legislation is searched. */
  lawId?: string | null;
};

/** `tipo_consulta` per scope (the server accepts 'legislación' with or without the accent). */
const QUERY_TYPES: Record<SearchScope, string> = {
  all: 'auto',
  legislacion: 'legislación',
  documentos: 'documentos',
  caso: 'caso',
};

/**
 * The form fields of `POST /query/mixed` (spec §7, §9; ADR 0010; issue 12): query, user_id, top_k 10,
 * tipo_consulta from the scope, usar_cache true, include_public (the public legislation is in scope for
 * 'Todo' and 'Legislación', left out for 'Mis documentos' and a case), case_id for the 'caso' scope, and
 * norma (the law filter) only where legislation is searched: the server searches nothing else once a
 * norm is named, so a case or 'Mis documentos' search ignores it.
 */
export function searchForm(input: SearchInput): Record<string, string | number | boolean> {
  const scope = input.scope ?? 'all';
  const legislation = scope === 'all' || scope === 'legislacion';
  return {
    query: input.query,
    user_id: input.userId,
    top_k: LIMITS.searchTopK,
    tipo_consulta: QUERY_TYPES[scope],
    usar_cache: true,
    include_public: legislation,
    ...(scope === 'caso' ? { case_id: input.caseId ?? '' } : {}),
    ...(legislation && input.lawId ? { norma: input.lawId } : {}),
  };
}

/**
 * A stable key of a search's form, for the client cache: the same fields in the same order give the
 * same key; the query is compared with its spaces collapsed and in lower case (as the server's cache).
 */
export function searchKey(form: Record<string, string | number | boolean>): string {
  const normalised: Record<string, string | number | boolean> = {
    ...form,
    query: String(form.query).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim(),
  };
  return JSON.stringify(
    Object.keys(normalised)
      .sort()
      .map((key) => [key, normalised[key]]),
  );
}

/** `POST /query/mixed` (form-encoded, silent: the page shows the failure in place). */
export async function searchRequest(input: SearchInput, signal?: AbortSignal): Promise<SearchAnswer> {
  const body = await http.request('/query/mixed', {
    method: 'POST',
    form: searchForm(input),
    silent: true,
    signal,
  });
  return parseSearchAnswer(body);
}
