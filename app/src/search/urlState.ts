import type { SearchScope } from '@alegato/ui';

/** The scopes an address may name (the panel's `searchScopes`, kept here so Node tests need no ui runtime). */
const SCOPES: readonly SearchScope[] = ['all', 'legislacion', 'documentos', 'caso'];

/**
 * The Búsqueda Legal screen's question and filters in its address (`/search?q=…&ambito=…&caso=…&norma=…`),
 * so that Back from an article returns to the same results (from the client cache) and a search can be
 * shared. Pure; tested in urlState.test.ts.
 */

/** What the address holds. */
export type SearchUrlState = {
  query: string;
  scope: SearchScope;
  caseId: string | null;
  lawId: string | null;
};

/** Reads the address: an unknown scope is 'all'; blank values are absent. */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const scope = params.get('ambito');
  const value = (name: string) => {
    const v = params.get(name)?.trim();
    return v ? v : null;
  };
  return {
    query: params.get('q') ?? '',
    scope: (SCOPES as readonly string[]).includes(scope ?? '') ? (scope as SearchScope) : 'all',
    caseId: value('caso'),
    lawId: value('norma'),
  };
}

/** The address's query string for `state`: defaults left out ('all', no case, every norm, no question). */
export function searchUrlParams(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set('q', state.query.trim());
  if (state.scope !== 'all') params.set('ambito', state.scope);
  if (state.scope === 'caso' && state.caseId) params.set('caso', state.caseId);
  if (state.lawId) params.set('norma', state.lawId);
  return params;
}
