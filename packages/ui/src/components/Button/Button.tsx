import type { ComponentProps, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonTones = ['neutral', 'accent', 'critical', 'positive', 'warning'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/** Maps the shared variant vocabulary (HOUSE-STYLE §9) to classes defined in Button.css.ts. */
export const buttonClass = cva(styles.base, {
  variants: {
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
    variant: { solid: '', soft: '', outline: '', ghost: '' },
    tone: { neutral: '', accent: '', critical: '', positive: '', warning: '' },
  },
  compoundVariants: buttonVariants.flatMap((variant) =>
    buttonTones.map((tone) => ({ variant, tone, class: styles.variantTone[`${variant}-${tone}`] })),
  ),
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md', fullWidth: false },
});

export type ButtonProps = {
  /** Render the child element (e.g. a router Link) with button styles instead of a `<button>`. @default false */
  asChild?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Emphasis: solid for the one main action, soft and outline for the others, ghost in toolbars. @default 'solid' */
  variant?: (typeof buttonVariants)[number] | null;
  /** Meaning: accent (brand), neutral, critical (destructive), positive, warning. @default 'accent' */
  tone?: (typeof buttonTones)[number] | null;
  /** Height and padding. @default 'md' */
  size?: (typeof buttonSizes)[number] | null;
  /** Stretches to its container's width (stacked actions on phones). @default false */
  fullWidth?: boolean | null;
} & Omit<VariantProps<typeof buttonClass>, 'variant' | 'tone' | 'size' | 'fullWidth'> &
  ComponentProps<'button'>;

/**
 * The action button. `variant` sets the emphasis, `tone` the meaning; `asChild` lends the styles to a
 * link so navigation stays a real `<a>`.
 */
export function Button({
  asChild = false,
  variant,
  tone,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  type,
  children,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'solid'}
      data-tone={tone ?? 'accent'}
      className={cx(buttonClass({ variant, tone, size, fullWidth }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...rest}
    >
      {asChild ? (
        children
      ) : (
        <>
          {startIcon}
          {children}
          {endIcon}
        </>
      )}
    </Component>
  );
}
