import { useId, type ComponentProps } from 'react';
import { formatDateEs } from '@alegato/domain/vocabulary';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Progress } from '../../components/Progress';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './PlanSummary.css';

/** The states of the summary: loading, the plan, or an error. */
export const planSummaryStates = ['loading', 'ready', 'error'] as const;
export type PlanSummaryState = (typeof planSummaryStates)[number];

/** What the date is: a paid plan's renewal, the trial's end, or a plan that ended. */
export const planSummaryEndKinds = ['renewal', 'trial', 'ended'] as const;
export type PlanSummaryEndKind = (typeof planSummaryEndKinds)[number];

/** Copy of the PlanSummary; defaults from `es.settings.plan` and `es.subscription.usage`. */
export type PlanSummaryLabels = (typeof es.settings)['plan'] &
  Pick<
    (typeof es.subscription)['usage'],
    'usedOf' | 'usedUnlimited' | 'meter' | 'renewsOn' | 'trialEndsOn' | 'endedOn'
  >;

export type PlanSummaryProps = {
  /** Which state to show. */
  state: PlanSummaryState;
  /** The plan's label ('Estudiante'). @default '' */
  planName?: string;
  /** Analyses used this month. @default 0 */
  used?: number;
  /** The plan's monthly analyses; -1 is unlimited. @default -1 */
  limit?: number;
  /** The renewal, trial end or end date (ISO 8601), shown as d/m/aaaa. @default null */
  endsAt?: string | null;
  /** What `endsAt` is. @default 'renewal' */
  endKind?: PlanSummaryEndKind;
  /** Where 'Ver planes y suscripción' goes. @default '/subscription' */
  href?: string;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the card title in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<PlanSummaryLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The 'Tu plan' card of the settings page: the plan's name, this month's analyses against its limit
 * (a bar, or 'ilimitados'), the renewal or trial end, and a link to /subscription. Loading and error
 * states. The full plan table and the change of plan live on /subscription.
 */
export function PlanSummary({
  state,
  planName = '',
  used = 0,
  limit = -1,
  endsAt = null,
  endKind = 'renewal',
  href = '/subscription',
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: PlanSummaryProps) {
  const labels: PlanSummaryLabels = { ...es.subscription.usage, ...es.settings.plan, ...labelOverrides };
  const titleId = useId();
  const renderLink = useRenderLink();
  const unlimited = limit < 0;
  const date = endsAt ? formatDateEs(endsAt) : '';
  const dateLine =
    date === ''
      ? null
      : endKind === 'trial'
        ? labels.trialEndsOn(date)
        : endKind === 'ended'
          ? labels.endedOn(date)
          : labels.renewsOn(date);
  return (
    <Card.Root asChild data-slot="plan-summary" data-state={state} className={cx(styles.root, className)}>
      <section aria-labelledby={titleId} aria-busy={state === 'loading' || undefined} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
        </Card.Header>
        <Card.Body className={styles.body}>
          {state === 'loading' ? (
            <p className={styles.muted} data-slot="plan-summary-loading">
              <Spinner size="sm" label={labels.loading} />
              <span aria-hidden>{labels.loading}</span>
            </p>
          ) : state === 'error' ? (
            <div className={styles.error} role="alert" data-slot="plan-summary-error">
              <p className={styles.errorText}>{labels.error}</p>
              {onRetry ? (
                <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
                  {labels.retry}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <p className={styles.plan} data-slot="plan-summary-plan">
                {labels.plan(planName)}
              </p>
              <p className={styles.muted} data-slot="plan-summary-usage">
                {unlimited ? labels.usedUnlimited(used) : labels.usedOf(used, limit)}
              </p>
              {unlimited ? null : (
                <Progress
                  className={styles.meter}
                  label={labels.meter}
                  hideLabel
                  value={limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100))}
                  tone={used >= limit ? 'critical' : used / limit >= 0.8 ? 'warning' : 'accent'}
                />
              )}
              {dateLine ? <p className={styles.muted}>{dateLine}</p> : null}
            </>
          )}
          {renderLink({
            href,
            className: buttonClass({ variant: 'outline', tone: 'neutral', size: 'sm' }),
            'data-slot': 'plan-summary-link',
            children: labels.manage,
          })}
        </Card.Body>
      </section>
    </Card.Root>
  );
}
