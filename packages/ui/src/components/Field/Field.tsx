import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { CircleAlert } from 'lucide-react';
import * as es from '../../i18n/es';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Field.css';

/** Props a Field hands to its control: spread them on the focusable element (input, trigger, group). */
export type FieldControlProps = {
  /** The control's id; the `<label>` points at it. */
  id: string;
  /** The label's id. Set only for `group` fields, whose control (e.g. a radiogroup) cannot take a `<label>`. */
  'aria-labelledby'?: string;
  /** Description and error ids, in reading order. */
  'aria-describedby'?: string;
  /** Set when the field has an error or is marked `invalid`. */
  'aria-invalid'?: true;
  /** The error message's id, while an error is shown. */
  'aria-errormessage'?: string;
  /** Set for required fields. The native `required` is left to the app, which validates in Spanish. */
  'aria-required'?: true;
};

/** Joins space-separated id lists, skipping empty ones. Returns `undefined` when nothing is left. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

type FieldIdsOptions = {
  id?: string;
  hasDescription: boolean;
  hasError: boolean;
  invalid?: boolean;
  required?: boolean;
  group?: boolean;
};

/**
 * The id wiring of a field: control, label, description and error ids, and the ARIA props for the
 * control. Used by Field, and by Checkbox and RadioGroup, whose label sits beside the control.
 */
export function useFieldIds({
  id,
  hasDescription,
  hasError,
  invalid = false,
  required = false,
  group = false,
}: FieldIdsOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const isInvalid = invalid || hasError;
  // Only the keys that apply, so spreading them never overrides a consumer's own aria-* with undefined.
  const describedBy = joinIds(hasDescription && descriptionId, hasError && errorId);
  const control: FieldControlProps = {
    id: controlId,
    ...(group && { 'aria-labelledby': labelId }),
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(isInvalid && { 'aria-invalid': true as const }),
    ...(hasError && { 'aria-errormessage': errorId }),
    ...(required && { 'aria-required': true as const }),
  };
  return { controlId, labelId, descriptionId, errorId, invalid: isInvalid, control };
}

/** The red '*' after a required label; screen readers get `aria-required` from the control instead. */
export function RequiredMark({ label = es.form.required }: { label?: string }) {
  return (
    <span className={styles.requiredMark} aria-hidden="true" title={label}>
      *
    </span>
  );
}

/** Help text under a label, linked to the control by `aria-describedby`. */
export function FieldDescription({ className, ...rest }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cx(styles.description, className)} {...rest} />;
}

/**
 * The error message. `role="alert"` makes screen readers announce it as soon as it appears; the control
 * also points at it with `aria-errormessage` and `aria-describedby`.
 */
export function FieldError({ className, children, ...rest }: ComponentProps<'p'>) {
  return (
    <p data-slot="field-error" role="alert" className={cx(styles.error, className)} {...rest}>
      <Icon icon={CircleAlert} size="sm" className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}

export type FieldProps = {
  /** The visible label, e.g. 'Correo electrónico'. Also the control's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Error message under the control. When set the field is invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the field invalid without a message (e.g. when the message shows elsewhere). @default false */
  invalid?: boolean;
  /** Shows '*' after the label and sets `aria-required` on the control. @default false */
  required?: boolean;
  /** Dims the label; pass `disabled` to the control as well. @default false */
  disabled?: boolean;
  /** Hides the label visually; it still names the control. @default false */
  hideLabel?: boolean;
  /**
   * Labels a group (radio group, list of checkboxes) instead of one control: the label is a plain text
   * element and the control gets `aria-labelledby`.
   * @default false
   */
  group?: boolean;
  /** Id of the control. Generated with `useId` when omitted. */
  id?: string;
  /** Text overrides. `required` is the hover hint on the '*'. @default es.form */
  labels?: { required?: string };
  /** Renders the control from the ids and ARIA props the field hands over: `(control) => <input {...control} />`. */
  children: (control: FieldControlProps) => ReactNode;
} & Omit<ComponentProps<'div'>, 'children' | 'id'>;

/**
 * Label, description and error around one control, with the ids wired: the label names the control,
 * the description and error describe it, and an error sets `aria-invalid` and is announced. Every form
 * component (TextField, Textarea, Select, RadioGroup…) is built on it; use it directly for custom controls.
 */
export function Field({
  label,
  description,
  error,
  invalid = false,
  required = false,
  disabled = false,
  hideLabel = false,
  group = false,
  id,
  labels,
  children,
  className,
  ...rest
}: FieldProps) {
  const hasDescription = description != null && description !== false && description !== '';
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds({ id, hasDescription, hasError, invalid, required, group });

  const labelContent = (
    <>
      {label}
      {required && <RequiredMark label={labels?.required} />}
    </>
  );
  const labelElement = group ? (
    <span
      data-slot="field-label"
      id={ids.labelId}
      className={styles.label}
      data-disabled={disabled ? '' : undefined}
    >
      {labelContent}
    </span>
  ) : (
    <Label.Root
      data-slot="field-label"
      id={ids.labelId}
      htmlFor={ids.controlId}
      className={styles.label}
      data-disabled={disabled ? '' : undefined}
    >
      {labelContent}
    </Label.Root>
  );

  return (
    <div
      data-slot="field"
      data-invalid={ids.invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {hasDescription && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      {children(ids.control)}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
