import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { Navigator } from './appNavigation';
import { homeHandle, notFoundHandle, routeTable, type RouteDef } from './routes';
import { RootLayout } from './components/RootLayout';
import { RouteError } from './components/RouteError';
import { LoadingScreen } from '@alegato/ui';
import { AuthGuard, RequireSignedIn } from './components/guards';
import { HomePage } from './pages/HomePage';

/**
 * Route modules, loaded on demand. This module itself is loaded on demand too: the signed-out landing
 * page on `/` renders without the router until the first navigation (ADR 0035, Initial JS); every
 * other page is a lazy route (spec: the landing page's first load stays small).
 */
const pages: Record<RouteDef['page']['kind'], NonNullable<RouteObject['lazy']>> = {
  legal: () => import('./pages/LegalPage').then((m) => ({ Component: m.LegalPage })),
  marketing: () => import('./pages/MarketingPage').then((m) => ({ Component: m.MarketingPage })),
  authConfirm: () => import('./pages/AuthConfirmPage').then((m) => ({ Component: m.AuthConfirmPage })),
  section: () => import('./pages/SectionPage').then((m) => ({ Component: m.SectionPage })),
  dashboard: () => import('./pages/Dashboard').then((m) => ({ Component: m.DashboardContent })),
  settings: () => import('./pages/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
  cases: () => import('./pages/CasesPage').then((m) => ({ Component: m.CasesPage })),
  documents: () => import('./pages/DocumentsPage').then((m) => ({ Component: m.DocumentsPage })),
  search: () => import('./pages/SearchPage').then((m) => ({ Component: m.SearchPage })),
  article: () => import('./pages/ArticlePage').then((m) => ({ Component: m.ArticlePage })),
  reports: () => import('./pages/ReportsPage').then((m) => ({ Component: m.ReportsPage })),
  report: () => import('./pages/ReportViewerPage').then((m) => ({ Component: m.ReportViewerPage })),
  history: () => import('./pages/HistoryPage').then((m) => ({ Component: m.HistoryPage })),
  subscription: () => import('./pages/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
  subscriptionSuccess: () =>
    import('./pages/SubscriptionSuccessPage').then((m) => ({ Component: m.SubscriptionSuccessPage })),
  admin: () => import('./pages/AdminPage').then((m) => ({ Component: m.AdminPage })),
  memberships: () => import('./pages/MembershipsPage').then((m) => ({ Component: m.MembershipsPage })),
  testing: () => import('./pages/TestingPage').then((m) => ({ Component: m.TestingPage })),
  iasupervisor: () => import('./pages/IaSupervisorPage').then((m) => ({ Component: m.IaSupervisorPage })),
  apiReference: () => import('./pages/ApiReferencePage').then((m) => ({ Component: m.ApiReferencePage })),
  notFound: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

/** The signed-in app's layout (SWR, HTTP client; later header and sidebar). */
const appShell: NonNullable<RouteObject['lazy']> = () =>
  import('./components/AppShell').then((m) => ({ Component: m.AppShell }));

const toRoute = (def: RouteDef): RouteObject => ({
  id: def.id,
  path: def.path,
  handle: def.handle,
  lazy: pages[def.page.kind],
});

/**
 * The react-router route objects built from `routeTable` (spec §2): public pages, the signed-in-only
 * subscription success page, and the app routes behind the auth guard (which shows the landing page
 * without a session, also for unknown paths).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      ...routeTable.filter((def) => def.access === 'public').map(toRoute),
      {
        id: 'signed-in-only',
        Component: RequireSignedIn,
        children: [
          {
            id: 'signed-in-only-shell',
            lazy: appShell,
            children: routeTable.filter((def) => def.access === 'signedInOnly').map(toRoute),
          },
        ],
      },
      {
        id: 'app',
        Component: AuthGuard,
        children: [
          // Not lazy: signed out, `/` is the landing page and must not wait for a chunk.
          { id: 'home', index: true, handle: homeHandle, Component: HomePage },
          {
            id: 'app-shell',
            lazy: appShell,
            children: [
              ...routeTable.filter((def) => def.access === 'app').map(toRoute),
              { id: 'not-found', path: '*', handle: notFoundHandle, lazy: pages.notFound },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy route modules the location matches and makes them plain routes, so the router
 * renders the page at once instead of its HydrateFallback (a prerendered page must hydrate the same
 * markup the server rendered).
 */
export async function resolveLazyMatches(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

/** Creates the browser router (called once from `main.tsx`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The router type, for code that navigates outside React (the HTTP client's 401 redirect). */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router as the app's {@link Navigator}: its location, its navigate. */
export function routerNavigator(router: AppRouter): Navigator {
  return {
    subscribe: (listener) => router.subscribe(() => listener()),
    location: () => router.state.location,
    navigate: (to, options) => void router.navigate(to, options),
  };
}

// `main.tsx` loads this module on demand (the signed-out landing page renders without it).
export { RouterProvider } from 'react-router';
export { preloadAuthScreens } from './components/AuthScreens';
