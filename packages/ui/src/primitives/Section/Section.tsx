import type { ComponentProps, ElementType } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Section.css';

export type SectionProps<E extends ElementType = 'div'> = {
  /** Element to render. @default 'div' */
  as?: E;
  /** `band`: the vertical rhythm of a page band; `none`: the column only. @default 'none' */
  spacing?: 'none' | 'band';
} & Omit<ComponentProps<E>, 'as'>;

/**
 * The page block of the public site: the content column (width token, centred, page gutters per
 * breakpoint) and, as a band, the vertical rhythm between bands. Hero, FeatureGrid, BenefitList,
 * BetaCallToAction, MarketingPage and SiteFooter lay out their content inside one, so the gutters are
 * written once.
 */
export function Section<E extends ElementType = 'div'>({
  as,
  spacing = 'none',
  className,
  ...rest
}: SectionProps<E>) {
  const Component: ElementType = as ?? 'div';
  return <Component className={cx(styles.column, spacing === 'band' && styles.band, className)} {...rest} />;
}
