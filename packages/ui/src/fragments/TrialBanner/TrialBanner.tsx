import type { ComponentProps } from 'react';
import { Clock, Hourglass, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './TrialBanner.css';

/** Days left from which the banner switches to the warning tone. */
export const TRIAL_WARNING_DAYS = 3;

export const trialBannerStates = ['active', 'ending', 'expired'] as const;
export type TrialBannerState = (typeof trialBannerStates)[number];

/** Copy of the TrialBanner; defaults from `es.trial`. */
export type TrialBannerLabels = {
  /** Accessible name of the region. @default 'Periodo de prueba' */
  region: string;
  /** @default (n) => 'Te quedan {n} días de prueba gratuita' ('Te queda 1 día…' for 1) */
  remaining: (days: number) => string;
  /** In trial with 0 days left. @default 'Tu prueba gratuita termina hoy' */
  endsToday: string;
  /** @default (date) => 'Tu prueba termina el {date}.' */
  endsOn: (date: string) => string;
  /** @default (plan) => 'Plan {plan}' */
  plan: (plan: string) => string;
  /** @default 'Tu periodo de prueba ha terminado' */
  expired: string;
  /** @default (date) => 'Terminó el {date}. Elige un plan para seguir usando todas las funciones.' */
  expiredOn: (date: string) => string;
  /** The action. @default 'Ver planes' */
  upgrade: string;
};

export type TrialBannerProps = {
  /** Whether the trial is running (spec §3 Trial; false once the end date has passed). */
  isInTrial: boolean;
  /** Whole days left (end − now, rounded up, never below 0), computed by the app. */
  remainingDays: number;
  /** End of the trial, ISO 8601; shown as an es-ES date ('22 de diciembre de 2026'). */
  trialEndDate: string;
  /** Plan label shown beside the end date, e.g. 'Estudiante'. Omitted when absent. */
  plan?: string;
  /** Called by 'Ver planes'; the button shows only when this is set. */
  onUpgrade?: () => void;
  /** Time zone the end date is shown in (the date never depends on the machine). @default 'Europe/Madrid' */
  timeZone?: string;
  /** Copy overrides. */
  labels?: Partial<TrialBannerLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** Formats an ISO instant as an es-ES long date in `timeZone`; returns the input if it is not a date. */
export function formatTrialDate(iso: string, timeZone = 'Europe/Madrid'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** The banner's state: running ('active'), in its last days ('ending', ≤ 3 days) or over ('expired'). */
export function trialBannerState(isInTrial: boolean, remainingDays: number): TrialBannerState {
  if (!isInTrial) return 'expired';
  return remainingDays <= TRIAL_WARNING_DAYS ? 'ending' : 'active';
}

const icons = { active: Clock, ending: Hourglass, expired: TriangleAlert } as const;

/**
 * The free-trial status (spec §3 Trial, 30 days): days left and end date; the warning tone in the last
 * three days; 'Tu periodo de prueba ha terminado' once over; an optional 'Ver planes' action. A labelled
 * region, not a live one: it describes the account when the page loads.
 */
export function TrialBanner({
  isInTrial,
  remainingDays,
  trialEndDate,
  plan,
  onUpgrade,
  timeZone = 'Europe/Madrid',
  labels: labelOverrides,
  className,
  ...rest
}: TrialBannerProps) {
  const labels: TrialBannerLabels = { ...es.trial, ...labelOverrides };
  const state = trialBannerState(isInTrial, remainingDays);
  const date = formatTrialDate(trialEndDate, timeZone);
  const days = Math.max(0, Math.ceil(remainingDays));
  const title = state === 'expired' ? labels.expired : days === 0 ? labels.endsToday : labels.remaining(days);
  const detail = state === 'expired' ? labels.expiredOn(date) : labels.endsOn(date);

  return (
    <section
      aria-label={labels.region}
      data-slot="trial-banner"
      data-state={state}
      className={cx(styles.root, styles.tone[state], className)}
      {...rest}
    >
      <Icon icon={icons[state]} size="lg" className={cx(styles.icon, styles.iconTone[state])} />
      <div className={styles.text}>
        <p className={styles.title} data-slot="trial-banner-title">
          {title}
        </p>
        <p className={styles.detail}>
          {plan ? `${labels.plan(plan)} · ` : null}
          {detail}
        </p>
      </div>
      {onUpgrade ? (
        <Button
          variant={state === 'active' ? 'outline' : 'solid'}
          tone={state === 'active' ? 'neutral' : 'accent'}
          size="sm"
          className={styles.action}
          data-slot="trial-banner-upgrade"
          onClick={() => onUpgrade()}
        >
          {labels.upgrade}
        </Button>
      ) : null}
    </section>
  );
}
