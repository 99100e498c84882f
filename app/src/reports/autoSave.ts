import { LIMITS } from '@alegato/domain';

/** Save states of the report editor (spec §4 'Editor save status'). */
export type AutoSaveStatus = 'saved' | 'pending' | 'saving' | 'error';

/** What the editor shows: the pill and whether 'Guardar Ahora' appears. */
export type AutoSaveState = {
  /** The save-status pill. */
  status: AutoSaveStatus;
  /** Content not yet confirmed by the server ('Guardar Ahora' is shown). */
  hasUnsavedChanges: boolean;
};

export type AutoSaverOptions = {
  /** Quiet time after the last change before saving. @default LIMITS.autoSaveMs (2000) */
  delayMs?: number;
  /** Persists the HTML (PUT /api/reports/{id} with autoSave); rejects on failure. */
  save: (html: string) => Promise<void>;
  /** Called with every new state (only when it changes). */
  onState: (state: AutoSaveState) => void;
  /** The content already saved (the report's HTML when editing starts). @default '' */
  initialHtml?: string;
};

export type AutoSaver = {
  /** A content change from the editor; identical content is ignored. Starts (or restarts) the timer. */
  change: (html: string) => void;
  /** Saves the latest content now ('Guardar Ahora'); after an in-flight save when one runs. */
  saveNow: () => Promise<void>;
  /** The current state. */
  state: () => AutoSaveState;
  /** Stops the timer and reports nothing more (an in-flight save still completes). */
  dispose: () => void;
};

/**
 * The report editor's auto-save scheduler (spec §4, §9): a real change → 'pending' and a 2 s timer; the
 * timer or `saveNow` → 'saving'; success → 'saved' (unsaved cleared) or, when newer content arrived
 * meanwhile, 'pending' again; failure → 'error' with the changes still unsaved (the next change or
 * `saveNow` retries). Saves never overlap: content changed during a save is saved after it. Framework
 * free; the app wires it to the LegalEditor.
 */
export function createAutoSaver({
  delayMs = LIMITS.autoSaveMs,
  save,
  onState,
  initialHtml = '',
}: AutoSaverOptions): AutoSaver {
  let latest = initialHtml;
  let saved = initialHtml;
  let current: AutoSaveState = { status: 'saved', hasUnsavedChanges: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  /** The timer or saveNow asked for a save while one was running. */
  let queued = false;
  let disposed = false;

  const emit = (next: AutoSaveState) => {
    if (next.status === current.status && next.hasUnsavedChanges === current.hasUnsavedChanges) return;
    current = next;
    if (!disposed) onState(next);
  };

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = (content: string): Promise<void> => {
    emit({ status: 'saving', hasUnsavedChanges: true });
    const attempt = (async () => {
      try {
        await save(content);
        saved = content;
        inFlight = null;
        if (queued) {
          queued = false;
          await flush();
        } else if (latest !== saved) emit({ status: 'pending', hasUnsavedChanges: true });
        else emit({ status: 'saved', hasUnsavedChanges: false });
      } catch {
        inFlight = null;
        queued = false;
        emit({ status: 'error', hasUnsavedChanges: true });
      }
    })();
    inFlight = attempt;
    return attempt;
  };

  const flush = (): Promise<void> => {
    stopTimer();
    if (disposed) return Promise.resolve();
    if (inFlight) {
      queued = true;
      return inFlight;
    }
    if (latest === saved) {
      emit({ status: 'saved', hasUnsavedChanges: false });
      return Promise.resolve();
    }
    return run(latest);
  };

  return {
    change(html) {
      if (disposed || html === latest) return;
      latest = html;
      if (!inFlight) emit({ status: 'pending', hasUnsavedChanges: true });
      stopTimer();
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, delayMs);
    },
    saveNow: () => flush(),
    state: () => current,
    dispose() {
      disposed = true;
      stopTimer();
    },
  };
}
