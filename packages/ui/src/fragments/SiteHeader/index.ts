export { SiteHeader } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderLabels } from './SiteHeader';
