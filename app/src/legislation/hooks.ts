import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { searchAnswers } from '../search/cache';
import { toast, toastError } from '../state/toasts';
import {
  capabilitiesKey,
  fetchCapabilities,
  fetchLegislationImport,
  fetchNorm,
  fetchNorms,
  fetchSection,
  normKey,
  normsKey,
  sectionKey,
  startLegislationImport,
} from './api';
import { legislationCopy } from './messages';
import { legislationLoaded, type ImportProgress } from './toViewModel';

/**
 * SWR hooks of the legislation reader (cache settings from `api/swr.tsx`: fresh for 5 min, no refetch
 * on focus, retried except on a 4xx), and the admin's import from the browser.
 */

/**
 * Whether the public legislation is loaded (`/system/capabilities` → `legislation.norms > 0`). Undefined
 * while unknown (loading, or the request failed): screens show no notice on a guess.
 */
export function useLegislationAvailable(enabled = true): boolean | undefined {
  const { data } = useSWR(enabled ? capabilitiesKey : null, fetchCapabilities);
  return data === undefined ? undefined : legislationLoaded(data);
}

/** The norms of the public collection (the search's law filter); `[]` until loaded. */
export function useNorms(enabled = true) {
  return useSWR(enabled ? normsKey : null, fetchNorms);
}

/** A norm and its table of contents. */
export function useNorm(normId: string | null) {
  return useSWR(normId ? normKey(normId) : null, () => fetchNorm(normId!));
}

/**
 * One section of a norm. The previous section stays on screen while the next one loads
 * (`keepPreviousData`), so moving through articles never blanks the table of contents.
 */
export function useSection(normId: string | null, anchor: string | null) {
  return useSWR(normId && anchor ? sectionKey(normId, anchor) : null, () => fetchSection(normId!, anchor!), {
    keepPreviousData: true,
  });
}

/** Wait between progress reads of a running import. */
export const IMPORT_POLL_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The admin's legislation import (issue 12 item 6): `pick()` opens a file picker (.tar.gz or .md),
 * uploads the files to `POST /legislation/import`, then reads the progress every 1.5 s until the import
 * ends; `progress` is the running import (null otherwise) for an inline progress bar. The end is a toast
 * with the server's summary; the capabilities and the norms are then refetched and the search cache
 * emptied, so the screens see the new legislation. A refused upload (403, 409, 413, wrong type) is a
 * toast from the HTTP client. Polling goes on if the screen unmounts, so the final toast still shows.
 */
export function useLegislationImport() {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  const run = useCallback(
    async (files: File[]) => {
      let current: ImportProgress;
      try {
        current = await startLegislationImport(files);
      } catch {
        return;
      }
      toast({ message: legislationCopy.importStarted });
      setProgress(current);
      while (current.status === 'running') {
        await wait(IMPORT_POLL_MS);
        try {
          current = await fetchLegislationImport(current.id);
        } catch {
          setProgress(null);
          toastError(legislationCopy.importLost);
          return;
        }
        setProgress(current);
      }
      setProgress(null);
      if (current.status === 'done') {
        toast({ message: current.message ?? legislationCopy.importDone, tone: 'positive' });
      } else {
        toastError(current.message ?? legislationCopy.importFailed);
      }
      searchAnswers.clear();
      void mutate(capabilitiesKey);
      void mutate(normsKey);
    },
    [mutate],
  );

  const pick = useCallback(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = legislationCopy.importAccept;
    input.multiple = true;
    input.addEventListener(
      'change',
      () => {
        const files = Array.from(input.files ?? []);
        if (files.length > 0) void run(files);
      },
      { once: true },
    );
    input.click();
  }, [run]);

  return { progress, pick };
}
