export { Hero } from './Hero';
export type { HeroProps, HeroLabels } from './Hero';
