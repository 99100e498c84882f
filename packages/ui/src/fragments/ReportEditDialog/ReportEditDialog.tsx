import { useId, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { CaseAnalysisPanel } from '../CaseAnalysisPanel';
import {
  ReportCaseSelect,
  ReportClientField,
  ReportDescriptionField,
  ReportFormDialog,
  ReportFormFooter,
  ReportTitleField,
  type ReportFormErrors,
  type ReportFormProps,
} from '../ReportFields';
import { TemplateFields } from '../TemplateFields';
import * as styles from './ReportEditDialog.css';

/** The values of the 'Editar Informe' form (same shape as the domain's EditFormState). */
export type ReportEditValues = {
  /** Report title (required). */
  title: string;
  /** Optional description. */
  description: string;
  /** Chosen template id, '' for none (required). */
  templateId: string;
  /** Linked case id, '' for none. */
  caseId: string;
  /** Client name (locked while a case is chosen). */
  clientName: string;
  /** Template field id → value. */
  content: Record<string, string>;
};

/** Messages by key: 'title', 'templateId', a template field id, or 'form'. */
export type ReportEditErrors = ReportFormErrors;

/** Copy of the ReportEditDialog; defaults from `es.reportForms.editDialog` and the wizard's case copy. */
export type ReportEditDialogLabels = (typeof es.reportForms)['editDialog'] & {
  /** @default 'Seleccionar caso existente o crear sin caso' */
  casePlaceholder: string;
  /** @default 'Cargando casos...' */
  loadingCases: string;
  /** @default 'Sin caso asociado' */
  noCase: string;
  /** @default 'Cliente auto-completado desde el caso seleccionado' */
  clientLocked: string;
};

/** The shared report-form props (`ReportFormProps`: open, values, cases, analysis, submitting…) and the mode. */
export type ReportEditDialogProps = ReportFormProps<ReportEditValues, ReportEditDialogLabels> & {
  /** 'edit' ('Actualizar Informe') or 'create' when there is no report yet ('Crear Informe'). @default 'edit' */
  mode?: 'edit' | 'create';
  /**
   * Called with the chosen template id. The app resets the content to the template's defaults. When
   * omitted, `onValuesChange` receives the new `templateId` with the content unchanged.
   */
  onTemplateChange?: (templateId: string) => void;
  /** Templates could not be loaded: a warning asks to refresh the page. @default false */
  templatesFailed?: boolean;
};

/**
 * 'Editar Informe' (spec §2 Edit-report modal): title, description, document type, case with its
 * analysis, client (locked while a case is chosen) and the 'Datos del documento' fields of the chosen
 * template. Controlled only; the app validates (domain `validateEditForm`) and passes `errors`.
 */
export function ReportEditDialog({
  open,
  onOpenChange,
  mode = 'edit',
  values,
  onValuesChange,
  onTemplateChange,
  onCaseChange,
  onSubmit,
  errors = {},
  templates = [],
  templatesFailed = false,
  cases = [],
  casesLoading = false,
  analysisState = 'none',
  analysis = null,
  analysisCopied = false,
  onCopyAnalysis,
  submitting = false,
  labels: labelOverrides,
  ...rest
}: ReportEditDialogProps) {
  const labels: ReportEditDialogLabels = {
    ...es.reportForms.editDialog,
    casePlaceholder: es.reportForms.wizard.casePlaceholder,
    loadingCases: es.reportForms.wizard.loadingCases,
    noCase: es.reportForms.wizard.noCase,
    clientLocked: es.reportForms.wizard.clientLocked,
    ...labelOverrides,
  };
  const dataId = useId();
  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const set =
    <K extends keyof ReportEditValues>(key: K) =>
    (next: ReportEditValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <ReportFormDialog
      open={open}
      onOpenChange={onOpenChange}
      submitting={submitting}
      data-slot="report-edit-dialog"
      data-mode={mode}
      className={styles.content}
      {...rest}
    >
      <Dialog.Header>
        <Dialog.Title>{mode === 'create' ? labels.createTitle : labels.title}</Dialog.Title>
        <Dialog.Description>{labels.requiredNote}</Dialog.Description>
      </Dialog.Header>
      <form noValidate onSubmit={submit} className={styles.form} data-slot="report-edit-form">
        <Dialog.Body className={styles.body}>
          <ReportTitleField
            values={values}
            errors={errors}
            submitting={submitting}
            label={labels.reportTitle}
            onValueChange={set('title')}
          />
          <ReportDescriptionField
            values={values}
            errors={errors}
            submitting={submitting}
            label={labels.description}
            onValueChange={set('description')}
          />
          <div className={styles.pair}>
            <div className={styles.templateField}>
              <Select
                label={labels.template}
                required
                name="templateId"
                loading={templates.length === 0}
                loadingPlaceholder={labels.loadingTemplates}
                // Without options Radix shows no text for a value: '' brings up the loading text.
                value={templates.length === 0 ? '' : values.templateId}
                onValueChange={(next) =>
                  onTemplateChange ? onTemplateChange(next) : onValuesChange({ ...values, templateId: next })
                }
                options={templates.map((item) => ({ value: item.id, label: item.name }))}
                error={errors.templateId}
                disabled={submitting}
              />
              {templatesFailed ? (
                <p role="alert" className={styles.warning} data-slot="report-edit-templates-warning">
                  <Icon icon={TriangleAlert} size="sm" className={styles.warningIcon} />
                  {labels.templatesWarning}
                </p>
              ) : null}
            </div>
            <ReportCaseSelect
              values={values}
              submitting={submitting}
              cases={cases}
              loading={casesLoading}
              labels={labels}
              onCaseChange={onCaseChange}
            />
          </div>
          {values.caseId ? (
            <CaseAnalysisPanel
              state={analysisState}
              analysis={analysis}
              copied={analysisCopied}
              onCopy={onCopyAnalysis}
              headingLevel={3}
            />
          ) : null}
          <ReportClientField
            values={values}
            errors={errors}
            submitting={submitting}
            label={labels.client}
            lockedNote={labels.clientLocked}
            onValueChange={set('clientName')}
          />
          <section className={styles.section} aria-labelledby={dataId} data-slot="report-edit-data">
            <Heading level={3} size="xs" id={dataId} className={styles.sectionTitle}>
              {labels.documentData}
            </Heading>
            {template ? (
              <TemplateFields
                fields={template.fields}
                values={values.content}
                onValuesChange={set('content')}
                errors={errors}
                disabled={submitting}
              />
            ) : (
              <p className={styles.muted}>{labels.chooseTemplate}</p>
            )}
          </section>
        </Dialog.Body>
        <ReportFormFooter
          error={errors.form}
          errorClassName={styles.formError}
          errorSlot="report-edit-error"
          secondary={{
            label: labels.cancel,
            slot: 'report-edit-cancel',
            disabled: submitting,
            onClick: () => onOpenChange(false),
          }}
          submitLabel={
            submitting ? labels.submitting : mode === 'create' ? labels.submitCreate : labels.submitEdit
          }
          submitSlot="report-edit-submit"
          submitting={submitting}
          busy="aria-disabled"
        />
      </form>
    </ReportFormDialog>
  );
}
