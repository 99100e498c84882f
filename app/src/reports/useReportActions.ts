import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  LIMITS,
  MESSAGES,
  duplicateReportInput,
  reportScorePercent,
  type Report,
  type ReportStatus,
} from '@alegato/domain';
import { toast, toastError } from '../state/toasts';
import {
  createReport,
  deleteReport,
  enhanceReport,
  reportDownloadUrl,
  reportKey,
  requestReportPdf,
  updateReport,
} from './api';
import { useRefreshReports } from './useReports';

/** The message of a failed request, or '' when it has none. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** What is running, per report id. */
export type BusyMap = Record<string, { enhancing?: boolean; generatingPdf?: boolean }>;

/** What {@link useReportActions} returns. */
export type ReportActions = {
  /** Reports with a running enhancement or PDF request. */
  busy: BusyMap;
  /** 'IA' / 'Mejorar con IA': resolves with the enhanced report, or null on failure (only logged, spec §8). */
  enhance: (report: Report) => Promise<Report | null>;
  /** 'PDF': asks the reports backend for the PDF (background job); refetches after 3 s and 5 s (spec §4). */
  generatePdf: (report: Report) => Promise<boolean>;
  /** 'Descargar': opens the signed download URL in a new tab. */
  download: (report: Report) => Promise<void>;
  /** 'Duplicar': '(Copia)', AI and PDF off (spec §5). */
  duplicate: (report: Report) => Promise<Report | null>;
  /** 'Eliminar' once confirmed. */
  remove: (report: Report) => Promise<boolean>;
  /** 'Marcar como completado' / 'Marcar como enviado'. */
  setStatus: (report: Report, status: ReportStatus) => Promise<Report | null>;
};

/**
 * The report actions shared by the list and the viewer, with the spec §8 Report UI toasts. Every
 * request is silent in the HTTP client, so each failure has exactly the message the spec gives it.
 */
export function useReportActions(): ReportActions {
  const refresh = useRefreshReports();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<BusyMap>({});
  const mark = useCallback((id: string, patch: BusyMap[string] | null) => {
    setBusy((current) => {
      const next = { ...current };
      if (patch) next[id] = { ...next[id], ...patch };
      else delete next[id];
      return next;
    });
  }, []);

  const enhance = useCallback(
    async (report: Report) => {
      mark(report.id, { enhancing: true });
      try {
        const result = await enhanceReport(report.id);
        toast({
          message: MESSAGES.reports.enhanced(reportScorePercent(result.quality_score) ?? 0),
          tone: 'positive',
        });
        await mutate(reportKey(report.id), result.report, { revalidate: true });
        void refresh();
        return result.report;
      } catch (error) {
        // Spec §8: an enhancement failure is only logged; the report shows its 'Error' status.
        console.error('Enhance failed', error);
        void refresh();
        return null;
      } finally {
        mark(report.id, null);
      }
    },
    [mark, mutate, refresh],
  );

  const generatePdf = useCallback(
    async (report: Report) => {
      mark(report.id, { generatingPdf: true });
      try {
        await requestReportPdf(report.id);
        toast({ message: MESSAGES.reports.pdfInBackground, tone: 'positive' });
        setTimeout(() => void mutate(reportKey(report.id)), LIMITS.pdfDetailRefetchMs);
        setTimeout(() => void refresh(), LIMITS.pdfListRefetchMs);
        return true;
      } catch (error) {
        toastError(MESSAGES.pdf.toast(errorText(error) || MESSAGES.pdf.generateFailed));
        return false;
      } finally {
        mark(report.id, null);
      }
    },
    [mark, mutate, refresh],
  );

  const download = useCallback(async (report: Report) => {
    try {
      const url = await reportDownloadUrl(report.id);
      window.open(url, '_blank', 'noopener');
      toast({ message: MESSAGES.reports.downloadReady, tone: 'positive' });
    } catch (error) {
      toastError(MESSAGES.pdf.downloadFailedWith(errorText(error) || MESSAGES.pdf.downloadFailed));
    }
  }, []);

  const duplicate = useCallback(
    async (report: Report) => {
      try {
        const copy = await createReport(duplicateReportInput(report));
        toast({ message: MESSAGES.reports.created, tone: 'positive' });
        void refresh();
        return copy;
      } catch (error) {
        toastError(errorText(error) || MESSAGES.reports.createFailed);
        return null;
      }
    },
    [refresh],
  );

  const remove = useCallback(
    async (report: Report) => {
      try {
        await deleteReport(report.id);
        toast({ message: MESSAGES.reports.deleted, tone: 'positive' });
        void refresh();
        return true;
      } catch (error) {
        toastError(errorText(error) || MESSAGES.transport.unexpected);
        return false;
      }
    },
    [refresh],
  );

  const setStatus = useCallback(
    async (report: Report, status: ReportStatus) => {
      try {
        const updated = await updateReport(report.id, { status });
        toast({ message: MESSAGES.reports.updated, tone: 'positive' });
        await mutate(reportKey(report.id), updated, { revalidate: false });
        void refresh();
        return updated;
      } catch (error) {
        toastError(MESSAGES.reports.updateFailed(errorText(error)));
        return null;
      }
    },
    [mutate, refresh],
  );

  return { busy, enhance, generatePdf, download, duplicate, remove, setStatus };
}
