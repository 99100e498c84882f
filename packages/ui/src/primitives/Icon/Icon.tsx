import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '../../utils/cx';
import * as styles from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;

export type IconProps = {
  /** A lucide-react icon component, e.g. `Scale`. */
  icon: LucideIcon;
  /** Size token. @default 'md' */
  size?: (typeof iconSizes)[number];
  /** Accessible name. Without it the icon is decorative and hidden from assistive tech. */
  label?: string;
} & Omit<ComponentProps<'svg'>, 'ref'>;

/** Renders a lucide icon at a token size; decorative unless it has a `label`. */
export function Icon({ icon: LucideComponent, size = 'md', label, className, ...rest }: IconProps) {
  return (
    <LucideComponent
      data-slot="icon"
      className={cx(styles.root, styles.size[size], className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
      {...rest}
    />
  );
}
