import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from './state/store';

/**
 * App-wide client state: the one Jotai store (atoms are read outside React through `appStore`).
 * Server data (SWR) is provided by `DataProviders` in `api/swr.tsx`, mounted by the signed-in app
 * shell, so the public pages' bundle carries no data-fetching code.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <JotaiProvider store={appStore}>{children}</JotaiProvider>;
}
