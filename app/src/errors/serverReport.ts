import type { LocalErrorRecord } from '@alegato/domain';
import { currentAccessToken } from '../auth/localSession';
import { configAtom } from '../state/config';
import { appStore } from '../state/store';
import { createErrorTransport, type ErrorTransport } from './transport';

/**
 * The browser's error transport (see `transport.ts`): the API base URL from the runtime config, the
 * session's token when signed in (so the server counts the users affected), `navigator.onLine`. Loaded
 * by `report.ts` after an error is stored, so it stays out of the entry bundle.
 */

let transport: ErrorTransport | undefined;

function browserTransport(): ErrorTransport {
  transport ??= createErrorTransport({
    fetch: (input, init) => window.fetch(input, init),
    baseUrl: () => appStore.get(configAtom).apiBaseUrl,
    accessToken: currentAccessToken,
    online: () => navigator.onLine !== false,
    onceOnline: (listener) => window.addEventListener('online', listener, { once: true }),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  });
  return transport;
}

/** Queues a stored record for the server; `critical` marks it and sends it at once. Never throws. */
export function reportToServer(record: LocalErrorRecord, critical: boolean): void {
  try {
    browserTransport().queue(record, { critical });
  } catch {
    // Error tracking never raises an error of its own.
  }
}
