import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, DocumentList } from '@alegato/ui';
import { MESSAGES } from '@alegato/domain';
import { HttpError } from '../api/http';
import { deleteDocumentRequest, retryDocumentRequest } from '../documents/api';
import { toDocumentListItem } from '../documents/toViewModel';
import * as t from '../i18n';
import { toastError } from '../state/toasts';
import { useCaseDocuments, useRefreshCases } from './useCases';

const noTitles = new Map<string, string>();

/**
 * The documents of a case in CaseDetail's `documents` slot (`GET /cases/{id}/documents`), with the
 * documents screen's list: 'Ver texto' opens that document's text on `/documents`, 'Eliminar' and
 * 'Reintentar' act here and refresh the case's counts.
 */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const { data, error, isLoading, mutate } = useCaseDocuments(caseId);
  const refreshCases = useRefreshCases();
  const navigate = useNavigate();
  const [busyIds, setBusyIds] = useState<string[]>([]);

  const act = async (id: string, run: () => Promise<unknown>) => {
    setBusyIds((ids) => [...ids, id]);
    try {
      await run();
      refreshCases();
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 401)) {
        toastError(err instanceof Error && err.message ? err.message : MESSAGES.transport.unexpected);
      }
    } finally {
      setBusyIds((ids) => ids.filter((x) => x !== id));
      void mutate();
    }
  };

  return (
    <DocumentList
      documents={(data ?? []).map((doc) => toDocumentListItem(doc, noTitles))}
      loading={isLoading && !data}
      error={error && !data ? MESSAGES.transport.unexpected : null}
      onReload={() => void mutate()}
      showCase={false}
      emptyAction={
        <Button asChild variant="outline" tone="neutral">
          <Link to={`/documents?caso=${encodeURIComponent(caseId)}`}>{t.caseDocuments.upload}</Link>
        </Button>
      }
      busyIds={busyIds}
      onOpen={(id) =>
        void navigate(`/documents?caso=${encodeURIComponent(caseId)}&ver=${encodeURIComponent(id)}`)
      }
      onDelete={(id) => void act(id, () => deleteDocumentRequest(id))}
      onRetry={(id) => void act(id, () => retryDocumentRequest(id))}
    />
  );
}
