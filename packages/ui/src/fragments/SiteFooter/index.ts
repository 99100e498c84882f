export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps, SiteFooterLabels, SiteFooterMailbox, SiteFooterOwner } from './SiteFooter';
