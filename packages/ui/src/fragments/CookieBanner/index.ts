export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps, CookieBannerLabels } from './CookieBanner';
