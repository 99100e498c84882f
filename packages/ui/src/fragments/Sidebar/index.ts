export { Sidebar, sidebarBadges, activeSidebarItem } from './Sidebar';
export type { SidebarProps, SidebarItem, SidebarLabels } from './Sidebar';
