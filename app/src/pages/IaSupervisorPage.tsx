import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { useSWRConfig } from 'swr';
import {
  AiRunDetail,
  AiRunsTable,
  Heading,
  McpStatusPanel,
  SmartCachePanel,
  Stack,
  SupervisorCharts,
  Text,
  es,
  type AiRunFilters,
} from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { authAtom } from '../state/auth';
import { useConfig } from '../state/config';
import { toast } from '../state/toasts';
import {
  useCapabilities,
  useCollections,
  useMcpStatus,
  useRun,
  useRuns,
  useSmartCache,
  useSupervisorStats,
} from '../supervisor/hooks';
import {
  RUNS_PAGE_SIZE,
  STATS_KEY,
  defaultCollection,
  readRunsUrl,
  runsUrlParams,
  toAiRunDetailItem,
  toAiRunItem,
  toCacheCollections,
  toEnginesSummary,
  toMcpStatusView,
  toSupervisorStats,
  type RunsUrlState,
} from '../supervisor/model';
import { useRouteHandle } from '../useCurrentRoute';

/** Wait after the last key before the typed text filters the runs. */
const TEXT_DEBOUNCE_MS = 400;
/** How long 'Configuración copiada' stays on the copy button. */
const COPIED_MS = 3000;

/** A request's state for a fragment: an error only when nothing is on screen. */
const stateOf = (swr: { data?: unknown; error?: unknown }) =>
  swr.data !== undefined ? 'ready' : swr.error ? 'error' : 'loading';

/**
 * `/iasupervisor` ('IA Supervisor', badge MCP; issue 15 items 2 and 5): the MCP server on top (state,
 * tools, recent clients and the configuration to paste into an MCP client, or the plan's upgrade
 * message), the figures of the last 30 days, the runs table with its filters, page and open run in the
 * address (`tipo`, `resultado`, `desde`, `hasta`, `q`, `pagina`, `ejecucion`), the run's detail from
 * `GET /api/supervisor/runs/:id`, and the smart cache with the server's engines and limits
 * (`/collections`, `/system/capabilities`).
 */
export function IaSupervisorPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const { apiBaseUrl } = useConfig();
  const { mutate: mutateKey } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const url = useMemo(() => readRunsUrl(params), [params]);

  // The text box answers every key; the address (and the request) follows once typing pauses.
  const [text, setText] = useState(url.filters.q);
  useEffect(() => {
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const current = readRunsUrl(prev);
          return current.filters.q === text
            ? prev
            : runsUrlParams({ filters: { ...current.filters, q: text }, page: 1, run: current.run });
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
  const go = (next: RunsUrlState, replace = true) =>
    setParams(runsUrlParams(next), { replace, preventScrollReset: true });

  const runs = useRuns(url.filters, url.page);
  const run = useRun(url.run);
  const stats = useSupervisorStats();
  const mcp = useMcpStatus();
  const collectionsSwr = useCollections();
  const capabilities = useCapabilities();
  const cache = useSmartCache(user?.id ?? null);

  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const collections = useMemo(
    () => toCacheCollections(collectionsSwr.data, es.supervisor.cache.allCollections),
    [collectionsSwr.data],
  );
  const [query, setQuery] = useState('');
  const [chosenCollection, setChosenCollection] = useState('');
  const collection = chosenCollection || defaultCollection(collections);

  const figures = stats.data ? toSupervisorStats(stats.data) : null;
  const origin = apiBaseUrl || window.location.origin;
  const title = handle?.title ?? 'IA Supervisor';
  const filters: AiRunFilters = { ...url.filters, q: text };

  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="ia-supervisor-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <McpStatusPanel
          state={stateOf(mcp)}
          status={mcp.data ? toMcpStatusView(mcp.data, origin) : null}
          copied={copied}
          onCopy={(snippet) => {
            navigator.clipboard.writeText(snippet).then(
              () => setCopied(true),
              () => toast({ message: es.supervisor.mcp.copyFailed, tone: 'critical' }),
            );
          }}
          apiKeysHref="/settings"
          apiReferenceHref="/api-reference"
          plansHref="/subscription"
          onRetry={() => void mcp.mutate()}
        />
        <SupervisorCharts
          state={stateOf(stats)}
          days={figures?.days ?? []}
          totals={figures?.totals ?? null}
          onRetry={() => void stats.mutate()}
        />
        <AiRunsTable
          state={stateOf(runs)}
          runs={(runs.data?.runs ?? []).map(toAiRunItem)}
          total={runs.data?.total ?? 0}
          page={url.page}
          pageSize={RUNS_PAGE_SIZE}
          onPageChange={(page) => go({ ...url, page }, false)}
          filters={filters}
          onFiltersChange={(next) => {
            setText(next.q);
            const typedOnly =
              next.kind === url.filters.kind &&
              next.outcome === url.filters.outcome &&
              next.dateFrom === url.filters.dateFrom &&
              next.dateTo === url.filters.dateTo;
            // The text follows the debounce; the other filters (and a cleared text) apply at once.
            if (!typedOnly || next.q === '') go({ filters: next, page: 1, run: url.run });
          }}
          onOpen={(id) => go({ ...url, run: id }, false)}
          onRetry={() => void runs.mutate()}
        />
        <AiRunDetail
          open={url.run !== null}
          onOpenChange={(open) => {
            if (!open) go({ ...url, run: null });
          }}
          state={stateOf(run)}
          run={run.data ? toAiRunDetailItem(run.data) : null}
          onRetry={() => void run.mutate()}
        />
        <SmartCachePanel
          state={cache.state}
          query={query}
          onQueryChange={setQuery}
          collection={collection}
          onCollectionChange={setChosenCollection}
          collections={collections}
          collectionsLoading={collectionsSwr.data === undefined && !collectionsSwr.error}
          onSubmit={(request) => {
            void cache.ask(request).then(() => {
              // The search is a run too: the table and the figures show it.
              void runs.mutate();
              void mutateKey(STATS_KEY);
            });
          }}
          result={cache.state === 'ready' ? cache.result : null}
          enginesState={stateOf(capabilities)}
          engines={
            capabilities.data === undefined
              ? null
              : toEnginesSummary(capabilities.data, user?.plan ?? null, es.supervisor.cache)
          }
          onEnginesRetry={() => void capabilities.mutate()}
        />
      </Stack>
    </>
  );
}
