export { Icon, iconSizes } from './Icon';
export type { IconProps } from './Icon';
export { iconsByName, iconNames } from './iconNames';
export type { IconName } from './iconNames';
