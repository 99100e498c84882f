export { Badge, badgeClass, badgeVariants, badgeTones, badgeSizes } from './Badge';
export type { BadgeProps } from './Badge';
