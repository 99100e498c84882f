import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { LIMITS, MESSAGES } from '@alegato/domain';
import { Button, CaseAnalysisPanel, es } from '@alegato/ui';
import { HttpError } from '../api/http';
import { authAtom } from '../state/auth';
import { toast, toastError } from '../state/toasts';
import { analyseCase, caseAnalysisKey, draftFromCase, fetchCaseAnalysis } from './caseAnalysis';

const copy = es.reportForms.caseAnalysis;

/**
 * The case page's analysis (CaseDetail's `analysis` slot, issue 13): the newest analysis of the case
 * with 'Copiar todo', and 'Analizar caso' / 'Volver a analizar', which analyses the case's documents
 * (`POST /legal/case_analysis`) and shows the result — the same analysis the report wizard then offers.
 */
export function CaseAnalysisSection({ caseId }: { caseId: string }) {
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const { data, isLoading, mutate } = useSWR(caseAnalysisKey(caseId, userId), fetchCaseAnalysis);
  const [running, setRunning] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);

  const run = async () => {
    if (!userId) return;
    setRunning(true);
    try {
      await analyseCase(caseId, userId);
      await mutate();
      toast({ message: copy.done, tone: 'positive' });
    } catch (error) {
      failure(error, copy.failed);
    } finally {
      setRunning(false);
    }
  };

  const failure = (error: unknown, what: string) => {
    if (error instanceof HttpError && error.status === 401) return;
    const message = error instanceof Error && error.message ? error.message : MESSAGES.transport.unexpected;
    toastError(`${what}: ${message}`);
  };

  const draft = async () => {
    if (!userId) return;
    setDrafting(true);
    try {
      const reportId = await draftFromCase(caseId, userId);
      toast({ message: copy.drafted, tone: 'positive' });
      void navigate(`/reports/${encodeURIComponent(reportId)}`);
    } catch (error) {
      failure(error, copy.draftFailed);
    } finally {
      setDrafting(false);
    }
  };

  return (
    <CaseAnalysisPanel
      headingLevel={2}
      state={running || (isLoading && !data) ? 'loading' : data ? 'available' : 'none'}
      analysis={data ?? null}
      copied={copied}
      onCopy={() => {
        if (!data) return;
        void navigator.clipboard?.writeText(data.summary).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), LIMITS.copiedConfirmationMs);
          },
          () => setCopied(false),
        );
      }}
      labels={{ none: copy.noneHere, loading: running ? copy.analyzing : copy.loading }}
      action={
        <>
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            disabled={drafting || running || !userId}
            onClick={() => void draft()}
          >
            {copy.draft}
          </Button>
          <Button
            size="sm"
            variant={data ? 'outline' : 'solid'}
            tone={data ? 'neutral' : 'accent'}
            disabled={running || drafting || !userId}
            onClick={() => void run()}
          >
            {data ? copy.reanalyze : copy.analyze}
          </Button>
        </>
      }
    />
  );
}
