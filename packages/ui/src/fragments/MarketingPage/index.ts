export { MarketingPage } from './MarketingPage';
export type { MarketingPageProps, MarketingPageLabels, MarketingSection } from './MarketingPage';
