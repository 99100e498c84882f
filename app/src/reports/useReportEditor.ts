import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { MESSAGES, type Report } from '@alegato/domain';
import { toast } from '../state/toasts';
import { reportKey, updateReport } from './api';
import { createAutoSaver, type AutoSaveState, type AutoSaver } from './autoSave';
import { useRefreshReports } from './useReports';

/** What {@link useReportEditor} returns. */
export type ReportEditor = {
  /** The editor's HTML (controlled value). */
  html: string;
  /** The editor's onChange. */
  onChange: (html: string) => void;
  /** The save pill and 'Guardar Ahora'. */
  save: AutoSaveState;
  /** 'Guardar Ahora'. */
  saveNow: () => Promise<void>;
};

/**
 * The viewer's edit mode (spec §4 'Editor save status'): starts from the report's `generated_html` (a
 * full document is reduced to its body by the editor), auto-saves 2 s after the last change with
 * `PUT /api/reports/{id}` `{generated_html, lastModified, autoSave: true}` ('Guardar Ahora' saves at
 * once with `autoSave: false`), and keeps the cached report in step with the server's answer.
 */
export function useReportEditor(report: Report | undefined, active: boolean): ReportEditor {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshReports();
  const [html, setHtml] = useState('');
  const [save, setSave] = useState<AutoSaveState>({ status: 'saved', hasUnsavedChanges: false });
  const saver = useRef<AutoSaver | null>(null);
  const manual = useRef(false);
  const id = report?.id;

  // A new edit session starts from the report's HTML (adjusting state during render, not in an effect).
  const session = active && report ? report.id : null;
  const [currentSession, setCurrentSession] = useState<string | null>(null);
  if (session !== currentSession) {
    setCurrentSession(session);
    setHtml(report?.generated_html ?? '');
    setSave({ status: 'saved', hasUnsavedChanges: false });
  }

  useEffect(() => {
    if (!active || !report) return;
    const instance = createAutoSaver({
      initialHtml: report.generated_html ?? '',
      onState: setSave,
      save: async (next) => {
        const autoSave = !manual.current;
        manual.current = false;
        const updated = await updateReport(report.id, {
          generated_html: next,
          lastModified: new Date().toISOString(),
          autoSave,
        });
        await mutate(reportKey(report.id), updated, { revalidate: false });
      },
    });
    saver.current = instance;
    return () => {
      // Leaving edit mode with unsaved changes saves them first (nothing is lost).
      if (instance.state().hasUnsavedChanges) void instance.saveNow().finally(() => void refresh());
      else void refresh();
      instance.dispose();
      saver.current = null;
    };
    // The editor starts from the report once per edit session, not on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, id]);

  const onChange = useCallback((next: string) => {
    setHtml(next);
    saver.current?.change(next);
  }, []);

  const saveNow = useCallback(async () => {
    manual.current = true;
    const instance = saver.current;
    if (!instance) return;
    await instance.saveNow();
    // 'Guardar Ahora' confirms itself; auto-saves only change the pill (spec §8 Report UI).
    if (instance.state().status === 'saved') {
      toast({ message: MESSAGES.reports.updatedEditor, tone: 'positive' });
    }
  }, []);

  return { html, onChange, save, saveNow };
}
