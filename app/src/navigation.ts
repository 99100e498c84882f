import { sidebarRoutes } from './routes';

/** A sidebar entry as the ui `Sidebar` takes it. */
export type SidebarItem = { to: string; label: string; badge?: 'MCP' | 'DEV' };

/** The sidebar of spec §2 from the route table: every app route with a label; admin items for admins. */
export function sidebarItems(isAdmin: boolean): SidebarItem[] {
  return sidebarRoutes(isAdmin).map((route) => ({
    to: route.path,
    label: route.handle.navLabel ?? route.handle.title,
    ...(route.handle.badge ? { badge: route.handle.badge } : {}),
  }));
}
