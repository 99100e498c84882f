import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { MESSAGES } from '@alegato/domain';
import { ReviewGrid, type ReviewGridResult } from '@alegato/ui';
import { saveBlob } from '../account/download';
import { HttpError } from '../api/http';
import { authAtom } from '../state/auth';
import { toastError } from '../state/toasts';
import { compareDocuments, csvBlob, REVIEW_GRID_FILE, reviewGridCsv } from './reviewGrid';
import { useCaseDocuments } from './useCases';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.transport.unexpected;
}

/**
 * The case page's review grid (issue 13 item 9, below 'Análisis del caso'): the same questions asked of
 * the case's ready documents (`POST /legal/review_grid`), the answers as a table, and 'Descargar CSV'
 * (the same request with `format=csv`, saved through a Blob). A case without ready documents shows the
 * empty state.
 */
export function ReviewGridSection({ caseId }: { caseId: string }) {
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const documents = useCaseDocuments(caseId);
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState<string[]>([]);
  const [result, setResult] = useState<ReviewGridResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  // The case's documents say whether any is ready; until they load, a 409 of the grid says so.
  const noDocuments = documents.data ? !documents.data.some((d) => d.status === 'ready') : conflict;

  const compare = async (questions: string[]) => {
    setLoading(true);
    setError(null);
    setConflict(false);
    setAsked(questions);
    try {
      setResult(await compareDocuments(caseId, userId, questions));
    } catch (err) {
      setResult(null);
      if (err instanceof HttpError && err.status === 409) {
        // No ready document (any more): the case's documents are reloaded and say so.
        setConflict(true);
        void documents.mutate();
      }
      if (!(err instanceof HttpError && err.status === 401)) setError(messageOf(err));
    } finally {
      setLoading(false);
    }
  };

  const download = async () => {
    if (!result) return;
    setDownloading(true);
    try {
      saveBlob(csvBlob(await reviewGridCsv(caseId, userId, result.questions)), REVIEW_GRID_FILE);
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 401)) toastError(messageOf(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ReviewGrid
      value={value}
      onValueChange={setValue}
      onCompare={(questions) => void compare(questions)}
      result={result}
      loading={loading}
      error={error}
      onRetry={asked.length > 0 ? () => void compare(asked) : undefined}
      noDocuments={noDocuments}
      onDownload={() => void download()}
      downloading={downloading}
    />
  );
}
