import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Field, joinIds, type FieldProps } from '../Field/Field';
import { cx } from '../../utils/cx';
import * as styles from './Textarea.css';

export const textareaResizes = ['vertical', 'none'] as const;

export type TextareaProps = {
  /** The visible label, also the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the textarea; sets `aria-invalid` and `data-invalid` and is announced. */
  error?: ReactNode;
  /** Marks the textarea invalid without a message. @default false */
  invalid?: boolean;
  /** Shows '*' after the label and sets `aria-required`. @default false */
  required?: boolean;
  /** Hides the label visually (it still names the textarea). @default false */
  hideLabel?: boolean;
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the next text on every edit. */
  onValueChange?: (next: string) => void;
  /** Visible lines (spec §9: default textarea rows 4). @default 4 */
  rows?: number;
  /** Whether the user may drag the height. @default 'vertical' */
  resize?: (typeof textareaResizes)[number];
  /** Label overrides (hover hint on the required '*'). */
  labels?: FieldProps['labels'];
  /** Id of the `<textarea>`. Generated when omitted. */
  id?: string;
  /** Class on the outer field (label + textarea + messages). */
  className?: string;
  /** Style on the outer field. */
  style?: FieldProps['style'];
} & Omit<
  ComponentProps<'textarea'>,
  'value' | 'defaultValue' | 'rows' | 'className' | 'style' | 'id' | 'children'
>;

/**
 * A labelled multi-line text input. `className` and `style` go to the outer field; every other prop
 * (`name`, `placeholder`, `maxLength`, `ref`, `onBlur`, `aria-*`…) goes to the `<textarea>`.
 */
export function Textarea({
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
  rows = 4,
  resize = 'vertical',
  disabled = false,
  labels,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextareaProps) {
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <Field
      data-slot="textarea-field"
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
      {(control) => (
        <textarea
          data-slot="textarea"
          data-invalid={control['aria-invalid'] ? '' : undefined}
          className={cx(styles.textarea, styles.resize[resize])}
          rows={rows}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          disabled={disabled}
          {...rest}
          {...control}
          aria-describedby={joinIds(control['aria-describedby'], ariaDescribedBy)}
        />
      )}
    </Field>
  );
}
