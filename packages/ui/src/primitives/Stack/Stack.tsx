import type { ComponentProps, ElementType } from 'react';
import { cx } from '../../utils/cx';
import type { Space } from '../Box/Box';
import * as styles from './Stack.css';

export const alignments = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const justifications = ['start', 'center', 'end', 'between'] as const;

export type StackProps<E extends ElementType = 'div'> = {
  /** Element to render. @default 'div' */
  as?: E;
  /** Space between children. @default 'md' */
  gap?: Space;
  /** Cross-axis alignment. @default 'stretch' */
  align?: (typeof alignments)[number];
  /** Main-axis distribution. @default 'start' */
  justify?: (typeof justifications)[number];
} & Omit<ComponentProps<E>, 'as'>;

/** Lays children out vertically with a token gap. Children carry no outer margin (HOUSE-STYLE §10). */
export function Stack<E extends ElementType = 'div'>({
  as,
  gap = 'md',
  align = 'stretch',
  justify = 'start',
  className,
  ...rest
}: StackProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      data-slot="stack"
      className={cx(
        styles.stack,
        styles.gap[gap],
        styles.align[align],
        styles.justify[justify],
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
