import type { SidebarItem } from './Sidebar';

/** The sidebar of spec §2 for a regular user. */
export const userSidebarItems: SidebarItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/search', label: 'Búsqueda Legal', icon: 'search' },
  { to: '/cases', label: 'Casos', icon: 'cases' },
  { to: '/documents', label: 'Documentos', icon: 'documents' },
  { to: '/reports', label: 'Informes', icon: 'reports' },
  { to: '/history', label: 'Historial', icon: 'history' },
  { to: '/iasupervisor', label: 'IA Supervisor', icon: 'aiSupervisor', badge: 'MCP' },
  { to: '/subscription', label: 'Subscripción', icon: 'subscription' },
  { to: '/settings', label: 'Configuración', icon: 'settings' },
];

/** The admin's sidebar: the user's plus 'Administración' and 'Sistema de Testing' (DEV). */
export const adminSidebarItems: SidebarItem[] = [
  ...userSidebarItems,
  { to: '/admin', label: 'Administración', icon: 'admin' },
  { to: '/testing', label: 'Sistema de Testing', icon: 'testing', badge: 'DEV' },
];

/** Entries without icons, one with a very long label (it wraps). */
export const plainSidebarItems: SidebarItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/reports', label: 'Informes y escritos judiciales del despacho con plantillas de IA' },
  { to: '/settings', label: 'Configuración' },
];
