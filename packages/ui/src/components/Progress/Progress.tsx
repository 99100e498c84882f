import { useId, type ComponentProps } from 'react';
import { Progress as RadixProgress } from 'radix-ui';
import { cx } from '../../utils/cx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Progress.css';

export const progressTones = ['accent', 'neutral', 'positive', 'warning', 'critical'] as const;
export const progressSizes = ['sm', 'md'] as const;

export type ProgressProps = {
  /** Percent done, 0–100 (clamped). `null` means indeterminate: work is happening, amount unknown. @default null */
  value?: number | null;
  /** Accessible name, e.g. 'Paso 2 de 4' or 'Generando PDF'. Shown above the bar unless `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Show the percentage next to the label (determinate only). @default true */
  showValue?: boolean;
  /** Colour of the filled part. @default 'accent' */
  tone?: (typeof progressTones)[number];
  /** Bar thickness. @default 'md' */
  size?: (typeof progressSizes)[number];
} & Omit<ComponentProps<'div'>, 'children'>;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * A progress bar (Radix Progress, role `progressbar`) with a label. Determinate with `value` 0–100,
 * indeterminate with `null`. Props other than these go to the wrapper element.
 */
export function Progress({
  value = null,
  label,
  hideLabel = false,
  showValue = true,
  tone = 'accent',
  size = 'md',
  className,
  ...rest
}: ProgressProps) {
  const labelId = useId();
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const percent = determinate ? Math.round(clamp(value)) : null;
  return (
    <div
      data-slot="progress"
      data-tone={tone}
      data-state={determinate ? (percent === 100 ? 'complete' : 'loading') : 'indeterminate'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {hideLabel ? null : (
        <div className={styles.labelRow}>
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          {showValue && percent !== null ? (
            <span className={styles.value} aria-hidden>{`${percent} %`}</span>
          ) : null}
        </div>
      )}
      <RadixProgress.Root
        data-slot="progress-track"
        value={percent}
        max={100}
        getValueLabel={(v, max) => `${Math.round((v / max) * 100)} %`}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        className={cx(styles.track, styles.size[size])}
      >
        <RadixProgress.Indicator
          data-slot="progress-indicator"
          className={cx(styles.indicator, styles.tone[tone])}
          style={assignInlineVars({ [styles.remaining]: String(100 - (percent ?? 0)) })}
        />
      </RadixProgress.Root>
    </div>
  );
}
