import type { ComponentProps, ElementType } from 'react';
import { cx } from '../../utils/cx';
import type { Space } from '../Box/Box';
import * as styles from '../Stack/Stack.css';
import type { alignments, justifications } from '../Stack/Stack';

export type InlineProps<E extends ElementType = 'div'> = {
  /** Element to render. @default 'div' */
  as?: E;
  /** Space between children. @default 'sm' */
  gap?: Space;
  /** Cross-axis alignment. @default 'center' */
  align?: (typeof alignments)[number];
  /** Main-axis distribution. @default 'start' */
  justify?: (typeof justifications)[number];
  /** Wrap onto several lines when space runs out. @default true */
  wrap?: boolean;
} & Omit<ComponentProps<E>, 'as'>;

/** Lays children out in a row with a token gap, wrapping by default. */
export function Inline<E extends ElementType = 'div'>({
  as,
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  className,
  ...rest
}: InlineProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      data-slot="inline"
      className={cx(
        styles.inline,
        wrap && styles.wrap,
        styles.gap[gap],
        styles.align[align],
        styles.justify[justify],
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
