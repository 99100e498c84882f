import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { MESSAGES } from '@alegato/domain';
import {
  Heading,
  SearchPanel,
  Stack,
  Text,
  type SearchResultItem,
  type SearchScope,
  type SearchStatus,
} from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { searchRequest } from '../search/api';
import { searchFailureMessage, toSearchResultItem } from '../search/toViewModel';
import { authAtom } from '../state/auth';
import { useRouteHandle } from '../useCurrentRoute';

/**
 * `/search` ('Búsqueda Legal', spec §2, §7): `POST /query/mixed` over the user's documents and the public
 * legislation (in scope by default; 'Mis documentos' leaves it out). A blank query says so ('Escribe qué
 * quieres buscar.'). A new search cancels the previous one; a failure shows the server's message or
 * 'Error en la búsqueda.' and clears the results (spec §7).
 */
export function SearchPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<SearchScope>('all');
  const [emptyQuery, setEmptyQuery] = useState(false);
  const [results, setResults] = useState<SearchResultItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const onSearch = async (text: string) => {
    setEmptyQuery(text === '');
    if (text === '') {
      running.current?.abort();
      setResults(null);
      setError(null);
      return;
    }
    if (!user) {
      setResults(null);
      setError(MESSAGES.cases.notAuthenticatedSearch);
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setLoading(true);
    setError(null);
    try {
      const found = await searchRequest({
        query: text,
        userId: user.id,
        includePublic: scope !== 'documentos',
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setResults(found.map(toSearchResultItem));
    } catch (failure) {
      if (controller.signal.aborted) return;
      setResults(null);
      setError(searchFailureMessage(failure));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setLoading(false);
      }
    }
  };

  const status: SearchStatus = loading
    ? 'loading'
    : error
      ? 'error'
      : emptyQuery
        ? 'empty-query'
        : results === null
          ? 'idle'
          : 'success';
  const title = handle?.title ?? 'Búsqueda Legal';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="search-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <SearchPanel
          query={query}
          onQueryChange={setQuery}
          scope={scope}
          onScopeChange={setScope}
          onSearch={(text) => void onSearch(text)}
          status={status}
          results={results ?? []}
          errorMessage={error}
        />
      </Stack>
    </>
  );
}
