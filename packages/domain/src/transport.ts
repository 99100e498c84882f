import { CACHE_TIMES, RETRIES } from './constants.js';
import { MESSAGES } from './messages.js';

/** True for a 5xx status. */
export function isServerError(status: number): boolean {
  return status >= 500 && status <= 599;
}

/** True for a 4xx status. */
export function isClientError(status: number): boolean {
  return status >= 400 && status <= 499;
}

/** Whether backend retry `retry` (1-based) is made: only for 5xx, at most 2 retries. */
export function shouldRetry(status: number, retry: number): boolean {
  return isServerError(status) && retry >= 1 && retry <= RETRIES.backendMaxRetries;
}

/** Wait before backend retry `retry` (1-based): 1000 ms × retry. */
export function retryDelayMs(retry: number): number {
  return RETRIES.backendBaseDelayMs * retry;
}

/**
 * Whether a failed query (not a mutation) is retried: up to 3 retries, never for a 4xx. `status` is
 * undefined for network errors, which are retried.
 */
export function shouldRetryQuery(status: number | undefined, retry: number): boolean {
  return !(status !== undefined && isClientError(status)) && retry >= 1 && retry <= CACHE_TIMES.queryRetries;
}

/** The toast text of a failed request: the response message, else the error message, else the fallback. */
export function transportErrorMessage(parts: {
  responseMessage?: string | null;
  errorMessage?: string | null;
}): string {
  return nonBlank(parts.responseMessage) ?? nonBlank(parts.errorMessage) ?? MESSAGES.transport.unexpected;
}

/** The message of a non-OK reports-backend answer: the error detail, else 'Error {status}'. */
export function reportsHttpErrorMessage(status: number, detail?: string | null): string {
  return nonBlank(detail) ?? MESSAGES.reports.httpStatus(status);
}

/** Kind of failure when creating a report (spec §8 Reports backend). */
export type ReportCreateFailure =
  { kind: 'network' } | { kind: 'json' } | { kind: 'auth' } | { kind: 'other'; message: string };

/** The message of a failed report creation by kind. */
export function reportCreateErrorMessage(failure: ReportCreateFailure): string {
  switch (failure.kind) {
    case 'network':
      return MESSAGES.reports.connection;
    case 'json':
      return MESSAGES.reports.invalidJson;
    case 'auth':
      return MESSAGES.reports.authentication;
    case 'other':
      return MESSAGES.reports.generic(failure.message);
  }
}

/**
 * The message of a failed PDF generation (spec §8 PDF): 400 'Datos inválidos: {detail or message}', 500
 * the server-error text, other 'Error al generar PDF: {message}'.
 */
export function pdfHttpErrorMessage(status: number, detail?: string | null, message?: string | null): string {
  if (status === 400) return MESSAGES.pdf.invalidData(nonBlank(detail) ?? nonBlank(message) ?? '');
  if (status === 500) return MESSAGES.pdf.serverError;
  return MESSAGES.pdf.generateFailedWith(
    nonBlank(message) ?? nonBlank(detail) ?? MESSAGES.reports.httpStatus(status),
  );
}

/** The message of a PDF answer with `success: false`: the server's, else 'Error al generar PDF'. */
export function pdfFailureMessage(mensaje?: string | null): string {
  return nonBlank(mensaje) ?? MESSAGES.pdf.generateFailed;
}

/** Unwraps a body that may come as `{ success, data }`; anything else is returned as is. */
export function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

function nonBlank(s: string | null | undefined): string | undefined {
  return s != null && s.trim() !== '' ? s : undefined;
}
