export { IconButton, iconButtonShapes } from './IconButton';
export type { IconButtonProps } from './IconButton';
