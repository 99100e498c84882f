import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
const defaultSize = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'xs', 6: 'xs' } as const;

export type HeadingProps = {
  /** Document outline level: renders h1…h6. @default 2 */
  level?: (typeof headingLevels)[number];
  /** Visual size, independent of the level. Defaults to the level's size. */
  size?: (typeof headingSizes)[number];
  /** Face: serif for the public site and legal documents, sans for app chrome. @default 'sans' */
  font?: 'sans' | 'serif';
  /** Alignment. @default 'start' */
  align?: 'start' | 'center';
} & ComponentProps<'h2'>;

/** A section heading whose level (semantics) and size (looks) are chosen separately. */
export function Heading({
  level = 2,
  size,
  font = 'sans',
  align = 'start',
  className,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      data-slot="heading"
      className={cx(
        styles.root,
        styles.size[size ?? defaultSize[level]],
        styles.font[font],
        styles.align[align],
        className,
      )}
      {...rest}
    />
  );
}
