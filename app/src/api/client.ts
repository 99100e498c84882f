import { appStore } from '../state/store';
import { configAtom } from '../state/config';
import { toastError } from '../state/toasts';
import { configureHttp, type Backend } from './http';

/**
 * Wires the app's HTTP client (spec §8 Transport) to the rest of the app: base URLs from the runtime
 * config, toasts, and navigation for the 401 redirect. Imported by the signed-in app shell.
 */

let navigateHome: () => void | Promise<void> = () => window.location.assign('/');

/** The app shell hands over the router's navigation once it renders. */
export function setNavigateHome(navigate: () => void | Promise<void>): void {
  navigateHome = navigate;
}

/** Hook-in point of the accounts issue: returns the supabase-js session's access token. */
let accessToken: () => string | null | Promise<string | null> = () => null;

/** Sets where the bearer token comes from (the accounts issue passes the auth session). */
export function setAccessTokenProvider(provider: () => string | null | Promise<string | null>): void {
  accessToken = provider;
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
  getAccessToken: () => accessToken(),
  navigateHome: () => navigateHome(),
  notifyError: toastError,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
