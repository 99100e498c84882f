import type { ComponentProps } from 'react';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './TemplateFields.css';

/** Input kinds of a template field; the app maps any other wire type to 'text'. */
export const templateFieldTypes = ['textarea', 'select', 'number', 'text'] as const;

/** A template field input kind. */
export type TemplateFieldType = (typeof templateFieldTypes)[number];

/** One field of a report template, as the forms show it (spec §3 Template field). */
export type TemplateFieldItem = {
  /** Key in `values` and `errors`, e.g. 'hechos'. */
  id: string;
  /** Visible label, e.g. 'Hechos'. */
  label: string;
  /** Which input to render. */
  type: TemplateFieldType;
  /** Shows '*' after the label and sets `aria-required`. @default false */
  required?: boolean;
  /** Placeholder inside the input. */
  placeholder?: string;
  /** Help text under the label. */
  description?: string;
  /** Visible lines of a textarea. @default 4 */
  rows?: number;
  /** Choices of a select field. @default [] */
  options?: readonly { value: string; label: string }[];
};

/** Copy of TemplateFields; defaults from `es.reportForms.templateFields`. */
export type TemplateFieldsLabels = (typeof es.reportForms)['templateFields'];

export type TemplateFieldsProps = {
  /** The template's fields, in display order. */
  fields: readonly TemplateFieldItem[];
  /** Field id → current text (controlled). A missing id reads as ''. */
  values: Readonly<Record<string, string>>;
  /** Called with every value, the edited one replaced. */
  onValuesChange: (next: Record<string, string>) => void;
  /** Field id → message shown under the field (sets `aria-invalid`). @default {} */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Inputs read-only (e.g. while saving). @default false */
  disabled?: boolean;
  /** Copy overrides. */
  labels?: Partial<TemplateFieldsLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/** Default textarea height in lines (spec §9). */
const DEFAULT_ROWS = 4;
/** Step of number inputs (spec §5). */
const NUMBER_STEP = 0.01;

/**
 * One labelled input per template field (spec §2 wizard step 3 and 'Datos del documento' of the edit
 * modal): textarea, select, number (step 0.01) or text; '*' on required fields, the field's description
 * and its error underneath. Controlled; the app validates and passes `errors`.
 */
export function TemplateFields({
  fields,
  values,
  onValuesChange,
  errors = {},
  disabled = false,
  labels: labelOverrides,
  className,
  ...rest
}: TemplateFieldsProps) {
  const labels: TemplateFieldsLabels = { ...es.reportForms.templateFields, ...labelOverrides };
  const set = (id: string) => (next: string) => onValuesChange({ ...values, [id]: next });

  if (fields.length === 0) {
    return (
      <div data-slot="template-fields" data-state="empty" className={cx(styles.root, className)} {...rest}>
        <p className={styles.empty}>{labels.noFields}</p>
      </div>
    );
  }

  return (
    <div data-slot="template-fields" data-state="ready" className={cx(styles.root, className)} {...rest}>
      {fields.map((field) => {
        const common = {
          label: field.label,
          description: field.description,
          required: field.required ?? false,
          error: errors[field.id],
          value: values[field.id] ?? '',
          onValueChange: set(field.id),
          name: field.id,
          'data-field': field.id,
        };
        switch (field.type) {
          case 'textarea':
            return (
              <Textarea
                key={field.id}
                {...common}
                placeholder={field.placeholder}
                rows={field.rows ?? DEFAULT_ROWS}
                readOnly={disabled}
              />
            );
          case 'select':
            return (
              <Select
                key={field.id}
                {...common}
                placeholder={field.placeholder ?? labels.selectPlaceholder}
                options={(field.options ?? []).filter((option) => option.value !== '')}
                disabled={disabled}
              />
            );
          case 'number':
            return (
              <TextField
                key={field.id}
                {...common}
                type="number"
                inputMode="decimal"
                step={NUMBER_STEP}
                placeholder={field.placeholder}
                readOnly={disabled}
              />
            );
          default:
            return (
              <TextField
                key={field.id}
                {...common}
                placeholder={field.placeholder}
                autoComplete="off"
                readOnly={disabled}
              />
            );
        }
      })}
    </div>
  );
}
