import { useId, type ComponentProps } from 'react';
import { formatDateEs } from '@alegato/domain/vocabulary';
import { Gauge } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Progress } from '../../components/Progress';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './UsageMeter.css';

/** The states of the meter: loading, the usage, or an error. */
export const usageMeterStates = ['loading', 'ready', 'error'] as const;

/** A state of UsageMeter. */
export type UsageMeterState = (typeof usageMeterStates)[number];

/** What the date under the meter is: a paid plan's renewal, the trial's end, or a plan that ended. */
export const usageMeterEndKinds = ['renewal', 'trial', 'ended'] as const;

/** The kind of `endsAt`. */
export type UsageMeterEndKind = (typeof usageMeterEndKinds)[number];

/** Share of the limit from which the meter warns. @default 0.8 */
export const USAGE_WARNING_RATIO = 0.8;

/** Copy of UsageMeter; defaults from `es.subscription.usage`. */
export type UsageMeterLabels = {
  [K in keyof (typeof es.subscription)['usage']]: (typeof es.subscription)['usage'][K];
};

export type UsageMeterProps = {
  /** Which state to show. */
  state: UsageMeterState;
  /** Analyses used this month. @default 0 */
  used?: number;
  /** The plan's monthly analyses; -1 is unlimited. @default -1 */
  limit?: number;
  /** The plan's name, shown beside the title ('Plan Estudiante'). */
  planName?: string;
  /** A renewal, trial end or end date (ISO 8601), shown as dd/mm/aaaa. @default null */
  endsAt?: string | null;
  /** What `endsAt` is. @default 'renewal' */
  endKind?: UsageMeterEndKind;
  /** When the month's counter starts again (ISO 8601). @default null */
  resetsAt?: string | null;
  /** 'Mejorar plan' while warning or full; no button without it. */
  onUpgrade?: () => void;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<UsageMeterLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** `ok` below 80 %, `warning` from 80 %, `full` at the limit; `unlimited` without one. */
export function usageLevel(used: number, limit: number): 'ok' | 'warning' | 'full' | 'unlimited' {
  if (limit < 0) return 'unlimited';
  if (limit === 0 || used >= limit) return 'full';
  return used / limit >= USAGE_WARNING_RATIO ? 'warning' : 'ok';
}

/**
 * The month's analyses against the plan's limit (issue 14 item 3): 'N de M análisis' with a bar,
 * 'ilimitados' for an unlimited plan, a warning from 80 % ('Te quedan N análisis este mes.'), the full
 * state at 100 % with 'Mejorar plan', and the renewal or trial end date. Loading and error states.
 */
export function UsageMeter({
  state,
  used = 0,
  limit = -1,
  planName,
  endsAt = null,
  endKind = 'renewal',
  resetsAt = null,
  onUpgrade,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: UsageMeterProps) {
  const labels: UsageMeterLabels = { ...es.subscription.usage, ...labelOverrides };
  const headingId = useId();
  const level = usageLevel(used, limit);
  const endDate = endsAt ? formatDateEs(endsAt) : '';
  const resetDate = resetsAt ? formatDateEs(resetsAt) : '';

  return (
    <section
      data-slot="usage-meter"
      data-state={state}
      data-level={state === 'ready' ? level : undefined}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={Gauge} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
        {planName ? (
          <Badge size="sm" variant="soft" tone="accent" className={styles.plan}>
            {labels.plan(planName)}
          </Badge>
        ) : null}
      </div>
      {state === 'loading' ? (
        <p className={styles.muted} data-slot="usage-meter-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : state === 'error' ? (
        <div className={styles.error} role="alert" data-slot="usage-meter-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className={styles.count} data-slot="usage-meter-count">
            {level === 'unlimited' ? labels.usedUnlimited(used) : labels.usedOf(used, limit)}
          </p>
          {level === 'unlimited' ? null : (
            <Progress
              value={limit > 0 ? (Math.min(used, limit) / limit) * 100 : 100}
              label={labels.meter}
              hideLabel
              tone={level === 'full' ? 'critical' : level === 'warning' ? 'warning' : 'accent'}
            />
          )}
          {level === 'warning' || level === 'full' ? (
            <div className={styles.alert} data-slot="usage-meter-alert" data-level={level} role="status">
              <p className={styles.alertText}>
                {level === 'full' ? labels.full : labels.remaining(limit - used)}
              </p>
              {onUpgrade ? (
                <Button
                  size="sm"
                  variant={level === 'full' ? 'solid' : 'outline'}
                  onClick={() => onUpgrade()}
                >
                  {labels.upgrade}
                </Button>
              ) : null}
            </div>
          ) : null}
          {endDate || resetDate ? (
            <p className={styles.muted} data-slot="usage-meter-dates">
              {[
                endDate
                  ? endKind === 'trial'
                    ? labels.trialEndsOn(endDate)
                    : endKind === 'ended'
                      ? labels.endedOn(endDate)
                      : labels.renewsOn(endDate)
                  : null,
                level !== 'unlimited' && resetDate ? labels.resetsOn(resetDate) : null,
              ]
                .filter(Boolean)
                .join(' ')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
