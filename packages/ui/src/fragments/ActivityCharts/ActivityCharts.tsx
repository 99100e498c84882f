import { useId, type ComponentProps } from 'react';
import { Activity, FileText, ScrollText, Sparkles, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { TimeSeriesChart, type ChartSeries } from '../../components/charts/TimeSeriesChart';
import { UsageGauge } from '../../components/charts/UsageGauge';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './ActivityCharts.css';

/** The states of the panel: loading, the charts (or the empty note), or an error. */
export const activityChartsStates = ['loading', 'ready', 'error'] as const;

/** A state of ActivityCharts. */
export type ActivityChartsState = (typeof activityChartsStates)[number];

/** One day of the user's activity. */
export type ActivityDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Documents uploaded. */
  documents: number;
  /** Analyses run (each counts against the plan). */
  analyses: number;
  /** Reports created. */
  reports: number;
};

/** What a recent item is. */
export type RecentActivityType = 'document' | 'report' | 'analysis';

/** One of the latest things the user did, as the app maps it. */
export type RecentActivityItem = {
  /** Stable key. */
  id: string;
  /** Document, report or analysis. */
  type: RecentActivityType;
  /** Its name: the file, the report's title, the analysed document or case; '' for none. */
  title: string;
  /**
   * An analysis's kind (the server's: `comprehensive_analysis`, `draft`…), shown under the title from
   * `labels.kinds`, or as the title when there is none. Unknown kinds are not shown.
   */
  kind?: string | null;
  /** Where it opens; plain text without it. */
  href?: string;
  /** The day, `YYYY-MM-DD` (shown dd/mm/aaaa). */
  date: string;
  /** The time, `HH:MM`, when known. */
  time?: string;
};

/** This month's analyses against the plan. */
export type ActivityUsage = {
  /** Analyses used. */
  used: number;
  /** The plan's monthly analyses; `null` when unlimited. */
  limit: number | null;
  /** The plan's name ('Estudiante'). */
  planLabel?: string;
  /** When the counter starts again, `YYYY-MM-DD`. */
  resetsOn?: string;
};

/** Copy of ActivityCharts; defaults from `es.dashboard.activity`. */
export type ActivityChartsLabels = {
  [K in keyof (typeof es.dashboard)['activity']]: (typeof es.dashboard)['activity'][K];
};

export type ActivityChartsProps = {
  /** Which state to show. */
  state: ActivityChartsState;
  /** The days, oldest first; with nothing in any of them, the empty note. @default [] */
  days?: readonly ActivityDay[];
  /** The latest items, newest first. @default [] */
  recent?: readonly RecentActivityItem[];
  /** This month's analyses against the plan; no meter without it. @default null */
  usage?: ActivityUsage | null;
  /** Stacked bars (a day's total at a glance) or overlapping areas. @default 'bar' */
  variant?: 'area' | 'bar';
  /** Animate the chart on mount. @default false */
  animate?: boolean;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the 'Tu actividad' heading (the parts' headings are one below). @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ActivityChartsLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const typeIcons: Record<RecentActivityType, LucideIcon> = {
  document: FileText,
  report: ScrollText,
  analysis: Sparkles,
};

/** '2026-03-12' → '12/03/2026'. */
const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The dashboard's activity (issue 14 item 9): documents, analyses and reports per day over the period
 * (a chart with its data table for screen readers, and the period's totals), this month's analyses
 * against the plan's limit, and the latest items with links. Loading, empty and error states.
 */
export function ActivityCharts({
  state,
  days = [],
  recent = [],
  usage = null,
  variant = 'bar',
  animate = false,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: ActivityChartsProps) {
  const labels: ActivityChartsLabels = { ...es.dashboard.activity, ...labelOverrides };
  const headingId = useId();
  const renderLink = useRenderLink();
  const totals = {
    documents: days.reduce((n, d) => n + d.documents, 0),
    analyses: days.reduce((n, d) => n + d.analyses, 0),
    reports: days.reduce((n, d) => n + d.reports, 0),
  };
  const nothing = totals.documents + totals.analyses + totals.reports === 0 && recent.length === 0;
  const shown = state === 'ready' && nothing ? 'empty' : state;
  const sub = (headingLevel + 1) as 3 | 4;
  const series: ChartSeries[] = [
    { key: 'documents', label: labels.documents, tone: 'accent' },
    { key: 'analyses', label: labels.analyses, tone: 'positive' },
    { key: 'reports', label: labels.reports, tone: 'highlight' },
  ];
  const usageHint =
    usage?.planLabel && usage.resetsOn
      ? labels.usageHint(usage.planLabel, spanishDate(usage.resetsOn))
      : undefined;

  const gauge = usage ? (
    <div className={styles.card} data-slot="activity-charts-usage">
      <UsageGauge label={labels.usage} used={usage.used} limit={usage.limit} hint={usageHint} />
    </div>
  ) : null;

  return (
    <section
      data-slot="activity-charts"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={Activity} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
        {days.length > 0 && shown !== 'loading' ? (
          <span className={styles.period}>{labels.period(days.length)}</span>
        ) : null}
      </div>
      {shown === 'loading' ? (
        <div className={styles.loading} data-slot="activity-charts-loading">
          <p className={styles.muted}>
            <Spinner size="sm" label={labels.loading} />
            <span aria-hidden>{labels.loading}</span>
          </p>
          <Skeleton className={styles.skeleton} />
        </div>
      ) : shown === 'error' ? (
        <div className={styles.error} role="alert" data-slot="activity-charts-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className={styles.grid}>
          <div className={styles.main}>
            {shown === 'empty' ? (
              <p className={styles.empty} data-slot="activity-charts-empty">
                {labels.empty}
              </p>
            ) : (
              <>
                <dl className={styles.totals} data-slot="activity-charts-totals">
                  {series.map((s) => (
                    <div key={s.key} className={styles.total} data-series={s.key}>
                      <dt className={styles.totalLabel}>{s.label}</dt>
                      <dd className={styles.totalValue}>{totals[s.key as keyof typeof totals]}</dd>
                    </div>
                  ))}
                </dl>
                <TimeSeriesChart
                  title={labels.chart}
                  description={labels.period(days.length)}
                  series={series}
                  data={days.map((d) => ({
                    date: d.date,
                    values: { documents: d.documents, analyses: d.analyses, reports: d.reports },
                  }))}
                  variant={variant}
                  stacked={variant === 'bar'}
                  animate={animate}
                  height="md"
                />
              </>
            )}
          </div>
          <div className={styles.side}>
            {gauge}
            <div className={styles.card} data-slot="activity-charts-recent">
              <Heading level={sub} size="xs">
                {labels.recent}
              </Heading>
              {recent.length === 0 ? (
                <p className={styles.muted}>{labels.recentEmpty}</p>
              ) : (
                <ul role="list" aria-label={labels.recent} className={styles.recentList}>
                  {recent.map((item) => {
                    const kind = item.kind ? (labels.kinds as Record<string, string>)[item.kind] : undefined;
                    const title = item.title || kind || labels.types[item.type];
                    const detail = item.title ? kind : undefined;
                    return (
                      <li key={item.id} className={styles.recentItem} data-type={item.type}>
                        <Icon icon={typeIcons[item.type]} size="sm" className={styles.recentIcon} />
                        <div className={styles.recentBody}>
                          <span className={styles.recentTitle}>
                            <VisuallyHidden>{`${labels.types[item.type]}: `}</VisuallyHidden>
                            {item.href
                              ? renderLink({
                                  href: item.href,
                                  className: styles.link,
                                  'data-slot': 'activity-charts-link',
                                  children: title,
                                })
                              : title}
                          </span>
                          <span className={styles.recentMeta}>
                            {detail ? <span>{detail}</span> : null}
                            <time dateTime={item.time ? `${item.date}T${item.time}` : item.date}>
                              {item.time ? `${spanishDate(item.date)} ${item.time}` : spanishDate(item.date)}
                            </time>
                          </span>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
