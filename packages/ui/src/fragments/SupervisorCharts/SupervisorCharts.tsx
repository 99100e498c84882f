import { useId, type ComponentProps } from 'react';
import { BarChart3 } from 'lucide-react';
import { Button } from '../../components/Button';
import { BarList } from '../../components/charts/BarList';
import { TimeSeriesChart } from '../../components/charts/TimeSeriesChart';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import type { WidenCopy } from '../AiRunsTable';
import * as styles from './SupervisorCharts.css';

/** The states of the charts: loading, the figures (or the empty note), or an error. */
export const supervisorChartsStates = ['loading', 'ready', 'error'] as const;

/** A state of SupervisorCharts. */
export type SupervisorChartsState = (typeof supervisorChartsStates)[number];

/** One day of AI runs; the app maps `GET /api/supervisor/stats` days. */
export type SupervisorDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  runs: number;
  errors: number;
  /** The day's 95th percentile duration in ms, null without runs. */
  p95Ms: number | null;
  cacheHits: number;
  cacheLookups: number;
};

/** The period's totals. */
export type SupervisorTotals = {
  runs: number;
  errors: number;
  citations: number;
  citationsFailed: number;
  /** 0–1, null without cache lookups. */
  cacheHitRate: number | null;
  /** The period's p95 in ms, null without runs. */
  p95Ms: number | null;
};

/** Copy of SupervisorCharts; defaults from `es.supervisor.charts` and `es.supervisor.duration`. */
export type SupervisorChartsLabels = WidenCopy<
  (typeof es)['supervisor']['charts'] & Pick<(typeof es)['supervisor'], 'formatDuration'>
>;

export type SupervisorChartsProps = {
  /** Which state to show. */
  state: SupervisorChartsState;
  /** The days, oldest first. @default [] */
  days?: readonly SupervisorDay[];
  /** The period's totals; without them (or without runs) the empty note. @default null */
  totals?: SupervisorTotals | null;
  /** Animate the charts on mount. @default false */
  animate?: boolean;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the 'Actividad de la IA' heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<SupervisorChartsLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The IA Supervisor's figures (issue 15 item 2): the period's totals (runs, errors, failed citations,
 * cache hit rate, p95 latency), runs and errors per day, p95 latency per day, the cache's hit rate per
 * day, and the citations verified against failed. Each chart keeps its data table for screen readers.
 */
export function SupervisorCharts({
  state,
  days = [],
  totals = null,
  animate = false,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SupervisorChartsProps) {
  const labels = {
    ...es.supervisor.charts,
    formatDuration: es.supervisor.formatDuration,
    ...labelOverrides,
  } as SupervisorChartsLabels;
  const headingId = useId();
  const shown = state === 'ready' && (!totals || totals.runs === 0) ? 'empty' : state;
  const period = days.length > 0 ? labels.period(days.length) : undefined;

  const figures = totals
    ? [
        { key: 'runs', label: labels.totalRuns, value: String(totals.runs) },
        { key: 'errors', label: labels.totalErrors, value: String(totals.errors) },
        {
          key: 'citations-failed',
          label: labels.totalCitationsFailed,
          value: String(totals.citationsFailed),
        },
        {
          key: 'hit-rate',
          label: labels.totalHitRate,
          value: totals.cacheHitRate === null ? labels.none : labels.percent(totals.cacheHitRate),
        },
        {
          key: 'p95',
          label: labels.totalP95,
          value: totals.p95Ms === null ? labels.none : labels.formatDuration(totals.p95Ms),
        },
      ]
    : [];

  return (
    <section
      data-slot="supervisor-charts"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={BarChart3} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
        {period && shown !== 'loading' ? <span className={styles.period}>{period}</span> : null}
      </div>
      {shown === 'loading' ? (
        <div className={styles.loading} data-slot="supervisor-charts-loading">
          <p className={styles.muted}>
            <Spinner size="sm" label={labels.loading} />
            <span aria-hidden>{labels.loading}</span>
          </p>
          <Skeleton className={styles.skeleton} />
        </div>
      ) : shown === 'error' ? (
        <div className={styles.error} role="alert" data-slot="supervisor-charts-error">
          <p className={styles.errorText}>{labels.failed}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : shown === 'empty' ? (
        <p className={styles.empty} data-slot="supervisor-charts-empty">
          {labels.empty}
        </p>
      ) : (
        <>
          <div role="group" aria-label={labels.totals}>
            <dl className={styles.totals} data-slot="supervisor-charts-totals">
              {figures.map((f) => (
                <div key={f.key} className={styles.total} data-figure={f.key}>
                  <dt className={styles.totalLabel}>{f.label}</dt>
                  <dd className={styles.totalValue}>{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.grid}>
            <TimeSeriesChart
              title={labels.volume}
              description={period}
              variant="bar"
              stacked={false}
              series={[
                { key: 'runs', label: labels.runs, tone: 'accent' },
                { key: 'errors', label: labels.errors, tone: 'critical' },
              ]}
              data={days.map((d) => ({ date: d.date, values: { runs: d.runs, errors: d.errors } }))}
              animate={animate}
              height="sm"
            />
            <TimeSeriesChart
              title={labels.latency}
              description={labels.latencyUnit}
              series={[{ key: 'p95', label: labels.p95, tone: 'warning' }]}
              data={days
                .filter((d) => d.p95Ms !== null)
                .map((d) => ({ date: d.date, values: { p95: Math.round(d.p95Ms!) } }))}
              animate={animate}
              height="sm"
            />
            <TimeSeriesChart
              title={labels.cacheRate}
              description={labels.cacheRateUnit}
              series={[{ key: 'rate', label: labels.hitRate, tone: 'positive' }]}
              data={days
                .filter((d) => d.cacheLookups > 0)
                .map((d) => ({
                  date: d.date,
                  values: { rate: Math.round((d.cacheHits / d.cacheLookups) * 100) },
                }))}
              animate={animate}
              height="sm"
            />
            {totals ? (
              <BarList
                title={labels.citationsTitle}
                description={period}
                items={[
                  {
                    key: 'verified',
                    label: labels.citationsVerified,
                    value: Math.max(0, totals.citations - totals.citationsFailed),
                    tone: 'positive',
                  },
                  {
                    key: 'failed',
                    label: labels.citationsFailed,
                    value: totals.citationsFailed,
                    tone: 'critical',
                  },
                ]}
                max={totals.citations}
              />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
