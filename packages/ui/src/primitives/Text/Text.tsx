import type { ComponentProps, ElementType } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = [
  'neutral',
  'muted',
  'accent',
  'critical',
  'positive',
  'warning',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textFonts = ['sans', 'serif', 'mono'] as const;

export type TextProps<E extends ElementType = 'p'> = {
  /** Element to render. @default 'p' */
  as?: E;
  /** Font size token. @default 'md' */
  size?: (typeof textSizes)[number];
  /** Colour role. @default 'neutral' */
  tone?: (typeof textTones)[number];
  /** Font weight. @default 'regular' */
  weight?: (typeof textWeights)[number];
  /** Face: sans for chrome, serif for legal text. @default 'sans' */
  font?: (typeof textFonts)[number];
  /** Alignment. @default 'start' */
  align?: keyof typeof styles.align;
  /** Cut to one line with an ellipsis. @default false */
  truncate?: boolean;
} & Omit<ComponentProps<E>, 'as'>;

/** Body text in the type scale. */
export function Text<E extends ElementType = 'p'>({
  as,
  size = 'md',
  tone = 'neutral',
  weight = 'regular',
  font = 'sans',
  align = 'start',
  truncate = false,
  className,
  ...rest
}: TextProps<E>) {
  const Component: ElementType = as ?? 'p';
  return (
    <Component
      data-slot="text"
      className={cx(
        styles.root,
        styles.size[size],
        styles.tone[tone],
        styles.weight[weight],
        styles.font[font],
        styles.align[align],
        truncate && styles.truncate,
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
