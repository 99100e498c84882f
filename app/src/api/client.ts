import { appStore } from '../state/store';
import { configAtom } from '../state/config';
import { toastError } from '../state/toasts';
import { showPlanRefusal } from '../state/planRefusal';
import { refreshPlanStatus } from '../subscription/usePlanStatus';
import { currentAccessToken, endSessionLocally } from '../auth/localSession';
import { configureHttp, type Backend } from './http';

/**
 * Wires the app's HTTP client (spec §8 Transport) to the rest of the app: base URLs from the runtime
 * config, the session's bearer token, toasts, and the 401 redirect. Imported for this side effect by
 * `auth/session.ts`, and for its exports by `AppShell` and the documents hooks.
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

let leaving: Promise<void> | null = null;

/**
 * What a 401 from the main backend leads to, for the HTTP client and for the few requests made outside
 * it (the XHR upload): the token is no longer accepted, so the session is dropped here and the user goes
 * to `/` (spec §2). Calls while it runs share the same navigation.
 */
export function leaveAfterUnauthorized(): Promise<void> {
  leaving ??= (async () => {
    await endSessionLocally();
    await navigateHome();
  })().finally(() => {
    leaving = null;
  });
  return leaving;
}

configureHttp({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl,
  getAccessToken: currentAccessToken,
  navigateHome: leaveAfterUnauthorized,
  notifyError: toastError,
  // The refusal says the plan's state changed (used up, or a plan that lacks it): read it again.
  notifyPlanRefusal: (refusal) => {
    showPlanRefusal(refusal);
    void refreshPlanStatus();
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
