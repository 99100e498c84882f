import type { ComponentProps, ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import * as es from '../../i18n/es';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import { Field, type FieldProps } from '../Field/Field';
import * as styles from './Select.css';

/** Value of the disabled entry shown when there are no options (never reported: it cannot be chosen). */
const EMPTY_OPTION_VALUE = '__sin-opciones__';

export const selectSizes = ['sm', 'md', 'lg'] as const;

/** One choice of a Select. */
export type SelectOption = {
  /** Value reported to `onValueChange`; must not be the empty string. */
  value: string;
  /** Visible text, e.g. 'Demanda civil'. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
};

export type SelectProps = {
  /** The visible label, also the trigger's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text shown while nothing is chosen. @default es.form.selectPlaceholder */
  placeholder?: string;
  /** Chosen value (controlled). Use `''` for "nothing chosen". */
  value?: string;
  /** Initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (next: string) => void;
  /** Whether the list is open (controlled). */
  open?: boolean;
  /** Initially open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (next: boolean) => void;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message under the trigger; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Marks the select invalid without a message. @default false */
  invalid?: boolean;
  /** Shows '*' after the label and sets `aria-required`. @default false */
  required?: boolean;
  /** Disables the trigger. @default false */
  disabled?: boolean;
  /**
   * The options are still loading: the trigger is disabled, `aria-busy`, and shows `loadingPlaceholder`.
   * @default false
   */
  loading?: boolean;
  /** Placeholder while `loading`, e.g. 'Cargando tipos de documento...'. @default es.common.loading */
  loadingPlaceholder?: string;
  /** Control height and text size. @default 'md' */
  size?: (typeof selectSizes)[number];
  /** Form field name; Radix renders a hidden native select inside a `<form>`. */
  name?: string;
  /** Text overrides: the empty-list message and the hint on the required '*'. @default es.form */
  labels?: { noOptions?: string; required?: string };
  /** Id of the trigger. Generated when omitted. */
  id?: string;
  /** Class on the outer field. */
  className?: string;
  /** Style on the outer field. */
  style?: FieldProps['style'];
} & Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'className' | 'style' | 'id' | 'children' | 'name' | 'onChange'
>;

/**
 * A labelled single choice from a list (Radix Select). The list opens in a portal, so tests query it
 * with `within(document.body)`. `className`/`style` go to the outer field, other props to the trigger.
 */
export function Select({
  label,
  options,
  placeholder = es.form.selectPlaceholder,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  description,
  error,
  invalid = false,
  required = false,
  disabled = false,
  loading = false,
  loadingPlaceholder = es.common.loading,
  size = 'md',
  name,
  labels,
  id,
  className,
  style,
  ...rest
}: SelectProps) {
  const inactive = disabled || loading;
  return (
    <Field
      data-slot="select"
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      required={required}
      disabled={disabled}
      labels={labels?.required ? { required: labels.required } : undefined}
      id={id}
      className={className}
      style={style}
    >
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          open={open}
          defaultOpen={defaultOpen}
          onOpenChange={onOpenChange}
          disabled={inactive}
          name={name}
        >
          <RadixSelect.Trigger
            data-slot="select-trigger"
            data-invalid={control['aria-invalid'] ? '' : undefined}
            data-loading={loading ? '' : undefined}
            aria-busy={loading || undefined}
            className={cx(styles.trigger, styles.size[size])}
            {...rest}
            {...control}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={loading ? loadingPlaceholder : placeholder} />
            </span>
            <RadixSelect.Icon className={styles.chevron}>
              <Icon icon={ChevronDown} size="sm" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content
              data-slot="select-content"
              className={styles.content}
              position="popper"
              sideOffset={4}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.length === 0 && (
                  // A disabled option, not a bare div: a listbox must contain options (ARIA), and
                  // assistive tech then reads the message as the list's only, unavailable, entry.
                  <RadixSelect.Item
                    data-slot="select-empty"
                    value={EMPTY_OPTION_VALUE}
                    disabled
                    className={styles.empty}
                  >
                    <RadixSelect.ItemText>{labels?.noOptions ?? es.form.noOptions}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                )}
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    data-slot="select-item"
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Icon icon={Check} size="sm" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
