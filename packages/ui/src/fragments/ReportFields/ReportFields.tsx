import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog, type DialogContentProps } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import type { CaseAnalysisItem, CaseAnalysisState } from '../CaseAnalysisPanel';
import type { TemplateFieldItem } from '../TemplateFields';

/**
 * The report fields the 'Crear Nuevo Informe' wizard (step 2) and the 'Editar Informe' dialog share —
 * title, description, the case picker and the client — written once. Each host lays them out (the wizard
 * stacks them, the dialog pairs the case with the template) and passes its own copy. The two hosts also
 * share their props (`ReportFormProps`), their dialog shell (`ReportFormDialog`) and their footer
 * (`ReportFormFooter`).
 */

/** The value of the case select that means "no case" (Select values may not be ''). */
export const NO_REPORT_CASE = '__none__';

/** A case the report can be linked to (spec §3: the report screens' reading of a case). */
export type ReportCaseItem = {
  /** Case id. */
  id: string;
  /** Case title. */
  title: string;
  /** Client name ('' when the case has none). */
  clientName: string;
  /** Case description. */
  description?: string;
  /** Case type, e.g. 'Civil'. */
  caseType?: string;
  /** Status, already as a label, e.g. 'En curso'. */
  status?: string;
};

/** A report template as the wizard and the edit modal show it (spec §3 Report template). */
export type ReportTemplateItem = {
  /** Template id, e.g. 'demanda-civil'. */
  id: string;
  /** Name, e.g. 'Demanda civil'. */
  name: string;
  /** One-line description. */
  description: string;
  /** Category: civil, penal, laboral, administrativo, comercial, familiar, or any other (generic icon). */
  category: string;
  /** The template's fields, in display order. */
  fields: readonly TemplateFieldItem[];
};

/** What the shared fields read and write of a host form. */
export type ReportFieldValues = {
  title: string;
  description: string;
  caseId: string;
  clientName: string;
};

/** Props every shared field takes. */
type FieldProps = {
  values: ReportFieldValues;
  errors: Partial<Record<string, string>>;
  /** Fields are read-only while the form is being sent. */
  submitting: boolean;
};

/** The report's title (required). */
export function ReportTitleField({
  values,
  errors,
  submitting,
  label,
  onValueChange,
}: FieldProps & { label: string; onValueChange: (next: string) => void }) {
  return (
    <TextField
      label={label}
      required
      autoComplete="off"
      name="title"
      value={values.title}
      onValueChange={onValueChange}
      error={errors.title}
      readOnly={submitting}
    />
  );
}

/** The report's optional description. */
export function ReportDescriptionField({
  values,
  errors,
  submitting,
  label,
  onValueChange,
}: FieldProps & { label: string; onValueChange: (next: string) => void }) {
  return (
    <Textarea
      label={label}
      rows={3}
      name="description"
      value={values.description}
      onValueChange={onValueChange}
      error={errors.description}
      readOnly={submitting}
    />
  );
}

/** The case picker: 'Sin caso' is offered once a case is chosen; `onCaseChange(null)` unlinks it. */
export function ReportCaseSelect({
  values,
  submitting,
  cases,
  loading,
  labels,
  onCaseChange,
}: Omit<FieldProps, 'errors'> & {
  cases: readonly ReportCaseItem[];
  loading: boolean;
  labels: { case: string; casePlaceholder: string; loadingCases: string; noCase: string };
  onCaseChange: (caseId: string | null) => void;
}) {
  return (
    <Select
      label={labels.case}
      name="caseId"
      placeholder={labels.casePlaceholder}
      loading={loading}
      loadingPlaceholder={labels.loadingCases}
      value={values.caseId}
      onValueChange={(next) => onCaseChange(next === NO_REPORT_CASE ? null : next)}
      options={[
        ...(values.caseId ? [{ value: NO_REPORT_CASE, label: labels.noCase }] : []),
        ...cases.map((item) => ({
          value: item.id,
          label: item.clientName ? `${item.title} - ${item.clientName}` : item.title,
        })),
      ]}
      disabled={submitting}
    />
  );
}

/** The client: locked (with the reason) while a case is chosen, since the case names the client. */
export function ReportClientField({
  values,
  errors,
  submitting,
  label,
  lockedNote,
  required = false,
  onValueChange,
}: FieldProps & {
  label: string;
  lockedNote: string;
  required?: boolean;
  onValueChange: (next: string) => void;
}) {
  return (
    <TextField
      label={label}
      required={required}
      autoComplete="off"
      name="clientName"
      value={values.clientName}
      onValueChange={onValueChange}
      error={errors.clientName}
      readOnly={submitting || Boolean(values.caseId)}
      description={values.caseId ? lockedNote : undefined}
    />
  );
}

/** Messages of a report form by key: 'title', 'clientName', 'templateId', a template field id, or 'form'. */
export type ReportFormErrors = Partial<Record<string, string>>;

/**
 * The props the 'Crear Nuevo Informe' wizard and the 'Editar Informe' dialog share, declared once; each
 * host adds its own (the wizard its step, the dialog its mode). `Values` is the host's form values,
 * `Labels` its copy.
 */
export type ReportFormProps<Values extends ReportFieldValues, Labels> = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with the next open state ('Cancelar', Escape, close icon). Ignored while submitting. */
  onOpenChange: (open: boolean) => void;
  /** The values (controlled). */
  values: Values;
  /** Called with the next values on every edit (inputs, template fields, choices). */
  onValuesChange: (next: Values) => void;
  /**
   * Called with a case id, or null for "no case", by the case select. The app applies the case (case id,
   * client name, and in the wizard a default description) and passes new `values`.
   */
  onCaseChange: (caseId: string | null) => void;
  /** Called with the values by the submit button (and Enter; the wizard on its last step), not while submitting. */
  onSubmit: (values: Values) => void;
  /** Messages under the fields, and `form` above the buttons. @default {} */
  errors?: ReportFormErrors;
  /** The report templates (the wizard's cards, the dialog's 'Tipo de documento' select). @default [] */
  templates?: readonly ReportTemplateItem[];
  /** The cases of the 'Caso asociado' select. @default [] */
  cases?: readonly ReportCaseItem[];
  /** Cases are loading: 'Cargando casos...'. @default false */
  casesLoading?: boolean;
  /** State of the chosen case's analysis. @default 'none' */
  analysisState?: CaseAnalysisState;
  /** The chosen case's analysis. @default null */
  analysis?: CaseAnalysisItem | null;
  /** The analysis was just copied ('✓ Copiado'). @default false */
  analysisCopied?: boolean;
  /** Called by 'Copiar todo'; the app copies the summary. */
  onCopyAnalysis?: () => void;
  /**
   * The request runs: the submit button reads 'Creando...' / 'Guardando...', no second submit, the dialog
   * stays open. @default false
   */
  submitting?: boolean;
  /** Copy overrides. */
  labels?: Partial<Labels>;
} & Omit<DialogContentProps, 'children' | 'title' | 'onSubmit'>;

/**
 * The dialog both report forms open in: while `submitting` it is busy and Escape, the close icon and
 * `onOpenChange` are ignored. Other props go to the content element.
 */
export function ReportFormDialog({
  open,
  onOpenChange,
  submitting,
  onEscapeKeyDown,
  children,
  ...rest
}: { open: boolean; onOpenChange: (open: boolean) => void; submitting: boolean } & DialogContentProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
    >
      <Dialog.Content
        data-submitting={submitting ? '' : undefined}
        aria-busy={submitting || undefined}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (submitting) event.preventDefault();
        }}
        {...rest}
      >
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The report forms' footer: the form's error above it, a secondary button and the submit button. */
export function ReportFormFooter({
  error,
  errorClassName,
  errorSlot,
  className,
  secondary,
  submitLabel,
  submitSlot,
  submitting,
  busy,
}: {
  /** The form's error ('form'), shown above the buttons. */
  error?: string;
  errorClassName: string;
  errorSlot: string;
  className?: string;
  /** 'Anterior' or 'Cancelar': an outline button, disabled while `disabled`. */
  secondary: { label: ReactNode; slot: string; disabled: boolean; onClick: () => void };
  /** The submit button's label (its submitting label while submitting). */
  submitLabel: ReactNode;
  submitSlot: string;
  submitting: boolean;
  /** How the submit button is blocked while submitting: `disabled`, or `aria-disabled` (keeps focus). */
  busy: 'disabled' | 'aria-disabled';
}) {
  return (
    <>
      {error ? (
        <p role="alert" className={errorClassName} data-slot={errorSlot}>
          {error}
        </p>
      ) : null}
      <Dialog.Footer className={className}>
        <Button
          variant="outline"
          tone="neutral"
          disabled={secondary.disabled}
          onClick={() => secondary.onClick()}
          data-slot={secondary.slot}
        >
          {secondary.label}
        </Button>
        <Button
          type="submit"
          data-slot={submitSlot}
          data-state={submitting ? 'submitting' : 'idle'}
          disabled={busy === 'disabled' ? submitting : undefined}
          aria-disabled={busy === 'aria-disabled' ? submitting || undefined : undefined}
          startIcon={submitting ? <Spinner size="sm" tone="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
}
