import { useId, type ComponentProps } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../../utils/cx';
import { chartLabels, type ChartLabels } from '../labels';
import { chartToneColor, formatCount, type ChartTone } from '../tones';
import * as chart from '../charts.css';
import * as styles from './BarList.css';

/** One category of a BarList. */
export type BarListItem = {
  /** Stable key. */
  key: string;
  /** The category's name. */
  label: string;
  /** Its value (negative counts as 0). */
  value: number;
  /** Colour of its bar. @default the list's `tone` */
  tone?: ChartTone;
};

export type BarListProps = {
  /** What the list shows: its caption and the name of the figure. */
  title: string;
  /** A line under the title. */
  description?: string;
  /** The categories, in the order shown (sort them before, largest first, as a rule). None: the empty note. */
  items: readonly BarListItem[];
  /** The value of a full bar. @default the largest value */
  max?: number;
  /** How a value is written ('1.234', '12 %', '3,5 s'). @default Spanish digit grouping */
  formatValue?: (value: number) => string;
  /** Colour of the bars. @default 'accent' */
  tone?: ChartTone;
  /** Copy overrides. @default es.charts */
  labels?: Partial<ChartLabels>;
} & Omit<ComponentProps<'figure'>, 'children' | 'title'>;

/**
 * Categories → values as horizontal bars in plain HTML (no chart library): each row names the category,
 * writes its value and draws a bar proportional to `max`. The bars are decoration; the list's text is what
 * assistive tech reads, so no extra table is needed.
 */
export function BarList({
  title,
  description,
  items,
  max,
  formatValue = formatCount,
  tone = 'accent',
  labels: labelOverrides,
  className,
  ...rest
}: BarListProps) {
  const labels = chartLabels(labelOverrides);
  const titleId = useId();
  const top = Math.max(max ?? 0, ...items.map((i) => i.value), 0);
  return (
    <figure
      data-slot="bar-list"
      data-state={items.length === 0 ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cx(chart.figure, className)}
      {...rest}
    >
      <figcaption className={chart.caption}>
        <span id={titleId} className={chart.title}>
          {title}
        </span>
        {description ? <span className={chart.description}>{description}</span> : null}
      </figcaption>
      {items.length === 0 ? (
        <p className={cx(chart.empty, styles.empty)} data-slot="chart-empty">
          {labels.empty}
        </p>
      ) : (
        <ul role="list" aria-label={title} className={styles.list}>
          {items.map((item) => {
            const share = top > 0 ? Math.max(0, item.value) / top : 0;
            return (
              <li key={item.key} className={styles.item} data-slot="bar-list-item">
                <span
                  aria-hidden
                  className={styles.bar}
                  style={assignInlineVars({
                    [styles.share]: String(share),
                    [styles.barColor]: chartToneColor[item.tone ?? tone],
                  })}
                />
                <span className={styles.label}>{item.label}</span>
                <span className={cx(styles.value, chart.value)}>{formatValue(item.value)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
