import '@alegato/ui/fonts.css';
// The library's global CSS (reset, document defaults, themes). `@alegato/ui` imports it too, but the
// bundler drops that side-effect-only import in production builds, so the app imports it itself.
import '@alegato/ui/styles.css';
import './sessionGate.css';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTree } from './App';
import { readDocumentConfig } from './config';
import { configAtom } from './state/config';
import { appStore } from './state/store';
import { installGlobalErrorListeners, reportError } from './errors/report';
import { applyInitialTheme } from './theme/colorScheme';
import { hasStoredSession } from './auth/client';
import { authAtom } from './state/auth';
import { loadConsent } from './components/CookieConsentGate';
import { pathOf, staticNavigator, type AppNavigate, type Navigator } from './appNavigation';
import { LandingRoot } from './components/LandingRoot';
import type { AppRouter } from './router';

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
// Queued consents are retried at load (spec §4), once their code has loaded.
void loadConsent().then((m) => m.startConsentRetries());

// Each page sets its own title and description (PageMeta); the static ones in index.html are for
// clients without JavaScript.
document.querySelector('head > title[data-static]')?.remove();
document.querySelector('meta[name="description"][data-static]')?.remove();

/** The router and the route table: a chunk of their own, which the signed-out landing page loads on first need. */
const loadRouter = () => import('./router');
type RouterModule = Awaited<ReturnType<typeof loadRouter>>;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const tree = (navigator: Navigator, page: ReactNode) => (
  <StrictMode>
    <AppTree navigator={navigator}>{page}</AppTree>
  </StrictMode>
);
/** The app's tree with the browser router at the current address. */
const routedTree = (module: RouterModule) => {
  const router = module.createAppRouter();
  return { router, element: tree(module.routerNavigator(router), <module.RouterProvider router={router} />) };
};

// The server prerenders the public pages (ADR 0035): signed out, the browser hydrates that markup. With
// a stored session the page is rendered afresh (loading screen, then the app); `prepaint.js` has
// kept the prerendered landing hidden meanwhile, and the attribute goes once React has replaced it.
// The server renders a path without its query string, while the app reads some of it (`?acceso=entrar`
// opens the login screen over the landing): with a query the first render would not match, so the
// page is rendered afresh over the prerendered markup (which stays painted until then).
const hydratable = container.hasAttribute('data-prerendered') && !signedIn && window.location.search === '';

if (hydratable && window.location.pathname === '/') {
  // The signed-out landing page hydrates without the router (ADR 0035, Initial JS): its first
  // navigation (an account screen, a footer link) loads the router, renders the app with it at `/`
  // (the same page), then navigates, exactly as if the router had been there from the start. If the
  // router's code cannot load, the link is followed by the browser.
  const here = { pathname: '/', search: '', hash: window.location.hash };
  let handOver: Promise<AppRouter> | undefined;
  const navigate: AppNavigate = (to, options) => {
    handOver ??= loadRouter().then((module) => {
      const { router, element } = routedTree(module);
      flushSync(() => root.render(element));
      return router;
    });
    handOver
      .then((router) => router.navigate(to, options))
      .catch(() => window.location.assign(pathOf(to, here)));
  };
  const root = hydrateRoot(container, tree(staticNavigator(here, navigate), <LandingRoot />));
  document.documentElement.removeAttribute('data-session');
  // Fetched when the browser is idle, with the account screens' code, so the first click does not wait.
  const preload = () =>
    void loadRouter()
      .then((module) => module.preloadAuthScreens())
      .catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
} else {
  loadRouter().then(
    async (module) => {
      if (hydratable) await module.resolveLazyMatches(window.location);
      const { element } = routedTree(module);
      if (hydratable) hydrateRoot(container, element);
      else {
        const root = createRoot(container);
        flushSync(() => root.render(element));
      }
      document.documentElement.removeAttribute('data-session');
    },
    (error: unknown) => {
      // The router's code could not load (offline, or a deploy replaced it). A prerendered page stays
      // as the server sent it (readable, its links plain); otherwise the app's frame alone, with the
      // 'Error Inesperado' notice and its reload (its fallback needs no other chunk).
      reportError(error, 'route', { openDialog: true });
      if (hydratable) return;
      const here = { pathname: window.location.pathname, search: window.location.search, hash: '' };
      createRoot(container).render(tree(staticNavigator(here), null));
      document.documentElement.removeAttribute('data-session');
    },
  );
}
