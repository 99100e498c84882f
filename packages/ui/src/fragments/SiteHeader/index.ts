export { SiteHeader } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderLabels } from './SiteHeader';
export { defaultRenderLink } from './link';
export type { RenderLink, RenderLinkProps, SiteLink } from './link';
