import type { FormEvent } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog, type DialogContentProps } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as textFieldStyles from '../../components/TextField/TextField.css';
import { Textarea } from '../../components/Textarea';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  casePriorities,
  caseStatuses,
  splitTags,
  type CasePriorityValue,
  type CaseStatusValue,
} from '../CaseCard';
import * as styles from './CaseFormDialog.css';

/** The form's values, as typed (strings; `tags` comma-separated). */
export type CaseFormValues = {
  /** Required. */
  title: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  description: string;
  status: CaseStatusValue;
  priority: CasePriorityValue;
  /** 'aaaa-mm-dd' from the date input, or ''. */
  dueDate: string;
  /** Comma-separated, as typed; `splitTags` turns it into a list. */
  tags: string;
  caseType: string;
  court: string;
  judge: string;
  notes: string;
};

/** A new case: blank, pending, medium priority (spec §3). */
export const emptyCaseFormValues: CaseFormValues = {
  title: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  description: '',
  status: 'pending',
  priority: 'medium',
  dueDate: '',
  tags: '',
  caseType: '',
  court: '',
  judge: '',
  notes: '',
};

/** Messages per field, and `form` for a failure that belongs to no field. */
export type CaseFormErrors = Partial<Record<keyof CaseFormValues | 'form', string>>;

/** Copy of the CaseFormDialog; defaults from `es.cases.form`. */
export type CaseFormDialogLabels = (typeof es.cases)['form'] & {
  /** Status names. @default es.cases.status */
  statusOptions: Record<CaseStatusValue, string>;
  /** Priority names. @default es.cases.priority */
  priorityOptions: Record<CasePriorityValue, string>;
  /** @default 'Cancelar' */
  cancel: string;
};

export type CaseFormDialogProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with the next open state (Escape, close icon, 'Cancelar'). Ignored while submitting. */
  onOpenChange: (open: boolean) => void;
  /** 'create' ('Nuevo caso', 'Crear caso') or 'edit' ('Editar caso', 'Guardar cambios'). */
  mode: 'create' | 'edit';
  /** The values (controlled). */
  values: CaseFormValues;
  /** Called with the next values on every edit. */
  onValuesChange: (next: CaseFormValues) => void;
  /** Called with the values by the submit button or Enter; not while submitting. The app validates. */
  onSubmit: (values: CaseFormValues) => void;
  /** The request runs: spinner, 'Guardando…', no second submit, the dialog stays open. @default false */
  submitting?: boolean;
  /** Messages to show under the fields, and `form` above the buttons. @default {} */
  errors?: CaseFormErrors;
  /** Copy overrides. */
  labels?: Partial<CaseFormDialogLabels>;
} & Omit<DialogContentProps, 'children' | 'title' | 'onSubmit'>;

/**
 * Create or edit a case (spec §3 Case): title (required), client name, e-mail and phone, description,
 * status, priority, due date, tags (comma-separated, previewed as chips), case type, court, judge and
 * notes. Controlled only; the app validates and passes `errors`.
 */
export function CaseFormDialog({
  open,
  onOpenChange,
  mode,
  values,
  onValuesChange,
  onSubmit,
  submitting = false,
  errors = {},
  labels: labelOverrides,
  onEscapeKeyDown,
  ...rest
}: CaseFormDialogProps) {
  const labels: CaseFormDialogLabels = {
    ...es.cases.form,
    statusOptions: es.cases.status,
    priorityOptions: es.cases.priority,
    cancel: es.common.cancel,
    ...labelOverrides,
  };
  const set =
    <K extends keyof CaseFormValues>(key: K) =>
    (next: CaseFormValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  const tags = splitTags(values.tags);
  const text = (key: Exclude<keyof CaseFormValues, 'status' | 'priority'>) => ({
    name: key,
    value: values[key],
    onValueChange: set(key),
    error: errors[key],
    readOnly: submitting,
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
    >
      <Dialog.Content
        data-slot="case-form-dialog"
        data-submitting={submitting ? '' : undefined}
        aria-busy={submitting || undefined}
        className={styles.content}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (submitting) event.preventDefault();
        }}
        {...rest}
      >
        <Dialog.Header>
          <Dialog.Title>{mode === 'create' ? labels.createTitle : labels.editTitle}</Dialog.Title>
          <Dialog.Description>{labels.description}</Dialog.Description>
        </Dialog.Header>
        <form noValidate onSubmit={submit} className={styles.form} data-slot="case-form">
          <Dialog.Body className={styles.body}>
            <TextField label={labels.caseTitle} required autoComplete="off" {...text('title')} />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{labels.clientSection}</legend>
              <TextField label={labels.clientName} autoComplete="off" {...text('clientName')} />
              <div className={styles.pair}>
                <TextField
                  label={labels.clientEmail}
                  type="email"
                  autoComplete="off"
                  {...text('clientEmail')}
                />
                <TextField
                  label={labels.clientPhone}
                  type="tel"
                  autoComplete="off"
                  {...text('clientPhone')}
                />
              </div>
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{labels.caseSection}</legend>
              <Textarea label={labels.caseDescription} rows={3} {...text('description')} />
              <div className={styles.pair}>
                <Select
                  label={labels.status}
                  name="status"
                  value={values.status}
                  onValueChange={(next) => set('status')(next as CaseStatusValue)}
                  options={caseStatuses.map((status) => ({
                    value: status,
                    label: labels.statusOptions[status],
                  }))}
                  error={errors.status}
                  disabled={submitting}
                />
                <Select
                  label={labels.priority}
                  name="priority"
                  value={values.priority}
                  onValueChange={(next) => set('priority')(next as CasePriorityValue)}
                  options={casePriorities.map((priority) => ({
                    value: priority,
                    label: labels.priorityOptions[priority],
                  }))}
                  error={errors.priority}
                  disabled={submitting}
                />
              </div>
              <div className={styles.pair}>
                <Field label={labels.dueDate} error={errors.dueDate} data-slot="case-form-due-date">
                  {(control) => (
                    <div
                      className={cx(textFieldStyles.control, textFieldStyles.size.md)}
                      data-invalid={control['aria-invalid'] ? '' : undefined}
                      data-readonly={submitting ? '' : undefined}
                    >
                      <input
                        type="date"
                        name="dueDate"
                        className={textFieldStyles.input}
                        value={values.dueDate}
                        onChange={(event) => set('dueDate')(event.target.value)}
                        readOnly={submitting}
                        {...control}
                      />
                    </div>
                  )}
                </Field>
                <TextField
                  label={labels.caseType}
                  placeholder={labels.caseTypePlaceholder}
                  autoComplete="off"
                  {...text('caseType')}
                />
              </div>
              <div className={styles.tagsField}>
                <TextField
                  label={labels.tags}
                  description={labels.tagsHint}
                  autoComplete="off"
                  {...text('tags')}
                />
                {tags.length > 0 ? (
                  <ul role="list" className={styles.tags} data-slot="case-form-tags" aria-label={labels.tags}>
                    {tags.map((tag) => (
                      <li key={tag}>
                        <Badge size="sm">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{labels.courtSection}</legend>
              <div className={styles.pair}>
                <TextField label={labels.court} autoComplete="off" {...text('court')} />
                <TextField label={labels.judge} autoComplete="off" {...text('judge')} />
              </div>
              <Textarea label={labels.notes} rows={3} {...text('notes')} />
            </fieldset>
          </Dialog.Body>
          {errors.form ? (
            <p role="alert" className={styles.formError} data-slot="case-form-error">
              {errors.form}
            </p>
          ) : null}
          <Dialog.Footer>
            <Button
              variant="outline"
              tone="neutral"
              disabled={submitting}
              onClick={() => onOpenChange(false)}
              data-slot="case-form-cancel"
            >
              {labels.cancel}
            </Button>
            <Button
              type="submit"
              data-slot="case-form-submit"
              data-state={submitting ? 'submitting' : 'idle'}
              aria-disabled={submitting || undefined}
              startIcon={submitting ? <Spinner size="sm" tone="inherit" aria-hidden /> : undefined}
            >
              {submitting ? labels.submitting : mode === 'create' ? labels.submitCreate : labels.submitEdit}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
