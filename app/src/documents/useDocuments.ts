import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { uploadProblem } from '@alegato/domain';
import { leaveAfterUnauthorized } from '../api/client';
import { currentAccessToken } from '../auth/session';
import { useConfig } from '../state/config';
import { documentsKey, fetchDocuments } from './api';
import {
  awaitingDocument,
  pollInterval,
  uploadProblemMessage,
  type BackendDocument,
  type UploadCopy,
  type UploadEntry,
} from './toViewModel';
import { UploadError, uploadDocument, type UploadDeps } from './upload';

/** Uploads running at the same time; the rest wait in order. @default 2 */
export const MAX_PARALLEL_UPLOADS = 2;

/**
 * The user's documents (`GET /documents?user_id=&case_id=`), polled every second while one is
 * processing — or while `awaiting` (an upload finished and its document is not done yet) — and not at
 * all otherwise. `refreshInterval` is a function of the latest data; SWR restarts its timer whenever
 * that function changes identity, so it is rebuilt only when polling switches on or off (read from the
 * cache), never on the upload-progress renders.
 */
export function useDocumentList(userId: string | null, caseId: string | null, awaiting: boolean) {
  const key = userId ? documentsKey(userId, caseId) : null;
  const { cache } = useSWRConfig();
  const cached = key ? (cache.get(key)?.data as BackendDocument[] | undefined) : undefined;
  const active = pollInterval(cached, awaiting) > 0;
  const refreshInterval = useCallback(
    (latest: BackendDocument[] | undefined) => pollInterval(latest, awaiting),
    // `active` is not read inside: a new identity when polling switches on makes SWR start its timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [awaiting, active],
  );
  return useSWR<BackendDocument[]>(key, fetchDocuments, {
    refreshInterval,
    // The app-wide 5 min deduplication would turn every poll into a cache hit.
    dedupingInterval: 500,
    keepPreviousData: true,
  });
}

/** What `useUploads` returns. */
export type UseUploads = {
  /** The rows, oldest first. */
  entries: UploadEntry[];
  /** Checks the files (size, type) and queues the acceptable ones for the chosen case. */
  add: (files: File[], caseId: string | null) => void;
  /** Removes a row; a running transfer is cancelled. */
  remove: (id: string) => void;
};

/**
 * The upload queue: files refused by `uploadProblem` get their Spanish message at once and are never
 * sent; the others go `MAX_PARALLEL_UPLOADS` at a time through `uploadDocument` (XHR, real transfer
 * progress). `onUploaded` is called with each created document so the list can refresh.
 */
export function useUploads(
  user: { id: string; email: string } | null,
  copy: UploadCopy,
  onUploaded: (document: BackendDocument) => void,
): UseUploads {
  const { apiBaseUrl } = useConfig();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const pending = useRef(new Map<string, { file: File; caseId: string | null }>());
  const controllers = useRef(new Map<string, AbortController>());
  const started = useRef(new Set<string>());

  const deps: UploadDeps = useMemo(
    () => ({
      createXhr: () => new XMLHttpRequest(),
      baseUrl: () => apiBaseUrl,
      getAccessToken: currentAccessToken,
      onUnauthorized: leaveAfterUnauthorized,
    }),
    [apiBaseUrl],
  );

  const update = useCallback((id: string, patch: Partial<UploadEntry>) => {
    setEntries((prev) => prev.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  }, []);

  const add = useCallback(
    (files: File[], caseId: string | null) => {
      const next: UploadEntry[] = files.map((file) => {
        const id = globalThis.crypto.randomUUID();
        const problem = uploadProblem(file);
        if (!problem) pending.current.set(id, { file, caseId });
        return {
          id,
          name: file.name,
          size: file.size,
          phase: problem ? 'failed' : 'queued',
          progress: 0,
          error: problem ? uploadProblemMessage(problem, copy) : null,
          document: null,
        };
      });
      setEntries((prev) => [...prev, ...next]);
    },
    [copy],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    pending.current.delete(id);
    setEntries((prev) => prev.filter((e) => e.id !== id));
  }, []);

  // Starts queued uploads while fewer than MAX_PARALLEL_UPLOADS run.
  useEffect(() => {
    if (!user) return;
    const running = entries.filter((e) => e.phase === 'uploading').length;
    const next = entries
      .filter((e) => e.phase === 'queued' && !started.current.has(e.id))
      .slice(0, Math.max(0, MAX_PARALLEL_UPLOADS - running));
    for (const entry of next) {
      const job = pending.current.get(entry.id);
      if (!job) continue;
      started.current.add(entry.id);
      const controller = new AbortController();
      controllers.current.set(entry.id, controller);
      update(entry.id, { phase: 'uploading', progress: 0 });
      uploadDocument(
        deps,
        { file: job.file, filename: job.file.name, userId: user.id, email: user.email, caseId: job.caseId },
        {
          onProgress: (progress) => update(entry.id, { progress }),
          signal: controller.signal,
          fallback: copy.uploadFailed,
        },
      )
        .then((document) => {
          update(entry.id, { phase: 'sent', progress: 100, document });
          onUploaded(document);
        })
        .catch((error: unknown) => {
          if (error instanceof UploadError && error.aborted) return; // removed by the user
          update(entry.id, {
            phase: 'failed',
            error: error instanceof Error && error.message ? error.message : copy.uploadFailed,
          });
        })
        .finally(() => {
          controllers.current.delete(entry.id);
          pending.current.delete(entry.id);
        });
    }
  }, [entries, user, deps, copy, update, onUploaded]);

  // Leaving the page cancels transfers still running.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { entries, add, remove };
}

/** Whether any sent upload still waits for its document (used to keep polling). */
export function uploadsAwaiting(
  entries: readonly UploadEntry[],
  listed: ReadonlyMap<string, BackendDocument>,
  caseFilter: string | null,
): boolean {
  return entries.some((entry) => awaitingDocument(entry, listed, caseFilter));
}
