export { Button, buttonClass, buttonVariants, buttonTones, buttonSizes } from './Button';
export type { ButtonProps } from './Button';
