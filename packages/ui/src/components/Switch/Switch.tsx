import type { ComponentProps, ReactNode } from 'react';
import { Label, Switch as RadixSwitch } from 'radix-ui';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, joinIds, useFieldIds } from '../Field/Field';
import * as styles from './Switch.css';

export type SwitchProps = {
  /** The visible label beside the switch, also its accessible name, e.g. 'Cookies analíticas'. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the label; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Initial state (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the next state. */
  onCheckedChange?: (next: boolean) => void;
  /** Disables the switch (e.g. essential cookies, always on). @default false */
  disabled?: boolean;
  /** Form field name; Radix renders a hidden native checkbox inside a `<form>`. */
  name?: string;
  /** Value submitted with a form when on. @default 'on' */
  value?: string;
  /** Id of the switch button. Generated when omitted. */
  id?: string;
  /** Class on the outer wrapper. */
  className?: string;
  /** Style on the outer wrapper. */
  style?: ComponentProps<'div'>['style'];
} & Omit<
  ComponentProps<'button'>,
  'value' | 'defaultChecked' | 'checked' | 'className' | 'style' | 'id' | 'children' | 'name'
>;

/**
 * An on/off setting that applies at once (Radix Switch), with its label and optional description.
 * `className`/`style` go to the wrapper; other props (`aria-*`, `ref`…) to the switch button.
 */
export function Switch({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  name,
  value,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SwitchProps) {
  const hasDescription = description != null && description !== false && description !== '';
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds({ id, hasDescription, hasError });
  return (
    <div
      data-slot="switch"
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx(styles.root, className)}
      style={style}
    >
      <div className={styles.text}>
        <Label.Root
          data-slot="switch-label"
          id={ids.labelId}
          htmlFor={ids.controlId}
          className={styles.label}
          data-disabled={disabled ? '' : undefined}
        >
          {label}
        </Label.Root>
        {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
        {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      </div>
      <RadixSwitch.Root
        data-slot="switch-track"
        className={styles.track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        value={value}
        {...rest}
        {...ids.control}
        aria-describedby={joinIds(ids.control['aria-describedby'], ariaDescribedBy)}
      >
        <RadixSwitch.Thumb data-slot="switch-thumb" className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
