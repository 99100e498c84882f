import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { MESSAGES } from '@alegato/domain';
import { Heading, HistoryList, Stack, Text, type HistoryFiltersValue } from '@alegato/ui';
import { HttpError } from '../api/http';
import { useNow } from '../cases/useNow';
import { PageMeta } from '../components/PageMeta';
import { deleteHistoryEntry, fetchHistoryPage } from '../history/api';
import {
  historyKey,
  historyUrlParams,
  openHref,
  readHistoryUrl,
  repeatHref,
  toHistoryListItem,
  type HistoryEntry,
} from '../history/model';
import { authAtom } from '../state/auth';
import { toast, toastError } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

/** Wait after the last key before the typed text filters the list. */
const TEXT_DEBOUNCE_MS = 400;

/**
 * `/history` ('Historial', spec §3 Query history item, §7 History and consent, §8 History; issue 14
 * item 1): the user's searches, extraction queries, analyses and questions, 20 a page, newest first,
 * filtered by type, date range and text (kept in the address). 'Repetir' runs a search again on
 * /search or opens the document or case of an analysis; 'Abrir' opens what it found; 'Eliminar' asks,
 * deletes and says 'Consulta eliminada del historial' (or 'Error eliminando consulta del historial').
 * A failed load says 'Error cargando historial de consultas' and shows no rows.
 */
export function HistoryPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const url = useMemo(() => readHistoryUrl(params), [params]);
  // The text box answers every key; the address (and the request) follows once typing pauses.
  const [text, setText] = useState(url.filters.q);
  const [deleting, setDeleting] = useState<string[]>([]);

  const key = historyKey(userId, url);
  const { data, error, isLoading, mutate } = useSWR(key, fetchHistoryPage, { keepPreviousData: true });

  const go = (filters: HistoryFiltersValue, page: number, replace = true) =>
    setParams(historyUrlParams({ filters, page }), { replace, preventScrollReset: true });

  useEffect(() => {
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const current = readHistoryUrl(prev).filters;
          return current.q === text ? prev : historyUrlParams({ filters: { ...current, q: text }, page: 1 });
        },
        { replace: true, preventScrollReset: true },
      );
    }, TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);
  // Back and Forward bring their own text.
  const [addressText, setAddressText] = useState(url.filters.q);
  if (addressText !== url.filters.q) {
    setAddressText(url.filters.q);
    setText(url.filters.q);
  }

  // A visit shows what was just searched: a page kept in the client cache is read again on arrival.
  useEffect(() => {
    if (data) void mutate();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The spec's message when the history cannot be loaded (a 401 is the HTTP client's business).
  const failed = error && !(error instanceof HttpError && error.status === 401);
  useEffect(() => {
    if (failed) toastError(MESSAGES.history.loadFailed);
  }, [failed]);

  const byId = useMemo(() => new Map((data?.entries ?? []).map((e) => [e.id, e])), [data]);
  const follow = (href: (entry: HistoryEntry) => string | null) => (id: string) => {
    const entry = byId.get(id);
    const to = entry ? href(entry) : null;
    if (to) void navigate(to);
  };

  const remove = async (id: string) => {
    if (!userId) return;
    setDeleting((ids) => [...ids, id]);
    try {
      const message = await deleteHistoryEntry(id, userId);
      toast({ message, tone: 'positive' });
      await mutate();
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 401)) toastError(MESSAGES.history.deleteFailed);
    } finally {
      setDeleting((ids) => ids.filter((d) => d !== id));
    }
  };

  const title = handle?.title ?? 'Historial';
  const filters = { ...url.filters, q: text };
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="history-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <HistoryList
          state={failed ? 'error' : isLoading && !data ? 'loading' : 'ready'}
          items={failed ? [] : (data?.entries ?? []).map((entry) => toHistoryListItem(entry, now))}
          filters={filters}
          onFiltersChange={(next) => {
            setText(next.q);
            if (
              next.type !== url.filters.type ||
              next.dateFrom !== url.filters.dateFrom ||
              next.dateTo !== url.filters.dateTo ||
              next.q === ''
            ) {
              go(next, 1);
            }
          }}
          pagination={data && !failed ? data.pagination : null}
          onPageChange={(page) => go(url.filters, page, false)}
          onRepeat={(item) => follow(repeatHref)(item.id)}
          onOpen={(item) => follow(openHref)(item.id)}
          onDelete={(id) => void remove(id)}
          deleting={deleting}
          errorMessage={failed && error instanceof Error ? error.message : null}
          onRetry={() => void mutate()}
        />
      </Stack>
    </>
  );
}
