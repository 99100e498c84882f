import { useMatches } from 'react-router';
import { routeTable, type RouteDef, type RouteHandle } from './routes';

/** The deepest matched route's row of the route table (undefined for `/` and the catch-all). */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  const id = matches.at(-1)?.id;
  return routeTable.find((route) => route.id === id);
}

/** The deepest matched route's handle (title, description, nav label…). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
