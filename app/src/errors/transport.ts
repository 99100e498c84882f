import type { LocalErrorRecord } from '@alegato/domain';

/**
 * Sends the recorded errors to the server (`POST /api/public/client-errors`, issue 14 item 8), after the
 * local store: batched (one request for the errors of a couple of seconds, at most 20 a request), at
 * once for a critical one, queued while the browser is offline and sent when it is back. It goes around
 * the app's HTTP client on purpose: no toast, no retry, no 401 redirect — reporting an error must never
 * cause another one or bother the user. Nothing here throws; a failed send is dropped (the record stays
 * in local storage).
 */

/** Most records in one request (the server's limit). */
export const ERROR_BATCH_MAX = 20;

/** Most records waiting (older ones are dropped first): a loop of errors must not grow memory. */
export const ERROR_QUEUE_MAX = 100;

/** How long errors are gathered before a request. */
export const ERROR_BATCH_DELAY_MS = 2000;

/** What the transport touches outside itself; injected in tests. */
export type ErrorTransportDeps = {
  fetch: typeof globalThis.fetch;
  /** The API's base URL ('' = same origin). */
  baseUrl: () => string;
  /** The signed-in user's access token, or null. */
  accessToken: () => Promise<string | null>;
  /** `navigator.onLine`. */
  online: () => boolean;
  /** Calls `listener` once when the browser is back online. */
  onceOnline: (listener: () => void) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
};

/** The transport: `queue` a stored record, `flush` now. */
export type ErrorTransport = {
  /**
   * Queues a record; a critical one (spec §8 keywords) is marked `metadata.critical` and sent at once
   * with what is waiting, others within {@link ERROR_BATCH_DELAY_MS}.
   */
  queue: (record: LocalErrorRecord, options?: { critical?: boolean }) => void;
  /** Sends what is waiting now (in requests of up to 20); resolves when done, never rejects. */
  flush: () => Promise<void>;
};

/** Builds a transport. */
export function createErrorTransport(deps: ErrorTransportDeps): ErrorTransport {
  let waiting: LocalErrorRecord[] = [];
  let timer = false;
  let waitingOnline = false;
  let sending: Promise<void> | null = null;

  async function token(): Promise<string | null> {
    try {
      return await deps.accessToken();
    } catch {
      return null;
    }
  }

  async function send(batch: LocalErrorRecord[]): Promise<void> {
    try {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
      const t = await token();
      if (t) headers.Authorization = `Bearer ${t}`;
      const response = await deps.fetch(`${deps.baseUrl()}/api/public/client-errors`, {
        method: 'POST',
        headers,
        body: JSON.stringify(batch),
        keepalive: true,
      });
      // The body is not needed; reading it frees the connection.
      await response.text().catch(() => '');
    } catch {
      // Offline after all, or the server is down: the record stays in local storage.
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      if (!deps.online()) {
        if (!waitingOnline) {
          waitingOnline = true;
          deps.onceOnline(() => {
            waitingOnline = false;
            void flush();
          });
        }
        return;
      }
      const batch = waiting.slice(0, ERROR_BATCH_MAX);
      waiting = waiting.slice(batch.length);
      await send(batch);
    }
  }

  function flush(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = null;
    });
    return sending;
  }

  function schedule(ms: number): void {
    if (ms === 0) {
      // After the request in flight, if any, so nothing is sent twice.
      void (sending ?? Promise.resolve()).then(() => flush());
      return;
    }
    if (timer) return;
    timer = true;
    deps.setTimeout(() => {
      timer = false;
      void flush();
    }, ms);
  }

  return {
    queue(record, options = {}) {
      const marked: LocalErrorRecord = options.critical
        ? {
            ...record,
            context: { ...record.context, metadata: { ...record.context.metadata, critical: true } },
          }
        : record;
      waiting.push(marked);
      if (waiting.length > ERROR_QUEUE_MAX) waiting = waiting.slice(-ERROR_QUEUE_MAX);
      schedule(options.critical || waiting.length >= ERROR_BATCH_MAX ? 0 : ERROR_BATCH_DELAY_MS);
    },
    flush,
  };
}
