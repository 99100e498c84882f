import type { IconName, SidebarItem } from '@alegato/ui';
import { sidebarRoutes } from './routes';

/** The sidebar icon of each app route (by route id). */
const ICONS: Partial<Record<string, IconName>> = {
  dashboard: 'dashboard',
  search: 'search',
  cases: 'cases',
  documents: 'documents',
  reports: 'reports',
  history: 'history',
  iasupervisor: 'aiSupervisor',
  subscription: 'subscription',
  settings: 'settings',
  admin: 'admin',
  testing: 'testing',
  'admin-memberships': 'memberships',
};

/** The sidebar of spec §2 from the route table: every app route with a label; admin items for admins. */
export function sidebarItems(isAdmin: boolean): SidebarItem[] {
  return sidebarRoutes(isAdmin).map((route) => {
    const icon = ICONS[route.id];
    return {
      to: route.path,
      label: route.handle.navLabel ?? route.handle.title,
      ...(icon ? { icon } : {}),
      ...(route.handle.badge ? { badge: route.handle.badge } : {}),
    };
  });
}
