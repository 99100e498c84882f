import type { ComponentProps, ReactNode } from 'react';
import { Checkbox as RadixCheckbox, Label } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldError, RequiredMark, joinIds, useFieldIds } from '../Field/Field';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  /** The visible label beside the box, also its accessible name, e.g. 'Recordarme'. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the label; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Whether the box is ticked (controlled). `'indeterminate'` shows a dash (e.g. "select all"). */
  checked?: boolean | 'indeterminate';
  /** Initial state (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the next state; always a boolean (an indeterminate box becomes `true`). */
  onCheckedChange?: (next: boolean) => void;
  /** Shows '*' after the label and sets `aria-required` (e.g. accepting the terms). @default false */
  required?: boolean;
  /** Disables the box. @default false */
  disabled?: boolean;
  /** Form field name; Radix renders a hidden native checkbox inside a `<form>`. */
  name?: string;
  /** Value submitted with a form when ticked. @default 'on' */
  value?: string;
  /** Text overrides (hint on the required '*'). @default es.form */
  labels?: { required?: string };
  /** Id of the checkbox button. Generated when omitted. */
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
 * A labelled checkbox (Radix Checkbox) with optional description and error. `className`/`style` go to
 * the wrapper; other props (`aria-*`, `ref`, `onBlur`…) to the checkbox button.
 */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  required = false,
  disabled = false,
  name,
  value,
  labels,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const hasDescription = description != null && description !== false && description !== '';
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds({ id, hasDescription, hasError, required });
  return (
    <div
      data-slot="checkbox"
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx(styles.root, className)}
      style={style}
    >
      <RadixCheckbox.Root
        data-slot="checkbox-box"
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        disabled={disabled}
        name={name}
        value={value}
        {...rest}
        {...ids.control}
        aria-describedby={joinIds(ids.control['aria-describedby'], ariaDescribedBy)}
      >
        <RadixCheckbox.Indicator data-slot="checkbox-indicator" className={styles.indicator}>
          <Icon icon={checked === 'indeterminate' ? Minus : Check} size="sm" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <Label.Root
          data-slot="checkbox-label"
          id={ids.labelId}
          htmlFor={ids.controlId}
          className={styles.label}
          data-disabled={disabled ? '' : undefined}
        >
          {label}
          {required && <RequiredMark label={labels?.required} />}
        </Label.Root>
        {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
        {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
