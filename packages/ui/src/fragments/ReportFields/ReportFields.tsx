import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';

/**
 * The report fields the 'Crear Nuevo Informe' wizard (step 2) and the 'Editar Informe' dialog share —
 * title, description, the case picker and the client — written once. Each host lays them out (the wizard
 * stacks them, the dialog pairs the case with the template) and passes its own copy.
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
