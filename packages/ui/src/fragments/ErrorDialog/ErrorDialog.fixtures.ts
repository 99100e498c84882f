import type { ErrorDialogDetails } from './ErrorDialog';

/** A typical render error with its logged id (deterministic). */
export const renderErrorDetails: ErrorDialogDetails = {
  message: "TypeError: Cannot read properties of undefined (reading 'generated_html')",
  errorId: 'err-2025-09-15-0007',
};

/** A long message without an id: wraps instead of overflowing. */
export const longErrorDetails: ErrorDialogDetails = {
  message:
    'Error: Error de conexión con el servidor\n    at fetchReports (reports.ts:42:11)\n    at async loadReportList (useReports.ts:88:5)\n    at async https://alegato.example/assets/index-3f9c2a.js:1:48213',
};
