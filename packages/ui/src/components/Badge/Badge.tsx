import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export const badgeVariants = ['solid', 'soft', 'outline'] as const;
/**
 * `info` for neutral highlights ('IA Enhanced'); `orange` is the app header's 'Testing' badge (tokens
 * `color.highlight`/`onHighlight`). Report statuses map to tones in the fragments, not here.
 */
export const badgeTones = ['neutral', 'accent', 'critical', 'positive', 'warning', 'info', 'orange'] as const;
export const badgeSizes = ['sm', 'md'] as const;

/** Maps variant, tone and size to classes defined in Badge.css.ts. */
export const badgeClass = cva(styles.base, {
  variants: {
    size: styles.size,
    variant: { solid: '', soft: '', outline: '' },
    tone: Object.fromEntries(badgeTones.map((t) => [t, ''])) as Record<(typeof badgeTones)[number], string>,
  },
  compoundVariants: badgeVariants.flatMap((variant) =>
    badgeTones.map((tone) => ({ variant, tone, class: styles.variantTone[`${variant}-${tone}`] })),
  ),
  defaultVariants: { variant: 'soft', tone: 'neutral', size: 'md' },
});

export type BadgeProps = {
  /** Emphasis: filled, tinted or outlined. @default 'soft' */
  variant?: (typeof badgeVariants)[number];
  /** Meaning (colour). @default 'neutral' */
  tone?: (typeof badgeTones)[number];
  /** @default 'md' */
  size?: (typeof badgeSizes)[number];
  /** Optional decorative icon before the label. */
  icon?: LucideIcon;
} & Omit<VariantProps<typeof badgeClass>, 'variant' | 'tone' | 'size'> &
  ComponentProps<'span'>;

/**
 * A short status or category label ('Borrador', 'IA Enhanced', 'MCP', 'DEV', 'Testing'). Not
 * interactive; its text is its accessible content.
 */
export function Badge({
  variant = 'soft',
  tone = 'neutral',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      data-tone={tone}
      className={cx(badgeClass({ variant, tone, size }), className)}
      {...rest}
    >
      {icon ? <Icon icon={icon} size="sm" /> : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
