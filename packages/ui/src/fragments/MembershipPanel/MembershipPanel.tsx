import { useId, type ComponentProps } from 'react';
import { Bug, FlaskConical, RotateCcw, Trash2, Users } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  VerificationGrid,
  type VerificationGridLabels,
  type VerificationGridState,
  type VerificationRowItem,
} from '../VerificationGrid';
import * as styles from './MembershipPanel.css';

/** The states of the panel: loading the simulation, ready, or it could not be loaded. */
export const membershipPanelStates = ['loading', 'ready', 'error'] as const;

/** A state of the MembershipPanel. */
export type MembershipPanelState = (typeof membershipPanelStates)[number];

/** One plan card; the app maps domain `PLANS`. */
export type MembershipPlanItem = {
  /** Plan id ('despacho'), passed to `onSimulate`. */
  id: string;
  /** Plan name ('Despacho'). */
  name: string;
  /** Monthly price in euros (0 = free). */
  priceEur: number;
  /** Analyses a month (-1 unlimited). */
  analysesPerMonth: number;
};

/** The last verification run, shown in the grid. */
export type MembershipVerification = {
  state: VerificationGridState;
  rows?: readonly VerificationRowItem[];
  /** Name of the plan verified. */
  planName?: string;
};

/** Copy of the MembershipPanel; defaults from `es.memberships`. */
export type MembershipPanelLabels = {
  [K in keyof (typeof es)['memberships']]: (typeof es)['memberships'][K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export type MembershipPanelProps = {
  /** Which state to show. */
  state: MembershipPanelState;
  /** The four plans, cheapest first. */
  plans: readonly MembershipPlanItem[];
  /** The admin's own plan id. */
  ownPlan: string;
  /** The simulated plan id while a simulation is active, else null. */
  simulatedPlan: string | null;
  /** Milliseconds left of the simulation (the app counts them); none shown when null. @default null */
  remainingMs?: number | null;
  /** A simulation change is in flight: the cards and 'Restaurar plan original' wait. @default false */
  busy?: boolean;
  /**
   * A failed change's message ('Error al cambiar plan temporalmente'), shown as an alert; in the error
   * state it replaces the generic 'No se ha podido cargar la simulación.'
   */
  errorMessage?: string;
  /** A card was clicked: simulate that plan id. */
  onSimulate: (planId: string) => void;
  /** 'Restaurar plan original'. */
  onRestore: () => void;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** The verification grid (its state, rows and plan). */
  verification: MembershipVerification;
  /** 'Ejecutar Tests'. */
  onRunTests: () => void;
  /** 'Limpiar Tests': forget the last run. */
  onClearTests: () => void;
  /** Whether the 'Debug Consola' panel is open. @default false */
  debugOpen?: boolean;
  /** 'Debug Consola' toggles the panel: called with the next value. */
  onDebugOpenChange: (open: boolean) => void;
  /** The raw JSON of the last run, shown in the debug panel; null before any run. @default null */
  debugJson?: string | null;
  /** Level of the panel's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<MembershipPanelLabels>;
  /** Copy overrides of the verification grid. */
  gridLabels?: Partial<VerificationGridLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** 7_140_000 → '1 h 59 min'; under a minute → '< 1 min'. */
export function formatRemaining(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return '< 1 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/**
 * The admin memberships panel (spec §2): four plan cards (a click simulates that plan for 2 hours), the
 * simulation's plan and time left with 'Restaurar plan original', the testing actions 'Ejecutar Tests',
 * 'Debug Consola' (the raw JSON of the last run) and 'Limpiar Tests', and the verification grid.
 * Controlled: the app owns the simulation, the run and the debug panel.
 */
export function MembershipPanel({
  state,
  plans,
  ownPlan,
  simulatedPlan,
  remainingMs = null,
  busy = false,
  errorMessage,
  onSimulate,
  onRestore,
  onRetry,
  verification,
  onRunTests,
  onClearTests,
  debugOpen = false,
  onDebugOpenChange,
  debugJson = null,
  headingLevel = 2,
  labels: labelOverrides,
  gridLabels,
  className,
  ...rest
}: MembershipPanelProps) {
  const labels: MembershipPanelLabels = { ...es.memberships, ...labelOverrides };
  const headingId = useId();
  const debugId = useId();
  const nameOf = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  const sub = headingLevel === 2 ? 3 : 4;
  const running = verification.state === 'loading';

  return (
    <section
      data-slot="membership-panel"
      data-state={state}
      data-simulating={simulatedPlan ? true : undefined}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.intro}>
        <div className={styles.header}>
          <Icon icon={Users} size="sm" className={styles.headerIcon} />
          <Heading level={headingLevel} size="sm" id={headingId}>
            {labels.title}
          </Heading>
        </div>
        <p className={styles.muted}>{labels.description}</p>
      </div>

      {state === 'loading' ? (
        <p className={styles.muted} data-slot="membership-panel-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : state === 'error' ? (
        <div className={styles.error} role="alert" data-slot="membership-panel-error">
          <p className={styles.errorText}>{errorMessage ?? labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <div
            className={styles.status}
            data-slot="membership-panel-status"
            data-active={simulatedPlan ? true : undefined}
            role="status"
          >
            {simulatedPlan ? (
              <>
                <Badge variant="solid" tone="warning" size="sm">
                  {labels.simulating}
                </Badge>
                <span>{labels.active(nameOf(simulatedPlan), nameOf(ownPlan))}</span>
                {remainingMs !== null ? (
                  <span className={styles.timeLeft} data-slot="membership-panel-time-left">
                    {labels.timeLeft(formatRemaining(remainingMs))}
                  </span>
                ) : null}
              </>
            ) : (
              <span>{labels.inactive}</span>
            )}
          </div>
          {errorMessage ? (
            <p className={styles.errorText} role="alert" data-slot="membership-panel-action-error">
              {errorMessage}
            </p>
          ) : null}
          <ul
            role="list"
            aria-label={labels.plans}
            className={styles.cards}
            data-slot="membership-panel-plans"
          >
            {plans.map((plan) => {
              const simulated = plan.id === simulatedPlan;
              const own = plan.id === ownPlan;
              return (
                <li key={plan.id} className={styles.cardItem}>
                  <button
                    type="button"
                    className={styles.card}
                    data-slot="membership-panel-plan"
                    data-plan={plan.id}
                    aria-pressed={simulated}
                    disabled={busy}
                    onClick={() => onSimulate(plan.id)}
                  >
                    <span className={styles.cardTop}>
                      <span className={styles.planName}>
                        <VisuallyHidden>{`${labels.simulate} `}</VisuallyHidden>
                        {plan.name}
                      </span>
                      {simulated ? (
                        <Badge variant="solid" tone="warning" size="sm">
                          {labels.simulating}
                        </Badge>
                      ) : own ? (
                        <Badge variant="soft" tone="accent" size="sm">
                          {labels.ownPlan}
                        </Badge>
                      ) : null}
                    </span>
                    <span className={styles.price}>
                      {plan.priceEur === 0 ? labels.free : labels.price(plan.priceEur)}
                    </span>
                    <span className={styles.muted}>{labels.analyses(plan.analysesPerMonth)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions} role="group" aria-label={labels.actions}>
            <Button
              variant="outline"
              tone="neutral"
              startIcon={<Icon icon={RotateCcw} size="sm" />}
              disabled={!simulatedPlan || busy}
              onClick={() => onRestore()}
            >
              {labels.restore}
            </Button>
            <Button
              startIcon={<Icon icon={FlaskConical} size="sm" />}
              disabled={running}
              onClick={() => onRunTests()}
            >
              {labels.runTests}
            </Button>
            <Button
              variant="soft"
              tone="neutral"
              startIcon={<Icon icon={Bug} size="sm" />}
              aria-expanded={debugOpen}
              aria-controls={debugOpen ? debugId : undefined}
              onClick={() => onDebugOpenChange(!debugOpen)}
            >
              {labels.debugConsole}
            </Button>
            <Button
              variant="ghost"
              tone="neutral"
              startIcon={<Icon icon={Trash2} size="sm" />}
              disabled={running || (verification.state === 'idle' && debugJson === null)}
              onClick={() => onClearTests()}
            >
              {labels.clearTests}
            </Button>
          </div>
          {debugOpen ? (
            <section
              id={debugId}
              className={styles.debug}
              data-slot="membership-panel-debug"
              aria-labelledby={`${debugId}-title`}
            >
              <Heading level={sub} size="xs" id={`${debugId}-title`}>
                {labels.debugTitle}
              </Heading>
              {debugJson ? (
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
                <pre className={styles.pre} tabIndex={0}>
                  {debugJson}
                </pre>
              ) : (
                <p className={styles.muted}>{labels.noRun}</p>
              )}
            </section>
          ) : null}
          <VerificationGrid
            state={verification.state}
            rows={verification.rows}
            planName={verification.planName}
            headingLevel={sub}
            labels={gridLabels}
          />
        </>
      )}
    </section>
  );
}
