import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { Heading, Progress, SearchPanel, Stack, Text, type SearchScope } from '@alegato/ui';
import { fetchCases } from '../cases/api';
import { casesKey } from '../cases/useCases';
import { PageMeta } from '../components/PageMeta';
import { useLegislationAvailable, useLegislationImport, useNorms } from '../legislation/hooks';
import { legislationCopy } from '../legislation/messages';
import { importPercent, toLawOption } from '../legislation/toViewModel';
import { useLegalSearch, type SearchRequest } from '../search/useLegalSearch';
import { readSearchUrl, searchUrlParams } from '../search/urlState';
import { authAtom } from '../state/auth';
import { useRouteHandle } from '../useCurrentRoute';

/**
 * `/search` ('Búsqueda Legal', spec §2, §7, §9; issue 12 item 8): one box over the public legislation
 * and the user's documents. Results come as the user types (300 ms after the last key, the stale request
 * aborted) and at once on Enter; a blank submit says so ('Escribe qué quieres buscar.'); a failure shows
 * the server's message or 'Error en la búsqueda.' with 'Reintentar'; a question of only stop words shows
 * the server's explanation. The scope ('Todo', 'Legislación', 'Mis documentos', 'Un caso') and the law
 * filter are sent to the server and kept, with the question, in the address, so Back from an article
 * shows the same results. When no legislation is loaded the panel says so; an admin can import it here.
 */
export function SearchPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readSearchUrl(params));
  const [query, setQuery] = useState(initial.query);
  const [scope, setScope] = useState<SearchScope>(initial.scope);
  const [caseId, setCaseId] = useState<string | null>(initial.caseId);
  const [lawId, setLawId] = useState<string | null>(initial.lawId);

  const search = useLegalSearch(userId, (request) =>
    setParams(
      searchUrlParams({
        query: request.query,
        scope: request.scope ?? 'all',
        caseId: request.caseId ?? null,
        lawId: request.lawId ?? null,
      }),
      { replace: true, preventScrollReset: true },
    ),
  );
  const { search: runSearch } = search;

  // A question in the address (Back from an article, a shared link) is searched once on arrival.
  useEffect(() => {
    if (initial.query.trim() !== '') void runSearch(initial);
    // Only on arrival: later changes come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const legislationAvailable = useLegislationAvailable();
  const norms = useNorms(legislationAvailable === true);
  const laws = useMemo(() => (norms.data ?? []).map(toLawOption), [norms.data]);
  const cases = useSWR(scope === 'caso' && userId ? casesKey(userId) : null, () => fetchCases(userId!));
  const caseOptions = useMemo(
    () => (cases.data ?? []).map((item) => ({ id: item.id, name: item.title })),
    [cases.data],
  );
  const isAdmin = user?.role === 'admin';
  const legislationImport = useLegislationImport();

  const request = (changes: Partial<SearchRequest>): SearchRequest => ({
    query,
    scope,
    caseId,
    lawId,
    ...changes,
  });
  // A filter change searches the current question again at once: not without a question, nor for
  // 'Un caso' before a case is chosen (a search then would only be refused with 'Elige un caso…').
  const refilter = (changes: Partial<SearchRequest>) => {
    const next = request(changes);
    if (next.query.trim() === '' || (next.scope === 'caso' && !next.caseId)) return;
    void runSearch(next);
  };

  const title = handle?.title ?? 'Búsqueda Legal';
  const progress = legislationImport.progress;
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="search-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        {progress ? (
          <Progress
            label={legislationCopy.importing(progress.done, progress.total)}
            value={importPercent(progress)}
            data-slot="legislation-import-progress"
          />
        ) : null}
        <SearchPanel
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            search.searchAsYouType(request({ query: next }));
          }}
          onSearch={(text) => void runSearch(request({ query: text }))}
          status={search.status}
          results={search.results}
          errorMessage={search.errorMessage}
          onRetry={() => void runSearch(request({}))}
          scope={scope}
          onScopeChange={(next) => {
            setScope(next);
            refilter({ scope: next });
          }}
          cases={caseOptions}
          caseId={caseId}
          onCaseChange={(next) => {
            setCaseId(next);
            refilter({ caseId: next });
          }}
          laws={laws}
          lawId={lawId}
          onLawChange={(next) => {
            setLawId(next);
            refilter({ lawId: next });
          }}
          legislationAvailable={legislationAvailable !== false}
          onImportLegislation={isAdmin && !progress ? legislationImport.pick : undefined}
          labels={
            search.emptyMessage ? { noResults: search.emptyMessage, noResultsDescription: '' } : undefined
          }
        />
      </Stack>
    </>
  );
}
