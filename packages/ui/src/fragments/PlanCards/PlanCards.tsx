import { useId, type ComponentProps } from 'react';
import { Check, CreditCard, Info, X } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './PlanCards.css';

/** The states of the plan grid: loading, the plans, or an error. */
export const planCardsStates = ['loading', 'ready', 'error'] as const;

/** A state of PlanCards. */
export type PlanCardsState = (typeof planCardsStates)[number];

/** How a plan change is made: `demo` (at once, nothing charged) or `stripe` (through the payment page). */
export const planCardsModes = ['demo', 'stripe'] as const;

/** A billing mode of PlanCards. */
export type PlanCardsMode = (typeof planCardsModes)[number];

/** The analysis depths, shallowest first (spec §9). */
export type PlanDepth = 'basic' | 'complete' | 'expert';

/** One plan as a card shows it (spec §6); the app maps the domain's plan table to it. */
export type PlanCardPlan = {
  /** Plan id (`estudiante`, `individual`…); passed to `onChoosePlan`. */
  id: string;
  /** Display name: 'Individual'. */
  name: string;
  /** Monthly price in euros; 0 shows 'Gratis'. */
  priceEur: number;
  /** Analyses per month; -1 is unlimited. */
  analysesPerMonth: number;
  /** The deepest analysis the plan allows. */
  depth: PlanDepth;
  /** External AI models. */
  aiModel: boolean;
  /** PDF export. */
  pdf: boolean;
  /** Several documents in one analysis. */
  batch: boolean;
  /** API access. */
  api: boolean;
  /** Priority support. */
  prioritySupport: boolean;
  /** Longest analysis, in seconds. */
  timeoutSeconds: number;
  /** Retries of a failed analysis. */
  retries: number;
};

/** Copy of PlanCards; defaults from `es.subscription.plans`. */
export type PlanCardsLabels = {
  [K in keyof (typeof es.subscription)['plans']]: (typeof es.subscription)['plans'][K];
};

export type PlanCardsProps = {
  /** Which state to show. */
  state: PlanCardsState;
  /** The plans, cheapest first; shown when `state` is 'ready'. @default [] */
  plans?: readonly PlanCardPlan[];
  /** The id of the user's plan: its card is marked and its button reads 'Plan actual'. @default null */
  currentPlan?: string | null;
  /** Demo shows 'Modo demostración: no se realiza ningún cobro'; stripe a note on the payment. @default 'demo' */
  mode?: PlanCardsMode;
  /** The plan a change is under way to: its button waits and every button is disabled. @default null */
  pendingPlan?: string | null;
  /** 'Cambiar a este plan' with the plan id. No buttons without it. */
  onChoosePlan?: (planId: string) => void;
  /** 'Gestionar facturación' (stripe mode only; no button without it). */
  onManageBilling?: () => void;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of each plan's name. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<PlanCardsLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

type Feature = { key: keyof PlanCardsLabels['features']; value: string | boolean };

function featuresOf(plan: PlanCardPlan, labels: PlanCardsLabels): Feature[] {
  return [
    {
      key: 'analyses',
      value: plan.analysesPerMonth === -1 ? labels.unlimited : String(plan.analysesPerMonth),
    },
    { key: 'depth', value: labels.depths[plan.depth] },
    { key: 'aiModel', value: plan.aiModel },
    { key: 'pdf', value: plan.pdf },
    { key: 'batch', value: plan.batch },
    { key: 'api', value: plan.api },
    { key: 'prioritySupport', value: plan.prioritySupport },
    { key: 'timeout', value: labels.seconds(plan.timeoutSeconds) },
    { key: 'retries', value: String(plan.retries) },
  ];
}

/**
 * The four plans of spec §6 side by side on /subscription (issue 14 item 3): price per month, every
 * feature with a check or a cross (or its value), the user's plan marked 'Plan actual', and 'Cambiar a
 * este plan' on the others. In demo mode a notice says nothing is charged; with Stripe, 'Gestionar
 * facturación' opens the customer portal. Loading and error states.
 */
export function PlanCards({
  state,
  plans = [],
  currentPlan = null,
  mode = 'demo',
  pendingPlan = null,
  onChoosePlan,
  onManageBilling,
  onRetry,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: PlanCardsProps) {
  const labels: PlanCardsLabels = { ...es.subscription.plans, ...labelOverrides };
  const regionId = useId();
  const busy = pendingPlan !== null;

  return (
    <section
      data-slot="plan-cards"
      data-state={state}
      data-mode={mode}
      aria-labelledby={regionId}
      aria-busy={state === 'loading' || busy || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <VisuallyHidden id={regionId}>{labels.region}</VisuallyHidden>
      {state === 'ready' ? (
        <div className={styles.notice} data-slot="plan-cards-notice" data-mode={mode}>
          <Icon icon={mode === 'demo' ? Info : CreditCard} size="sm" className={styles.noticeIcon} />
          <p className={styles.noticeText}>{mode === 'demo' ? labels.demoNotice : labels.stripeNotice}</p>
          {mode === 'stripe' && onManageBilling ? (
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              onClick={() => onManageBilling()}
              disabled={busy}
            >
              {labels.manageBilling}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state === 'loading' ? (
        <p className={styles.muted} data-slot="plan-cards-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : state === 'error' ? (
        <div className={styles.error} role="alert" data-slot="plan-cards-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul role="list" aria-label={labels.list} className={styles.grid} data-slot="plan-cards-list">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === currentPlan}
              pending={plan.id === pendingPlan}
              disabled={busy}
              onChoose={onChoosePlan}
              headingLevel={headingLevel}
              labels={labels}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanCard({
  plan,
  current,
  pending,
  disabled,
  onChoose,
  headingLevel,
  labels,
}: {
  plan: PlanCardPlan;
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: ((planId: string) => void) | undefined;
  headingLevel: 2 | 3 | 4;
  labels: PlanCardsLabels;
}) {
  const titleId = useId();
  return (
    <li
      className={styles.card}
      data-slot="plan-card"
      data-plan={plan.id}
      data-current={current || undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHeader}>
        <Heading level={headingLevel} size="sm" id={titleId}>
          {plan.name}
        </Heading>
        {current ? (
          <Badge size="sm" variant="solid" tone="accent" data-slot="plan-card-current">
            {labels.yours}
          </Badge>
        ) : null}
      </div>
      <p className={styles.price} data-slot="plan-card-price">
        <span className={styles.amount}>
          {plan.priceEur === 0 ? labels.free : labels.price(plan.priceEur)}
        </span>
        {plan.priceEur === 0 ? null : <span className={styles.perMonth}>{labels.perMonth}</span>}
      </p>
      <ul role="list" aria-label={labels.featuresOf(plan.name)} className={styles.features}>
        {featuresOf(plan, labels).map(({ key, value }) => (
          <li
            key={key}
            className={styles.feature}
            data-slot="plan-card-feature"
            data-feature={key}
            data-included={typeof value === 'boolean' ? String(value) : undefined}
          >
            {typeof value === 'boolean' ? (
              <>
                <Icon
                  icon={value ? Check : X}
                  size="sm"
                  className={value ? styles.included : styles.excluded}
                  label={value ? labels.included : labels.notIncluded}
                />
                <span className={value ? undefined : styles.excludedText}>{labels.features[key]}</span>
              </>
            ) : (
              <>
                <span className={styles.featureName}>{labels.features[key]}</span>
                <span className={styles.featureValue}>{value}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {onChoose ? (
        <div className={styles.action}>
          {current ? (
            <Button variant="soft" tone="neutral" fullWidth disabled data-slot="plan-card-action">
              {labels.current}
            </Button>
          ) : (
            <Button
              variant={pending ? 'soft' : 'solid'}
              fullWidth
              disabled={disabled}
              aria-label={pending ? undefined : labels.chooseNamed(plan.name)}
              data-slot="plan-card-action"
              onClick={() => onChoose(plan.id)}
              startIcon={pending ? <Spinner size="sm" label={labels.changing} /> : undefined}
            >
              {pending ? labels.changing : labels.choose}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
