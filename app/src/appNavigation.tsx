import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Where the app is and how it moves, without react-router: the signed-out landing page is hydrated
 * without the router (its ~30 KB gzip stay out of the first load, ADR 0035 "Initial JS"), and the
 * router is created on the first navigation. The account screens (`useAuthScreens`), the fragments'
 * links (`RouterLink`) and the cookie consent read and move the address through this, whichever
 * {@link Navigator} is behind it: the router's, the landing page's or the prerender's.
 */

/** The parts of the address the app reads. */
export type AppLocation = { pathname: string; search: string; hash: string };

/** How a navigation changes the history. */
export type AppNavigateOptions = {
  /** Replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** Keeps the scroll position (the account screens scroll by themselves). @default false */
  preventScrollReset?: boolean;
};

/** Moves to an in-app address (`/legal/privacy-policy`, or the parts of one). */
export type AppNavigate = (to: string | Partial<AppLocation>, options?: AppNavigateOptions) => void;

/** A source of the current location that can navigate; `location()` returns the same object until it changes. */
export type Navigator = {
  subscribe: (listener: () => void) => () => void;
  location: () => AppLocation;
  navigate: AppNavigate;
};

/** A navigator that never moves: the prerender's (ADR 0035), and tests'. */
export function staticNavigator(location: AppLocation, navigate: AppNavigate = () => {}): Navigator {
  return { subscribe: () => () => {}, location: () => location, navigate };
}

/** The address as a path string (`/x?y#z`) from its parts. */
export function pathOf(to: string | Partial<AppLocation>, from: AppLocation): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

const NavigatorContext = createContext<Navigator | null>(null);

/** Gives the app its {@link Navigator}; `main.tsx` swaps the landing page's for the router's. */
export function NavigatorProvider({ navigator, children }: { navigator: Navigator; children: ReactNode }) {
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useAppLocation and useAppNavigate need a NavigatorProvider');
  return navigator;
}

/** The current location; re-renders when it changes. */
export function useAppLocation(): AppLocation {
  const navigator = useNavigator();
  return useSyncExternalStore(navigator.subscribe, navigator.location, navigator.location);
}

/** The navigate function of the current {@link Navigator}. */
export function useAppNavigate(): AppNavigate {
  return useNavigator().navigate;
}

/** Like {@link useAppNavigate}, or null outside a {@link NavigatorProvider} (links then reload the page). */
export function useOptionalAppNavigate(): AppNavigate | null {
  return useContext(NavigatorContext)?.navigate ?? null;
}
