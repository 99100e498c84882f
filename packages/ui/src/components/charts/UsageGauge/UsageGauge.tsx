import { useId, type ComponentProps } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../../utils/cx';
import { chartLabels, type ChartLabels } from '../labels';
import { formatCount } from '../tones';
import * as styles from './UsageGauge.css';

export type UsageGaugeProps = {
  /** What is counted: 'Análisis este mes'. The meter's accessible name. */
  label: string;
  /** How many have been used. */
  used: number;
  /** The limit; `null` for no limit (the count only, no meter). */
  limit: number | null;
  /** A line under the meter ('Se renueva el 01/04/2026'). */
  hint?: string;
  /** From this share of the limit the meter turns to the warning colour; at the limit, critical. @default 0.8 */
  warnAt?: number;
  /** Copy overrides. @default es.charts */
  labels?: Partial<ChartLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * Usage against a limit: a meter (role `meter`, '1 de 5' as its value text) that turns to warning near
 * the limit and critical at it. Without a limit, the count alone.
 */
export function UsageGauge({
  label,
  used,
  limit,
  hint,
  warnAt = 0.8,
  labels: labelOverrides,
  className,
  ...rest
}: UsageGaugeProps) {
  const labels = chartLabels(labelOverrides);
  const labelId = useId();
  const hintId = useId();
  const bounded = limit !== null && limit > 0;
  const share = bounded ? Math.min(1, Math.max(0, used) / limit) : 0;
  const tone = !bounded ? 'accent' : share >= 1 ? 'critical' : share >= warnAt ? 'warning' : 'accent';
  const text = bounded
    ? labels.usedOf(formatCount(used), formatCount(limit))
    : labels.usedUnlimited(formatCount(used));
  return (
    <div
      data-slot="usage-gauge"
      data-tone={tone}
      data-state={bounded ? (share >= 1 ? 'full' : 'partial') : 'unlimited'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value} aria-hidden={bounded || undefined} data-slot="usage-gauge-value">
          {text}
        </span>
      </div>
      {bounded ? (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(Math.max(0, used), limit)}
          aria-valuetext={text}
          className={styles.track}
          data-slot="usage-gauge-meter"
        >
          <div
            className={cx(styles.fill, styles.tone[tone])}
            style={assignInlineVars({ [styles.share]: String(share) })}
          />
        </div>
      ) : null}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
