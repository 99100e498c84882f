import { atom } from 'jotai';
import { appStore } from '../state/store';
import { authAtom } from '../state/auth';
import { isChunkLoadError } from './chunkError';
import { buildErrorRecord, type ErrorSource } from './errorRecord';

/** The storage half of error tracking, loaded on the first error or when the browser is idle. */
export const loadErrorLog = () => import('./errorLog');

/** The sending half: each stored record goes to the server too (issue 14 item 8), loaded on demand. */
const loadServerReport = () => import('./serverReport');

/** What the app-wide 'Error Inesperado' dialog shows in its technical details. */
export type FatalError = {
  /** The error's message. */
  message: string;
  /** A short code the user can quote to support; matches the stored record's timestamp. */
  errorId: string;
};

/** The open error dialog, or null. The first error wins until the page reloads. */
export const fatalErrorAtom = atom<FatalError | null>(null);

/**
 * Hook-in point for more to do on a critical error. The alert itself is the server's: the record goes
 * there marked critical and the server raises the 'error_critico' alert (issue 14 item 8).
 */
let onCritical: (message: string) => void = () => {};

/** Sets where critical errors are sent (spec §8: the 'error_critico' notification). */
export function setCriticalErrorHandler(handler: (message: string) => void): void {
  onCritical = handler;
}

const reported = new WeakSet<object>();

/**
 * True for rejections that are not bugs: a failed request already told the user with a toast (or
 * chose to be silent), and cancelled requests are intentional. They are recorded but open no dialog.
 */
export function isExpectedRejection(reason: unknown): boolean {
  // By name, not `instanceof HttpError`: the HTTP client lives in a lazy chunk.
  return reason instanceof Error && (reason.name === 'HttpError' || reason.name === 'AbortError');
}

/** Browser noise that is not an error of the app (Chromium's ResizeObserver notice). */
export function isBrowserNoise(message: string): boolean {
  return /ResizeObserver loop/i.test(message);
}

/**
 * Records an error in the local log and, unless `openDialog` is false (by default: unless the error
 * is code that could not be downloaded, {@link isChunkLoadError}), opens the 'Error Inesperado' dialog. The same error object is handled once (React and the window listener may both see it).
 */
export function reportError(
  thrown: unknown,
  source: ErrorSource,
  options: { componentStack?: string; openDialog?: boolean } = {},
): void {
  if (typeof thrown === 'object' && thrown !== null) {
    if (reported.has(thrown)) return;
    reported.add(thrown);
  }
  const now = new Date();
  const user = appStore.get(authAtom).user;
  const record = buildErrorRecord(thrown, {
    source,
    now,
    page: location.pathname,
    url: location.href,
    userAgent: navigator.userAgent,
    ...(options.componentStack ? { componentStack: options.componentStack } : {}),
    ...(user ? { userId: user.id } : {}),
  });
  loadErrorLog().then(
    (log) => {
      log.storeErrorRecord(safeLocalStorage(), record);
      const critical = log.isCriticalRecord(record);
      // After the local store; a critical record is marked and sent at once (the server decides the alert).
      loadServerReport().then(
        (server) => server.reportToServer(record, critical),
        () => {},
      );
      if (critical) onCritical(record.error.message);
    },
    () => {
      // The chunk could not load (offline after a deploy): the dialog still shows.
    },
  );
  // Code that could not be downloaded is a connection problem the page offers to retry
  // (RouteError's 'No se ha podido conectar'), not an app failure: recorded, no dialog.
  const dialog = options.openDialog ?? !isChunkLoadError(thrown);
  if (dialog && appStore.get(fatalErrorAtom) === null) {
    appStore.set(fatalErrorAtom, {
      message: record.error.message,
      errorId: `E-${now.getTime().toString(36).toUpperCase()}`,
    });
  }
  if (import.meta.env.DEV) console.error(thrown);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Listens for uncaught errors and unhandled promise rejections (spec §8 Local error tracking).
 * Returns the function that removes the listeners.
 */
export function installGlobalErrorListeners(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const message = event.message ?? '';
    if (isBrowserNoise(message)) return;
    // A failed <script>/<img> load fires an ErrorEvent without an error object; cross-origin scripts
    // give only 'Script error.'. Both are recorded; only real errors open the dialog.
    reportError(event.error ?? message, 'window.error', {
      openDialog: event.error != null && !isChunkLoadError(event.error),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reportError(event.reason, 'unhandledrejection', {
      openDialog: !isExpectedRejection(event.reason) && !isChunkLoadError(event.reason),
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
