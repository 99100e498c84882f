import { appStore } from '../state/store';
import { configAtom } from '../state/config';
import { toastError } from '../state/toasts';
import { currentAccessToken, endSessionLocally } from '../auth/session';
import { configureHttp, type Backend } from './http';

/**
 * Wires the app's HTTP client (spec §8 Transport) to the rest of the app: base URLs from the runtime
 * config, the session's bearer token, toasts, and the 401 redirect. Imported once by `main.tsx`.
 */

let navigateHome: () => void | Promise<void> = () => window.location.assign('/');

/** The app shell hands over the router's navigation once it renders. */
export function setNavigateHome(navigate: () => void | Promise<void>): void {
  navigateHome = navigate;
}

function baseUrl(backend: Backend): string {
  const config = appStore.get(configAtom);
  if (backend === 'reports') return config.reportsBaseUrl;
  if (backend === 'pdf') return config.pdfBaseUrl;
  return config.apiBaseUrl;
}

configureHttp({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl,
  getAccessToken: currentAccessToken,
  // A 401 means the token is no longer accepted: drop the session here, then go to `/` (spec §2).
  navigateHome: async () => {
    await endSessionLocally();
    await navigateHome();
  },
  notifyError: toastError,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
