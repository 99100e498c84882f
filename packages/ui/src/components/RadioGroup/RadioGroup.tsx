import type { ComponentProps, ReactNode } from 'react';
import { Label, RadioGroup as RadixRadioGroup } from 'radix-ui';
import { cx } from '../../utils/cx';
import { Field, FieldDescription, joinIds, type FieldProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

/** One choice of a RadioGroup. */
export type RadioGroupOption = {
  /** Value reported to `onValueChange`. */
  value: string;
  /** Visible text, e.g. 'Análisis completo'. */
  label: ReactNode;
  /** Help text under the option's label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** The group's visible label (its legend), also the radiogroup's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly RadioGroupOption[];
  /** Chosen value (controlled). */
  value?: string;
  /** Initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. Arrow keys move the choice. */
  onValueChange?: (next: string) => void;
  /** Layout and arrow-key axis. @default 'vertical' */
  orientation?: (typeof radioGroupOrientations)[number];
  /** Help text under the group label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the options; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Marks the group invalid without a message. @default false */
  invalid?: boolean;
  /** Shows '*' after the label and sets `aria-required`. @default false */
  required?: boolean;
  /** Disables every option. @default false */
  disabled?: boolean;
  /** Form field name; Radix renders hidden native radios inside a `<form>`. */
  name?: string;
  /** Text overrides (hint on the required '*'). @default es.form */
  labels?: FieldProps['labels'];
  /** Id of the radiogroup element; option ids derive from it. Generated when omitted. */
  id?: string;
  /** Class on the outer field. */
  className?: string;
  /** Style on the outer field. */
  style?: FieldProps['style'];
} & Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'dir' | 'className' | 'style' | 'id' | 'children' | 'onChange'
>;

/**
 * A labelled single choice among a few visible options (Radix RadioGroup): Tab enters the group, arrow
 * keys move the choice. `className`/`style` go to the outer field, other props to the radiogroup.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  description,
  error,
  invalid = false,
  required = false,
  disabled = false,
  name,
  labels,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: RadioGroupProps) {
  return (
    <Field
      data-slot="radio-group"
      group
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      labels={labels}
      id={id}
      className={className}
      style={style}
    >
      {(control) => (
        <RadixRadioGroup.Root
          data-slot="radio-group-options"
          data-orientation={orientation}
          data-invalid={control['aria-invalid'] ? '' : undefined}
          className={cx(styles.group, styles.orientation[orientation])}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          orientation={orientation}
          disabled={disabled}
          required={required}
          name={name}
          {...rest}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
        >
          {options.map((option, index) => {
            const itemId = `${control.id}-option-${index}`;
            const descriptionId = `${itemId}-description`;
            const optionDisabled = disabled || option.disabled;
            return (
              <div key={option.value} data-slot="radio-group-option" className={styles.option}>
                <RadixRadioGroup.Item
                  data-slot="radio-group-item"
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={option.description ? descriptionId : undefined}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                <div className={styles.text}>
                  <Label.Root
                    htmlFor={itemId}
                    className={styles.label}
                    data-disabled={optionDisabled ? '' : undefined}
                  >
                    {option.label}
                  </Label.Root>
                  {option.description && (
                    <FieldDescription id={descriptionId}>{option.description}</FieldDescription>
                  )}
                </div>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
