import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { CACHE_TIMES, shouldRetryQuery } from '@alegato/domain';
import { HttpError, swrFetcher } from './http';

/** Wait before query retry `retryCount` (1-based): 1 s, 2 s, 4 s, capped at 30 s. */
export function queryRetryDelayMs(retryCount: number): number {
  return Math.min(30_000, 1000 * 2 ** (retryCount - 1));
}

/**
 * SWR defaults from spec §7 "general query cache": fresh for 5 min (requests for the same key within
 * that window are deduplicated), no refetch on window focus, refetch on reconnect, up to 3 retries for
 * anything but a 4xx. Mutations (`useSWRMutation`) never retry. SWR has no separate retention time:
 * its cache keeps entries for the page's lifetime, which covers the spec's 10 min.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  dedupingInterval: CACHE_TIMES.queryStaleMs,
  focusThrottleInterval: CACHE_TIMES.queryStaleMs,
  revalidateOnFocus: CACHE_TIMES.revalidateOnFocus,
  revalidateOnReconnect: CACHE_TIMES.revalidateOnReconnect,
  shouldRetryOnError: true,
  onErrorRetry: (error: unknown, _key, _config, revalidate, options) => {
    const status = error instanceof HttpError && error.status !== 0 ? error.status : undefined;
    if (!shouldRetryQuery(status, options.retryCount)) return;
    setTimeout(() => void revalidate(options), queryRetryDelayMs(options.retryCount));
  },
};

/**
 * Server data: SWR with the spec's cache settings. Mounted by the signed-in app shell, which is a lazy
 * chunk: the public pages fetch nothing, so SWR and the HTTP client stay out of the landing bundle.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
