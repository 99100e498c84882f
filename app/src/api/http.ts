import {
  CLIENT_VERSION,
  MESSAGES,
  TIMEOUTS,
  retryDelayMs,
  shouldRetry,
  transportErrorMessage,
} from '@alegato/domain';

/**
 * The HTTP transport of spec §8: base URL from config, bearer token, `X-Client-Version`, 5xx retried up
 * to 2 times after 1 s × attempt, a 401 sends the user to `/` once, other failures raise a toast with
 * the response `message` (unless the request is `silent`), and a 300 s timeout. Everything the client
 * touches outside itself (fetch, token, navigation, toasts, clock) is injected, so the rules are tested
 * without a browser; `api/client.ts` wires the app's instance with `configureHttp` (imported by
 * `auth/session.ts`, `AppShell` and the documents hooks).
 */

/** Which backend a request goes to; each has its own base URL in the runtime config. */
export type Backend = 'api' | 'reports' | 'pdf';

/** Query-string values; `undefined` and `null` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of one request. */
export type RequestOptions = {
  /** HTTP method. @default 'GET' */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Backend whose base URL prefixes the path. @default 'api' */
  backend?: Backend;
  /** Query string. */
  query?: QueryParams;
  /** JSON body (auth and report paths). */
  json?: unknown;
  /** Form body (the main backend's default for POST/PUT); FormData for file uploads. */
  form?: Record<string, string | number | boolean> | URLSearchParams | FormData;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Sends the bearer token when one is available. @default true */
  auth?: boolean;
  /** No toast on failure; the caller shows its own message. @default false */
  silent?: boolean;
  /** Cancels the request (no toast, no retry). */
  signal?: AbortSignal;
  /** Overrides the request timeout. @default TIMEOUTS.backendMs (300000) */
  timeoutMs?: number;
};

/** A failed request. `status` is 0 for network failures and timeouts. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    /** Machine-readable code from the `{ code, message }` error body, when present. */
    readonly code?: string,
    /** The parsed response body, when present. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Message of a request that ran past its timeout (not in the spec, which names the timeout only). */
export const TIMEOUT_MESSAGE = 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo.';

/** What the client needs from the outside world. */
export type HttpDeps = {
  /** `fetch`, injected for tests. */
  fetch: typeof globalThis.fetch;
  /** Base URL per backend: '' means the same origin. */
  baseUrl: (backend: Backend) => string;
  /** The current bearer access token, or null without a session (hook-in point for supabase-js). */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Sends the user to `/`; resolves once the navigation has happened. */
  navigateHome: () => void | Promise<void>;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /**
   * Shows the plan refusal (402 `plan_limit`, 403 `plan_forbidden`, ADR 0026) with the way to upgrade,
   * instead of the toast. @default the toast
   */
  notifyPlanRefusal?: (refusal: PlanRefusalNotice) => void;
  /** Waits between retries. */
  sleep: (ms: number) => Promise<void>;
  /** Default timeout. @default TIMEOUTS.backendMs */
  timeoutMs?: number;
};

/**
 * Builds the request URL: base + path + query. `path` starts with '/'. Pure.
 */
export function buildUrl(base: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The toast text for a failed request (spec §8): the response body's `message` (or a string `detail`),
 * else the error's message, else 'Ocurrió un error inesperado.'. Pure.
 */
export function failureMessage(body: unknown, error?: unknown): string {
  return transportErrorMessage({
    responseMessage: bodyMessage(body),
    errorMessage: error instanceof Error ? error.message : typeof error === 'string' ? error : undefined,
  });
}

/** `message`, else a string `detail`, of an error body. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, detail } = body as { message?: unknown; detail?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  return undefined;
}

/**
 * Whether a failure raises a toast: not when the request is silent, not for a 401 (the redirect
 * handles it) and not when the caller cancelled the request. Pure.
 */
export function shouldToast(
  error: HttpError | Error,
  options: { silent?: boolean; aborted?: boolean },
): boolean {
  if (options.silent || options.aborted) return false;
  return !(error instanceof HttpError && error.status === 401);
}

/** A plan refusal the user is shown with the way to upgrade. */
export type PlanRefusalNotice = {
  kind: 'limit' | 'forbidden';
  message: string;
  /** The plan that allows the action, from the body's `upgrade_plan`. */
  upgradePlan?: string;
};

/** The plan refusal in a failed request (402 `plan_limit`, 403 `plan_forbidden`), or null. Pure. */
export function planRefusalOf(error: unknown): PlanRefusalNotice | null {
  if (!(error instanceof HttpError)) return null;
  const kind =
    error.status === 402 && error.code === 'plan_limit'
      ? 'limit'
      : error.status === 403 && error.code === 'plan_forbidden'
        ? 'forbidden'
        : null;
  if (!kind) return null;
  const upgrade = (error.body as { upgrade_plan?: unknown } | undefined)?.upgrade_plan;
  return { kind, message: error.message, ...(typeof upgrade === 'string' ? { upgradePlan: upgrade } : {}) };
}

/** An HTTP client: `request` resolves with the parsed body or rejects with an `HttpError`. */
export type HttpClient = {
  request: <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;
};

/**
 * Creates a client. A 401 redirect happens at most once until the navigation completes: the guard
 * flag lives in the client (one client per app), so a burst of 401s from parallel requests navigates
 * once.
 */
export function createHttpClient(deps: HttpDeps): HttpClient {
  let redirecting = false;

  function onUnauthorized() {
    if (redirecting) return;
    redirecting = true;
    Promise.resolve()
      .then(() => deps.navigateHome())
      .then(
        () => {
          redirecting = false;
        },
        () => {
          redirecting = false;
        },
      );
  }

  async function attempt(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? deps.timeoutMs ?? TIMEOUTS.backendMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new HttpError(TIMEOUT_MESSAGE, 0, 'timeout');
      if (options.signal?.aborted) throw error;
      // fetch rejects with a TypeError ('Failed to fetch') when no response arrives.
      throw new HttpError(MESSAGES.reports.connection, 0, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(deps.baseUrl(options.backend ?? 'api'), path, options.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Version': CLIENT_VERSION,
      ...options.headers,
    };
    if (options.auth !== false) {
      const token = await deps.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form instanceof FormData || options.form instanceof URLSearchParams) {
      body = options.form;
    } else if (options.form) {
      body = new URLSearchParams(
        Object.entries(options.form).map(([key, value]) => [key, String(value)] as [string, string]),
      );
    }
    const init: RequestInit = { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' };

    try {
      for (let retry = 0; ; retry += 1) {
        const response = await attempt(url, init, options);
        const parsed = await readBody(response);
        if (response.ok) return parsed as T;
        if (shouldRetry(response.status, retry + 1)) {
          await deps.sleep(retryDelayMs(retry + 1));
          continue;
        }
        if (response.status === 401) onUnauthorized();
        const code =
          typeof parsed === 'object' &&
          parsed !== null &&
          typeof (parsed as { code?: unknown }).code === 'string'
            ? (parsed as { code: string }).code
            : undefined;
        throw new HttpError(failureMessage(parsed), response.status, code, parsed);
      }
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(failureMessage(undefined, error));
      // A plan refusal shows the way to upgrade even when the caller shows its own message (silent).
      const refusal = deps.notifyPlanRefusal && !options.signal?.aborted ? planRefusalOf(failure) : null;
      if (refusal) deps.notifyPlanRefusal?.(refusal);
      else if (shouldToast(failure, { silent: options.silent, aborted: options.signal?.aborted })) {
        deps.notifyError(failure instanceof HttpError ? failure.message : failureMessage(undefined, failure));
      }
      throw failure;
    }
  }

  return { request };
}

/**
 * Parses a body as JSON when it says so, a PDF or other binary as a Blob (the PDF service's downloads),
 * else as text; an unreadable body gives undefined.
 */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('json')) return await response.json();
    if (type.startsWith('application/pdf') || type.startsWith('application/octet-stream')) {
      return await response.blob();
    }
    const text = await response.text();
    return text === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

// The app's instance ---------------------------------------------------------------------------------

let appClient: HttpClient | null = null;

/** Wires the app's client (called once, from `api/client.ts`). */
export function configureHttp(deps: HttpDeps): void {
  appClient = createHttpClient(deps);
}

/** The app's client, for data hooks and SWR fetchers. */
export const http: HttpClient = {
  request: (path, options) => {
    if (!appClient) return Promise.reject(new Error('configureHttp() has not been called'));
    return appClient.request(path, options);
  },
};

/** SWR fetcher over the app's client: the key is the path (GET, main backend). */
export function swrFetcher<T>(path: string): Promise<T> {
  return http.request<T>(path);
}
