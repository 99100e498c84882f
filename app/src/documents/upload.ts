import { CLIENT_VERSION, MESSAGES, TIMEOUTS } from '@alegato/domain';
import { bodyMessage } from '../api/http';
import { dataOf, parseDocument, type BackendDocument } from './toViewModel';

/**
 * `POST /upload` over XMLHttpRequest, because fetch cannot report the request body's progress
 * (`xhr.upload.onprogress`). Same conventions as the HTTP client (spec §8): base URL from the config,
 * bearer token, `X-Client-Version`, `Accept: application/json`, and a 401 leads to the same sign-out and
 * redirect. No retries: a 5xx on a 10 MB body is reported, the user retries. Everything outside
 * (XHR, token, base URL, 401 handling) is injected, so the rules are tested without a browser.
 */

/** The part of XMLHttpRequest the upload uses (a fake implements it in tests). */
export type XhrLike = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  timeout: number;
  upload: {
    onprogress: ((event: ProgressEvent) => void) | null;
  };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
};

/** What the upload needs from the outside world. */
export type UploadDeps = {
  /** A new XMLHttpRequest. */
  createXhr: () => XhrLike;
  /** The main backend's base URL ('' = same origin). */
  baseUrl: () => string;
  /** The bearer token, or null. */
  getAccessToken: () => Promise<string | null>;
  /** Called on a 401: the app drops the session and goes to `/` (shared with the HTTP client). */
  onUnauthorized: () => void | Promise<void>;
  /** Request timeout. @default TIMEOUTS.backendMs */
  timeoutMs?: number;
};

/** What is uploaded and for whom. */
export type UploadInput = {
  file: Blob;
  /** The file's name (sent as the file part's name and as `nombre`). */
  filename: string;
  userId: string;
  email: string;
  /** The case to link the document to; none when null. */
  caseId: string | null;
};

/** A failed upload. `status` is 0 when no response arrived; `aborted` when the caller cancelled it. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly aborted = false,
  ) {
    super(message);
  }
}

/** Message of an upload that ran past its timeout. */
export const UPLOAD_TIMEOUT_MESSAGE = 'La subida ha tardado demasiado. Inténtalo de nuevo.';
/** Message of a 2xx answer without a document. */
export const UNEXPECTED_ANSWER = 'Respuesta inesperada del servidor';

/**
 * The multipart body of spec §7 `POST /upload`: file, collection 'documentos', especialidad '',
 * user_id, nombre, tipo_caso '', hechos '', email, keep_files 'true', and case_id when chosen (ADR 0010).
 */
export function buildUploadForm(input: UploadInput): FormData {
  const form = new FormData();
  form.append('file', input.file, input.filename);
  form.append('collection', 'documentos');
  form.append('especialidad', '');
  form.append('user_id', input.userId);
  form.append('nombre', input.filename);
  form.append('tipo_caso', '');
  form.append('hechos', '');
  form.append('email', input.email);
  form.append('keep_files', 'true');
  if (input.caseId) form.append('case_id', input.caseId);
  return form;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Uploads one file. `onProgress` gets the transfer percent (0–100). Resolves with the document the
 * server created (202, `processing`); rejects with an `UploadError` whose message is the server's
 * Spanish message (413 too large, 415 wrong content…), 'Error de conexión con el servidor' without a
 * response, or `fallback`.
 */
export async function uploadDocument(
  deps: UploadDeps,
  input: UploadInput,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; fallback: string },
): Promise<BackendDocument> {
  if (options.signal?.aborted) throw new UploadError('', 0, 'aborted', true);
  const token = await deps.getAccessToken();
  const xhr = deps.createXhr();
  return new Promise<BackendDocument>((resolve, reject) => {
    const onAbortSignal = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', `${deps.baseUrl()}/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Client-Version', CLIENT_VERSION);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = deps.timeoutMs ?? TIMEOUTS.backendMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const document = parseDocument(dataOf(body)?.document);
        if (document) resolve(document);
        else reject(new UploadError(UNEXPECTED_ANSWER, xhr.status));
        return;
      }
      if (xhr.status === 401) void deps.onUnauthorized();
      const code =
        typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
          ? (body as { code: string }).code
          : undefined;
      reject(new UploadError(bodyMessage(body) ?? options.fallback, xhr.status, code));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError(MESSAGES.reports.connection, 0, 'network'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new UploadError(UPLOAD_TIMEOUT_MESSAGE, 0, 'timeout'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadError('', 0, 'aborted', true));
    };
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(buildUploadForm(input));
  });
}
