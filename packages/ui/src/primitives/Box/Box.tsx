import type { ComponentProps, ElementType } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Box.css';

/** Spacing token names, shared by every layout primitive. */
export type Space = keyof typeof styles.padding;
export const spaces = Object.keys(styles.padding) as Space[];
export const backgrounds = Object.keys(styles.background) as (keyof typeof styles.background)[];

export type BoxProps<E extends ElementType = 'div'> = {
  /** Element to render. @default 'div' */
  as?: E;
  /** Padding on all sides, from the space scale. */
  padding?: Space;
  /** Inline padding (left and right). */
  paddingX?: Space;
  /** Block padding (top and bottom). */
  paddingY?: Space;
  /** Background from the semantic surface tokens. */
  background?: keyof typeof styles.background;
  /** Corner radius token. */
  radius?: keyof typeof styles.radius;
  /** Draws a hairline border. @default false */
  border?: boolean;
  /** Elevation token. */
  shadow?: keyof typeof styles.shadow;
} & Omit<ComponentProps<E>, 'as'>;

/** The base layout block: padding, surface, radius and border from tokens, nothing else. */
export function Box<E extends ElementType = 'div'>({
  as,
  padding,
  paddingX,
  paddingY,
  background,
  radius,
  border = false,
  shadow,
  className,
  ...rest
}: BoxProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      data-slot="box"
      className={cx(
        styles.root,
        padding && styles.padding[padding],
        paddingX && styles.paddingX[paddingX],
        paddingY && styles.paddingY[paddingY],
        background && styles.background[background],
        radius && styles.radius[radius],
        border && styles.border,
        shadow && styles.shadow[shadow],
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
