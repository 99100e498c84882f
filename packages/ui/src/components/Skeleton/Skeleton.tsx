import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['block', 'text', 'circle'] as const;
export const skeletonSizes = ['sm', 'md', 'lg', 'xl'] as const;

type Size = (typeof skeletonSizes)[number];

export type SkeletonProps = {
  /** `block` for images and panels, `text` for a line of text, `circle` for avatars. @default 'block' */
  shape?: (typeof skeletonShapes)[number];
  /**
   * One scale for every shape: the font size of a `text` line, the height of a `block`
   * (controlSm, controlLg, space 3xl, space 4xl), the diameter of a `circle`. @default 'md'
   */
  size?: Size;
  /** Width of a block or text line as a CSS length or percentage, e.g. '60%'. @default '100%' */
  width?: string;
} & Omit<ComponentProps<'span'>, 'children'>;

/**
 * A placeholder shape shown while content loads. Hidden from assistive tech: announce loading with a
 * `Spinner` or a status text instead.
 */
export function Skeleton({ shape = 'block', size = 'md', width, className, style, ...rest }: SkeletonProps) {
  const sizeClass =
    shape === 'text'
      ? styles.textSize[size]
      : shape === 'circle'
        ? styles.circleSize[size]
        : styles.blockSize[size];
  return (
    <span
      aria-hidden
      data-slot="skeleton"
      data-shape={shape}
      className={cx(styles.root, styles.shape[shape], sizeClass, className)}
      style={
        width && shape !== 'circle' ? { ...assignInlineVars({ [styles.width]: width }), ...style } : style
      }
      {...rest}
    />
  );
}

/** Widths of successive lines, so a paragraph looks natural and the same on every render. */
const lineWidths = ['100%', '92%', '97%', '88%', '95%'];

export type SkeletonTextProps = {
  /** Number of lines. @default 3 */
  lines?: number;
  /** Text size the lines stand in for. @default 'md' */
  size?: Size;
  /** Width of the last line, shorter like the end of a paragraph. @default '60%' */
  lastLineWidth?: string;
} & Omit<ComponentProps<'span'>, 'children'>;

/** A paragraph placeholder: `lines` text skeletons with the text's line spacing. Hidden from assistive tech. */
export function SkeletonText({
  lines = 3,
  size = 'md',
  lastLineWidth = '60%',
  className,
  ...rest
}: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden
      data-slot="skeleton-text"
      className={cx(styles.lines, styles.linesGap[size], className)}
      {...rest}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton
          key={i}
          shape="text"
          size={size}
          width={i === count - 1 && count > 1 ? lastLineWidth : lineWidths[i % lineWidths.length]}
        />
      ))}
    </span>
  );
}
