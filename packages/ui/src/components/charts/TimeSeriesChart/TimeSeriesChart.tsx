import { useId, type ComponentProps } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { vars } from '../../../tokens/contract.css';
import { cx } from '../../../utils/cx';
import { chartLabels, type ChartLabels } from '../labels';
import { chartToneColor, formatCount, shortDate, spanishDate, toneAt, type ChartTone } from '../tones';
import * as styles from '../charts.css';

export const timeSeriesVariants = ['area', 'bar'] as const;
export const chartHeights = ['sm', 'md', 'lg'] as const;

/** One line of a chart: the key of its values, its name and its colour. */
export type ChartSeries = {
  /** Key of the series in each datum's `values`. */
  key: string;
  /** Name shown in the legend, the tooltip and the data table's column header. */
  label: string;
  /** Colour. @default the n-th of `chartTones` */
  tone?: ChartTone;
};

/** One day of a time series: its date and a count per series (a missing series counts 0). */
export type TimeSeriesDatum = {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** Count per series key. */
  values: Readonly<Record<string, number>>;
};

export type TimeSeriesChartProps = {
  /** What the chart shows: its caption and the name of the figure and of its data table. */
  title: string;
  /** A line under the title ('Últimos 30 días'). */
  description?: string;
  /** The series, in legend order. */
  series: readonly ChartSeries[];
  /** The days, oldest first. None: the empty note. */
  data: readonly TimeSeriesDatum[];
  /** Filled areas or bars. @default 'area' */
  variant?: (typeof timeSeriesVariants)[number];
  /** Stack the series on each other instead of overlapping (areas) or side by side (bars). @default false */
  stacked?: boolean;
  /** Fixed height of the plot. @default 'md' */
  height?: (typeof chartHeights)[number];
  /** Animate the series on mount; off for stable screenshots and calm screens. @default false */
  animate?: boolean;
  /** Copy overrides. @default es.charts */
  labels?: Partial<ChartLabels>;
} & Omit<ComponentProps<'figure'>, 'children' | 'title'>;

type Row = { date: string } & Record<string, number | string>;

/**
 * Daily counts of one or more series as areas or bars (recharts), in a `<figure>` captioned by its title.
 * The drawing is hidden from assistive tech; a visually hidden table (one row per day, one column per
 * series) carries the same numbers. Colours come from the theme tokens, so both themes follow.
 */
export function TimeSeriesChart({
  title,
  description,
  series,
  data,
  variant = 'area',
  stacked = false,
  height = 'md',
  animate = false,
  labels: labelOverrides,
  className,
  ...rest
}: TimeSeriesChartProps) {
  const labels = chartLabels(labelOverrides);
  const titleId = useId();
  const gradientId = useId().replace(/:/g, '');
  const rows: Row[] = data.map((d) => ({
    date: d.date,
    ...Object.fromEntries(series.map((s) => [s.key, d.values[s.key] ?? 0])),
  }));
  const colors = series.map((s, i) => chartToneColor[s.tone ?? toneAt(i)]);
  const empty = data.length === 0;
  // The value axis is as wide as its longest label needs ('4000' ms as well as '28' runs).
  const top = Math.max(
    0,
    ...rows.map((row) =>
      stacked
        ? series.reduce((sum, s) => sum + Number(row[s.key] ?? 0), 0)
        : Math.max(0, ...series.map((s) => Number(row[s.key] ?? 0))),
    ),
  );
  const yAxisWidth = Math.max(32, 12 + 8 * String(Math.ceil(top)).length);

  const axes = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={shortDate}
        tickLine={false}
        minTickGap={16}
        interval="preserveStartEnd"
      />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={yAxisWidth} />
      <Tooltip
        isAnimationActive={false}
        cursor={
          variant === 'bar'
            ? { fill: vars.color.surfaceMuted }
            : { stroke: chartToneColor.neutral, strokeDasharray: '3 3' }
        }
        content={({ active, payload, label }) =>
          active && payload?.length ? (
            <div className={styles.tooltip} data-slot="chart-tooltip">
              <span className={styles.tooltipTitle}>{spanishDate(String(label))}</span>
              {series.map((s, i) => (
                <span key={s.key} className={styles.legendItem}>
                  <span className={styles.swatch} style={{ background: colors[i] }} />
                  {s.label}:{' '}
                  <span className={styles.value}>
                    {formatCount(Number(payload.find((p) => p.dataKey === s.key)?.value ?? 0))}
                  </span>
                </span>
              ))}
            </div>
          ) : null
        }
      />
    </>
  );

  return (
    <figure
      data-slot="time-series-chart"
      data-variant={variant}
      data-state={empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cx(styles.figure, className)}
      {...rest}
    >
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </figcaption>
      {empty ? (
        <p className={cx(styles.empty, styles.height[height])} data-slot="chart-empty">
          {labels.empty}
        </p>
      ) : (
        <>
          <div className={cx(styles.plot, styles.height[height])} aria-hidden data-slot="chart-plot">
            {variant === 'bar' ? (
              <BarChart
                data={rows}
                responsive
                accessibilityLayer={false}
                style={{ width: '100%', height: '100%' }}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                {axes}
                {series.map((s, i) => (
                  <Bar
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    fill={colors[i]}
                    stackId={stacked ? 'stack' : undefined}
                    radius={stacked ? 0 : [2, 2, 0, 0]}
                    isAnimationActive={animate}
                  />
                ))}
              </BarChart>
            ) : (
              <AreaChart
                data={rows}
                responsive
                accessibilityLayer={false}
                style={{ width: '100%', height: '100%' }}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              >
                <defs>
                  {series.map((s, i) => (
                    <linearGradient key={s.key} id={`${gradientId}-${i}`} x1="0" y1="0" x2="0" y2="1">
                      <stop offset="0%" stopColor={colors[i]} stopOpacity={0.35} />
                      <stop offset="100%" stopColor={colors[i]} stopOpacity={0.02} />
                    </linearGradient>
                  ))}
                </defs>
                {axes}
                {series.map((s, i) => (
                  <Area
                    key={s.key}
                    type="monotone"
                    dataKey={s.key}
                    name={s.label}
                    stroke={colors[i]}
                    strokeWidth={2}
                    fill={`url(#${gradientId}-${i})`}
                    stackId={stacked ? 'stack' : undefined}
                    isAnimationActive={animate}
                  />
                ))}
              </AreaChart>
            )}
          </div>
          {series.length > 1 ? (
            <ul className={styles.legend} aria-hidden data-slot="chart-legend">
              {series.map((s, i) => (
                <li key={s.key} className={styles.legendItem}>
                  <span className={styles.swatch} style={{ background: colors[i] }} />
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          <VisuallyHidden asChild>
            <table data-slot="chart-data">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.date}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.date}>
                    <th scope="row">{spanishDate(row.date)}</th>
                    {series.map((s) => (
                      <td key={s.key}>{formatCount(Number(row[s.key]))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </figure>
  );
}
