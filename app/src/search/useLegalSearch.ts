import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@alegato/domain';
import type { SearchResultItem, SearchStatus } from '@alegato/ui';
import { searchAnswers } from './cache';
import { searchForm, searchKey, searchRequest, type SearchInput } from './api';
import { searchFailureMessage, toSearchResultItem, type SearchAnswer } from './toViewModel';

/** Pause after the last keystroke before a search runs as the user types. */
export const SEARCH_AS_YOU_TYPE_MS = 300;

/** Shortest typed question searched as the user types (a submit searches any non-blank question). */
export const MIN_TYPED_CHARS = 2;

/** A search without the user: the question and the panel's filters. */
export type SearchRequest = Omit<SearchInput, 'userId'>;

/** What the panel shows. */
export type LegalSearchState = {
  status: SearchStatus;
  results: SearchResultItem[];
  /** The failure's message (the server's, else 'Error en la búsqueda.'). */
  errorMessage: string | null;
  /** Why there are no results, when the server said (a question of only stop words or symbols). */
  emptyMessage: string | null;
};

const IDLE: LegalSearchState = { status: 'idle', results: [], errorMessage: null, emptyMessage: null };

function answered(answer: SearchAnswer): LegalSearchState {
  return {
    status: 'success',
    results: answer.hits.map(toSearchResultItem),
    errorMessage: null,
    emptyMessage: answer.hits.length === 0 ? answer.message : null,
  };
}

/**
 * The Búsqueda Legal screen's requests (spec §7 `/query/mixed`, §9 top_k 10; issue 12 item 8):
 * `search(request)` runs at once (Enter, 'Buscar', a filter change) and `searchAsYouType(request)` after
 * 300 ms without typing (questions under 2 characters go back to the idle hint). Either one aborts the
 * request in flight and any pending one: only the latest question's answer is shown. A blank submitted
 * question shows 'empty-query' without a request. Answers are kept 3 minutes (spec §7 client cache
 * times), so returning to a question or a filter is instant. `onSearch` is told of every search that
 * runs, and of a cleared box (the page writes it to the address).
 */
export function useLegalSearch(userId: string | null, onSearch?: (request: SearchRequest) => void) {
  const [state, setState] = useState<LegalSearchState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const search = useCallback(
    async (request: SearchRequest) => {
      cancel();
      const query = request.query.trim();
      if (query === '') {
        setState({ ...IDLE, status: 'empty-query' });
        return;
      }
      onSearchRef.current?.({ ...request, query });
      if (!userId) {
        setState({ ...IDLE, status: 'error', errorMessage: MESSAGES.cases.notAuthenticatedSearch });
        return;
      }
      const input: SearchInput = { ...request, query, userId };
      const key = searchKey(searchForm(input));
      const cached = searchAnswers.get(key);
      if (cached) {
        setState(answered(cached));
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ ...previous, status: 'loading', errorMessage: null }));
      try {
        const answer = await searchRequest(input, controller.signal);
        if (controller.signal.aborted) return;
        searchAnswers.set(key, answer);
        setState(answered(answer));
      } catch (failure) {
        if (controller.signal.aborted) return;
        const message = searchFailureMessage(failure);
        setState(message === null ? IDLE : { ...IDLE, status: 'error', errorMessage: message });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [cancel, userId],
  );

  const searchAsYouType = useCallback(
    (request: SearchRequest) => {
      cancel();
      if (request.query.trim().length < MIN_TYPED_CHARS) {
        setState(IDLE);
        // A cleared box leaves the address too, so Back does not bring the old question back.
        if (request.query.trim() === '') onSearchRef.current?.({ ...request, query: '' });
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        void search(request);
      }, SEARCH_AS_YOU_TYPE_MS);
    },
    [cancel, search],
  );

  return { ...state, search, searchAsYouType, cancel };
}
