import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { VariantProps } from 'class-variance-authority';
import { buttonClass } from '../Button/Button';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

export const iconButtonShapes = ['square', 'round'] as const;

/** Icon size per button size, so the glyph keeps the same proportion at every control height. */
const iconSize = { sm: 'sm', md: 'md', lg: 'lg' } as const;

export type IconButtonProps = {
  /** A lucide-react icon component, e.g. `Trash2`. Rendered decoratively through the `Icon` primitive. */
  icon: LucideIcon;
  /**
   * Accessible name, rendered as `aria-label`. Required: an icon alone says nothing to a screen reader.
   * Spanish, e.g. 'Eliminar informe'.
   */
  label: string;
  /**
   * Also set the native `title` to `label`, a hover hint for places where no Tooltip wraps the button.
   * Leave it off inside a Tooltip so the hint does not show twice.
   * @default false
   */
  showTitle?: boolean;
  /** Emphasis, as in Button. @default 'ghost' */
  variant?: VariantProps<typeof buttonClass>['variant'];
  /** Meaning, as in Button. @default 'neutral' */
  tone?: VariantProps<typeof buttonClass>['tone'];
  /** Control height (the button is square). @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Corner shape. @default 'square' */
  shape?: (typeof iconButtonShapes)[number];
} & Omit<ComponentProps<'button'>, 'children' | 'aria-label'>;

/**
 * A square button that shows only an icon. It shares Button's variant, tone and size vocabulary and
 * classes; `label` gives it its accessible name.
 */
export function IconButton({
  icon,
  label,
  showTitle = false,
  variant = 'ghost',
  tone = 'neutral',
  size = 'md',
  shape = 'square',
  className,
  type,
  title,
  ...rest
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      data-tone={tone ?? 'neutral'}
      className={cx(
        buttonClass({ variant, tone, size }),
        styles.square[size],
        shape === 'round' && styles.round,
        className,
      )}
      type={type ?? 'button'}
      aria-label={label}
      title={title ?? (showTitle ? label : undefined)}
      {...rest}
    >
      <Icon icon={icon} size={iconSize[size]} />
    </button>
  );
}
