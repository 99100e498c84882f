import type { ComponentProps } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['accent', 'neutral', 'inherit'] as const;

export type SpinnerProps = {
  /** Announced text, visually hidden. @default es.common.loading ('Cargando...') */
  label?: string;
  /** Diameter: icon sizes sm/md, a control height for lg. @default 'md' */
  size?: (typeof spinnerSizes)[number];
  /** Colour of the moving arc; `inherit` follows the text colour (inside buttons). @default 'accent' */
  tone?: (typeof spinnerTones)[number];
} & Omit<ComponentProps<'span'>, 'children'>;

/**
 * A loading indicator (role `status`) whose label is read by screen readers but not shown. Stops
 * turning when the user prefers reduced motion. Put a visible text next to it when there is room.
 */
export function Spinner({
  label = es.common.loading,
  size = 'md',
  tone = 'accent',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cx(styles.root, styles.tone[tone], className)}
      {...rest}
    >
      <span aria-hidden className={cx(styles.ring, styles.size[size])} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
