import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { MESSAGES, createOptimisticCase, type Case } from '@alegato/domain';
import type { CaseDocumentsAction, CaseFormValues } from '@alegato/ui';
import { HttpError } from '../api/http';
import { toast, toastError } from '../state/toasts';
import {
  createCaseRequest,
  deleteCaseRequest,
  fetchCaseDocuments,
  fetchCases,
  updateCaseRequest,
} from './api';
import {
  TEMP_ID_PREFIX,
  addCase,
  applyCasePatch,
  changedFields,
  isTempId,
  removeCase,
  replaceCase,
  restoreCase,
  toCreateForm,
  withFormDetails,
} from './model';

/** The SWR key of a user's cases: the request path, so every screen that lists cases shares the cache. */
export function casesKey(userId: string): string {
  return `/cases/${encodeURIComponent(userId)}`;
}

/**
 * Marks every cached case list and case-documents list stale and refetches the ones on screen: a
 * document uploaded to, or deleted from, a case changes its `documents_count` (the delete dialog asks
 * about the documents from it), so the documents screen calls this after each change.
 */
export function useRefreshCases(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate((key) => typeof key === 'string' && key.startsWith('/cases/'));
  }, [mutate]);
}

/** A 401 is handled by the HTTP client (session dropped, back to `/`): no message of ours. */
function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** A new temporary id. */
function newTempId(): string {
  return `${TEMP_ID_PREFIX}${globalThis.crypto.randomUUID()}`;
}

/** What `useCases` returns. */
export type UseCases = {
  /** The cases (optimistic ones included), or undefined before the first answer. */
  cases: Case[] | undefined;
  /** The first load is running. */
  loading: boolean;
  /** The load failed (or there is no user) and there is nothing to show. */
  failed: boolean;
  /** Loads again. */
  retry: () => void;
  /** Creates a case optimistically; resolves true when the server confirmed it. */
  create: (values: CaseFormValues) => Promise<boolean>;
  /** Saves the changed fields optimistically; resolves true when the server confirmed them. */
  update: (original: Case, values: CaseFormValues) => Promise<boolean>;
  /** Deletes a case optimistically; resolves true when the server confirmed it. */
  remove: (item: Case, documents: CaseDocumentsAction) => Promise<boolean>;
};

/**
 * The user's cases (spec §7 Cases) with the optimistic operations of spec §4: a creation shows a
 * temporary case (`createOptimisticCase`) at once, replaced by the server's case or removed on failure;
 * an update or a deletion applies locally at once and is rolled back, for that case only, on failure.
 * Toasts are MESSAGES.cases; the requests are silent so the HTTP client adds none.
 */
export function useCases(userId: string | null): UseCases {
  const { data, error, isLoading, mutate } = useSWR<Case[]>(userId ? casesKey(userId) : null, () =>
    fetchCases(userId!),
  );

  const create = useCallback(
    async (values: CaseFormValues) => {
      if (!userId) {
        toastError(MESSAGES.cases.notAuthenticatedCreate);
        return false;
      }
      const now = new Date();
      const tempId = newTempId();
      const temp = withFormDetails(
        createOptimisticCase({
          tempId,
          userId,
          title: values.title.trim(),
          description: values.description.trim(),
          now,
        }),
        values,
      );
      await mutate((current) => addCase(current, temp), { revalidate: false });
      try {
        const created = await createCaseRequest(toCreateForm(values, userId));
        await mutate((current) => replaceCase(current, tempId, created), { revalidate: false });
        toast({ message: MESSAGES.cases.created, tone: 'positive' });
        return true;
      } catch (failure) {
        await mutate((current) => removeCase(current, tempId), { revalidate: false });
        if (!isUnauthorized(failure)) toastError(MESSAGES.cases.createFailed);
        return false;
      }
    },
    [mutate, userId],
  );

  const update = useCallback(
    async (original: Case, values: CaseFormValues) => {
      if (!userId) {
        toastError(MESSAGES.cases.notAuthenticated);
        return false;
      }
      const patch = changedFields(original, values);
      if (Object.keys(patch).length === 0 || isTempId(original.id)) return true;
      const local = applyCasePatch(original, patch, new Date());
      await mutate((current) => replaceCase(current, original.id, local), { revalidate: false });
      try {
        const saved = await updateCaseRequest(original.id, userId, patch);
        if (saved) await mutate((current) => replaceCase(current, original.id, saved), { revalidate: false });
        toast({ message: MESSAGES.cases.updated, tone: 'positive' });
        return true;
      } catch (failure) {
        await mutate((current) => replaceCase(current, original.id, original), { revalidate: false });
        if (!isUnauthorized(failure)) toastError(MESSAGES.cases.updateFailed);
        return false;
      }
    },
    [mutate, userId],
  );

  const remove = useCallback(
    async (item: Case, documents: CaseDocumentsAction) => {
      if (!userId) {
        toastError(MESSAGES.cases.notAuthenticated);
        return false;
      }
      const index = data?.findIndex((c) => c.id === item.id) ?? 0;
      await mutate((current) => removeCase(current, item.id), { revalidate: false });
      try {
        await deleteCaseRequest(item.id, userId, documents);
        toast({ message: MESSAGES.cases.deleted, tone: 'positive' });
        return true;
      } catch (failure) {
        await mutate((current) => restoreCase(current, item, Math.max(0, index)), { revalidate: false });
        if (!isUnauthorized(failure)) toastError(MESSAGES.cases.deleteFailed);
        return false;
      }
    },
    [data, mutate, userId],
  );

  return {
    cases: data,
    loading: isLoading && data === undefined,
    // Without a user nothing loads: the screen says 'Usuario no autenticado' (spec §8).
    failed: userId === null || (error !== undefined && data === undefined),
    retry: () => void mutate(),
    create,
    update,
    remove,
  };
}

/** The documents of one case (`GET /cases/{id}/documents`); nothing for a temporary case. */
export function useCaseDocuments(caseId: string | null) {
  const key = caseId && !isTempId(caseId) ? `/cases/${encodeURIComponent(caseId)}/documents` : null;
  return useSWR(key, () => fetchCaseDocuments(caseId!));
}
