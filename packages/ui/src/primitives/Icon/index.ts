export { Icon, iconSizes } from './Icon';
export type { IconProps } from './Icon';
