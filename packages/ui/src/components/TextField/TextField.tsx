import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Field, joinIds, type FieldProps } from '../Field/Field';
import { cx } from '../../utils/cx';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'number', 'search', 'tel', 'url', 'password'] as const;
export const textFieldSizes = ['sm', 'md', 'lg'] as const;

export type TextFieldProps = {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the input; sets `aria-invalid` and `data-invalid` and is announced. */
  error?: ReactNode;
  /** Marks the input invalid without a message. @default false */
  invalid?: boolean;
  /** Shows '*' after the label and sets `aria-required`. @default false */
  required?: boolean;
  /** Hides the label visually (it still names the input), e.g. for a search box. @default false */
  hideLabel?: boolean;
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the next text on every edit. */
  onValueChange?: (next: string) => void;
  /** Input type. Number inputs still report strings. @default 'text' */
  type?: (typeof textFieldTypes)[number];
  /** Step of a number input; the spec's default for numeric fields is 0.01. @default 0.01 for `type="number"` */
  step?: number | 'any';
  /** Control height and text size. @default 'md' */
  size?: (typeof textFieldSizes)[number];
  /** Decorative icon before the text, e.g. `<Icon icon={Search} size="sm" />`. */
  startIcon?: ReactNode;
  /** Interactive content after the text inside the box, e.g. an `IconButton` (size it `sm`). */
  endSlot?: ReactNode;
  /** Label overrides (hover hint on the required '*'). */
  labels?: FieldProps['labels'];
  /** Id of the `<input>`. Generated when omitted. */
  id?: string;
  /** Class on the outer field (label + box + messages). */
  className?: string;
  /** Style on the outer field. */
  style?: FieldProps['style'];
} & Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type' | 'size' | 'step' | 'className' | 'style' | 'id' | 'children'
>;

/**
 * A labelled single-line text input. `className` and `style` go to the outer field; every other prop
 * (`name`, `placeholder`, `autoComplete`, `ref`, `onBlur`, `aria-*`…) goes to the `<input>`.
 */
export function TextField({
  label,
  description,
  error,
  invalid = false,
  required = false,
  hideLabel = false,
  value,
  defaultValue,
  onValueChange,
  onChange,
  type = 'text',
  step,
  size = 'md',
  startIcon,
  endSlot,
  disabled = false,
  readOnly = false,
  labels,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <Field
      data-slot="text-field"
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      labels={labels}
      id={id}
      className={className}
      style={style}
    >
      {(control) => {
        const isInvalid = control['aria-invalid'] === true;
        return (
          <div
            data-slot="text-field-control"
            data-invalid={isInvalid ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
            data-readonly={readOnly ? '' : undefined}
            className={cx(styles.control, styles.size[size])}
          >
            {startIcon && (
              <span data-slot="text-field-start" className={styles.startIcon}>
                {startIcon}
              </span>
            )}
            <input
              data-slot="text-field-input"
              data-invalid={isInvalid ? '' : undefined}
              className={styles.input}
              type={type}
              step={step ?? (type === 'number' ? 0.01 : undefined)}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              disabled={disabled}
              readOnly={readOnly}
              {...rest}
              {...control}
              aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
            />
            {endSlot && (
              <span data-slot="text-field-end" className={styles.endSlot}>
                {endSlot}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
