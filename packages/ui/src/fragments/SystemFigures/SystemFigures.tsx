import { useId, type ComponentProps } from 'react';
import { Button } from '../../components/Button';
import { BarList, TimeSeriesChart, type BarListItem } from '../../components/charts';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './SystemFigures.css';

/** The states of the figures. */
export const systemFiguresStates = ['loading', 'ready', 'error'] as const;

/** A state of the SystemFigures. */
export type SystemFiguresState = (typeof systemFiguresStates)[number];

/** One day of the activity series. */
export type SystemFiguresDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  signups: number;
  analyses: number;
  documents: number;
};

/** The figures as the fragment shows them; the app maps `GET /api/admin/figures`. */
export type SystemFiguresData = {
  users: { total: number; active: number };
  /** Users per plan, in the order shown (label already in Spanish). */
  usersByPlan: readonly BarListItem[];
  documents: number;
  pages: number;
  chunks: number;
  storageBytes: number;
  jobs: { queued: number; running: number; failed: number };
  /** Null while error tracking is not there ('Sin datos'). */
  errorsThisWeek: number | null;
  /** The last 30 days, oldest first. */
  days: readonly SystemFiguresDay[];
};

type FiguresCopy = (typeof es.admin)['figures'];

/** Copy of the SystemFigures; defaults from `es.admin.figures`. */
export type SystemFiguresLabels = {
  [K in keyof FiguresCopy]: FiguresCopy[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export type SystemFiguresProps = {
  /** Which state to show. */
  state: SystemFiguresState;
  /** The figures; shown when `state` is 'ready'. */
  figures?: SystemFiguresData;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Copy overrides. */
  labels?: Partial<SystemFiguresLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const count = new Intl.NumberFormat('es-ES');
const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** 1536 → '1,5 KB' (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? count.format(value) : decimal.format(value)} ${units[unit]}`;
}

/**
 * The 'Sistema' tab of the admin (issue 14 item 5): stat cards (users and active ones, documents, pages,
 * indexed passages, storage, the job queue, errors this week), users per plan (BarList) and the last
 * 30 days' sign-ups, analyses and uploaded documents (TimeSeriesChart, with its data table for screen
 * readers). Loading and error states.
 */
export function SystemFigures({
  state,
  figures,
  onRetry,
  labels: labelOverrides,
  className,
  ...rest
}: SystemFiguresProps) {
  const labels: SystemFiguresLabels = { ...es.admin.figures, ...labelOverrides };
  const headingId = useId();
  const shown = state === 'ready' && !figures ? 'loading' : state;

  return (
    <section
      data-slot="system-figures"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <VisuallyHidden>
        <h2 id={headingId}>{labels.title}</h2>
      </VisuallyHidden>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="system-figures-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'error' || !figures ? (
        <div className={styles.error} role="alert" data-slot="system-figures-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <dl className={styles.stats} data-slot="system-figures-stats">
            <Stat
              label={labels.users}
              value={count.format(figures.users.total)}
              detail={labels.activeUsers(count.format(figures.users.active))}
            />
            <Stat label={labels.documents} value={count.format(figures.documents)} />
            <Stat label={labels.pages} value={count.format(figures.pages)} />
            <Stat label={labels.chunks} value={count.format(figures.chunks)} />
            <Stat
              label={labels.storage}
              value={formatBytes(figures.storageBytes)}
              detail={labels.storageHint}
            />
            <Stat
              label={labels.jobs}
              value={count.format(figures.jobs.queued + figures.jobs.running)}
              detail={labels.jobsDetail(
                count.format(figures.jobs.queued),
                count.format(figures.jobs.running),
                count.format(figures.jobs.failed),
              )}
            />
            <Stat
              label={labels.errors}
              value={
                figures.errorsThisWeek === null ? labels.errorsUnknown : count.format(figures.errorsThisWeek)
              }
            />
          </dl>
          <div className={styles.charts}>
            <TimeSeriesChart
              title={labels.activity}
              description={labels.last30Days}
              variant="bar"
              series={[
                { key: 'signups', label: labels.signups, tone: 'accent' },
                { key: 'analyses', label: labels.analyses, tone: 'positive' },
                { key: 'documents', label: labels.newDocuments, tone: 'highlight' },
              ]}
              data={figures.days.map((d) => ({
                date: d.date,
                values: { signups: d.signups, analyses: d.analyses, documents: d.documents },
              }))}
            />
            <BarList title={labels.byPlan} items={figures.usersByPlan} />
          </div>
        </>
      )}
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={styles.stat} data-slot="system-figures-stat">
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
      {detail ? <dd className={styles.statDetail}>{detail}</dd> : null}
    </div>
  );
}
