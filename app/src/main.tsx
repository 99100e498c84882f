import '@alegato/ui/fonts.css';
// The library's global CSS (reset, document defaults, themes). `@alegato/ui` imports it too, but the
// bundler drops that side-effect-only import in production builds, so the app imports it itself.
import '@alegato/ui/styles.css';
import './sessionGate.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './App';
import { readDocumentConfig } from './config';
import { configAtom } from './state/config';
import { appStore } from './state/store';
import { installGlobalErrorListeners } from './errors/report';
import { applyInitialTheme } from './theme/colorScheme';
import { createAppRouter, routes } from './router';
import { hasStoredSession } from './auth/client';
import { authAtom } from './state/auth';
import { startConsentRetries } from './consent/consent';

installGlobalErrorListeners();
applyInitialTheme();

const config = readDocumentConfig();
appStore.set(configAtom, config);

// Signed out without a stored session: the landing page renders at once, supabase-js stays unloaded.
// With one, a loading screen shows until the session and the profile are checked (spec §2, §4).
// The auth flows (and the API client they use) load only then, keeping them out of the entry chunk.
const signedIn = hasStoredSession();
if (signedIn) {
  appStore.set(authAtom, { status: 'loading', user: null });
  void import('./auth/session').then((m) => m.initAuth());
} else {
  appStore.set(authAtom, { status: 'signedOut', user: null });
}
startConsentRetries();

// Each page sets its own title and description (PageMeta); the static ones in index.html are for
// clients without JavaScript.
document.querySelector('head > title[data-static]')?.remove();
document.querySelector('meta[name="description"][data-static]')?.remove();

/**
 * Loads the lazy route modules the current URL matches and makes them plain routes, so the router
 * renders the page at once instead of its HydrateFallback (a prerendered page must hydrate the same
 * markup the server rendered).
 */
async function resolveLazyMatches(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// The server prerenders the public pages (ADR 0035): signed out, the browser hydrates that markup. With
// a stored session the page is rendered afresh (loading screen, then the app); `prepaint.js` has
// kept the prerendered landing hidden meanwhile, and the attribute goes once React has replaced it.
// The server renders a path without its query string, while the app reads some of it (`?acceso=entrar`
// opens the login screen over the landing): with a query the first render would not match, so the
// page is rendered afresh over the prerendered markup (which stays painted until then).
const hydratable = container.hasAttribute('data-prerendered') && !signedIn && window.location.search === '';
if (hydratable) {
  void resolveLazyMatches(window.location).then(() => {
    hydrateRoot(container, app(createAppRouter()));
    document.documentElement.removeAttribute('data-session');
  });
} else {
  const root = createRoot(container);
  flushSync(() => root.render(app(createAppRouter())));
  document.documentElement.removeAttribute('data-session');
}
