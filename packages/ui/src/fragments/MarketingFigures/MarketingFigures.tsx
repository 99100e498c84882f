import { useId, type ComponentProps } from 'react';
import { Heading } from '../../primitives/Heading';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './MarketingFigures.css';

/** One marketing figure: the value shown large and what it measures. */
export type MarketingFigure = {
  /** The figure exactly as shown, e.g. '86,81\u00a0%' (es-ES: decimal comma, space before %) or '2:14'. */
  value: string;
  /** What the figure measures, e.g. 'Precisión'. */
  label: string;
};

/** Copy of MarketingFigures; defaults come from `es.landing.figures`. */
export type MarketingFiguresLabels = {
  /** Heading above the figures; '' hides it. @default 'Alegato en cifras' */
  title: string;
};

/** The spec's figures (§1): 42 documents, 86,81 % accuracy, 2:14 processing time, 31 endpoints. */
export const defaultMarketingFigures: MarketingFigure[] = es.landing.figures.items.map((item) => ({
  ...item,
}));

export const marketingFiguresHeadingLevels = [2, 3, 4] as const;
/** `row`: two columns on phones, one row of four from tablet up. `grid`: always two columns. */
export const marketingFiguresLayouts = ['row', 'grid'] as const;

export type MarketingFiguresProps = {
  /** The figures, in reading order. @default defaultMarketingFigures (four, from es.landing.figures) */
  figures?: MarketingFigure[];
  /** Level of the heading: 2 on its own, 3 inside another section (BetaCallToAction). @default 2 */
  headingLevel?: (typeof marketingFiguresHeadingLevels)[number];
  /** Arrangement of the tiles: `row` (four across from tablet up) or `grid` (2 × 2). @default 'row' */
  layout?: (typeof marketingFiguresLayouts)[number];
  /** Copy overrides. @default es.landing.figures */
  labels?: Partial<MarketingFiguresLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The landing's marketing figures as a description list: each `dt` is the label and each `dd` the figure,
 * shown large above its label. Two columns on phones; with `layout="row"`, four from tablet up.
 */
export function MarketingFigures({
  figures = defaultMarketingFigures,
  headingLevel = 2,
  layout = 'row',
  labels: labelOverrides,
  className,
  ...rest
}: MarketingFiguresProps) {
  const titleId = useId();
  const labels: MarketingFiguresLabels = { title: es.landing.figures.title, ...labelOverrides };
  return (
    <div data-slot="marketing-figures" data-layout={layout} className={cx(styles.root, className)} {...rest}>
      {labels.title ? (
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {labels.title}
        </Heading>
      ) : null}
      <dl className={cx(styles.list, styles.layout[layout])}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.item} data-slot="marketing-figure">
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
