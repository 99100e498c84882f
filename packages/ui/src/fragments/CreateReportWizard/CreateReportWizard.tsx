import { useId, type FormEvent } from 'react';
import {
  Briefcase,
  Building2,
  CheckCircle2,
  Clock,
  FileText,
  Gavel,
  Landmark,
  Scale,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { Progress } from '../../components/Progress';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { CaseAnalysisPanel } from '../CaseAnalysisPanel';
import {
  NO_REPORT_CASE,
  ReportCaseSelect,
  ReportClientField,
  ReportDescriptionField,
  ReportFormDialog,
  ReportFormFooter,
  ReportTitleField,
  type ReportCaseItem,
  type ReportFormErrors,
  type ReportFormProps,
  type ReportTemplateItem,
} from '../ReportFields';
import { TemplateFields } from '../TemplateFields';
import * as styles from './CreateReportWizard.css';

/** The wizard's steps: 1 template, 2 basic data, 3 template fields, 4 review (spec §2, §4). */
export const wizardSteps = [1, 2, 3, 4] as const;

/** A wizard step. */
export type WizardStepNumber = (typeof wizardSteps)[number];

export { NO_REPORT_CASE, type ReportCaseItem, type ReportTemplateItem };

/** The values the wizard collects (same shape as the domain's WizardState). */
export type CreateReportWizardValues = {
  /** Chosen template id, null before step 1. */
  templateId: string | null;
  /** Report title. */
  title: string;
  /** Optional description. */
  description: string;
  /** Client name (locked while a case is chosen). */
  clientName: string;
  /** Linked case id, '' for none. */
  caseId: string;
  /** Template field id → value. */
  content: Record<string, string>;
  /** 'Mejorar con Alegato IA'. */
  enhanceWithAi: boolean;
  /** 'Generar PDF automáticamente'. */
  generatePdf: boolean;
};

/** Messages by key: 'templateId', 'title', 'clientName', a template field id, or 'form'. */
export type CreateReportWizardErrors = ReportFormErrors;

/** Copy of the wizard; defaults from `es.reportForms.wizard`. */
export type CreateReportWizardLabels = (typeof es.reportForms)['wizard'] & {
  /** Product name in 'Mejorar con Alegato IA'. @default es.site.productName ('Alegato') */
  productName: string;
};

/** The shared report-form props (`ReportFormProps`: open, values, cases, analysis, submitting…) and the steps. */
export type CreateReportWizardProps = ReportFormProps<CreateReportWizardValues, CreateReportWizardLabels> & {
  /** The current step (controlled). */
  step: WizardStepNumber;
  /** Called with an earlier step when its marker in the progress list is pressed (no validation). */
  onStepChange?: (next: WizardStepNumber) => void;
  /** Called by 'Siguiente' (and Enter on steps 1–3); the app validates and moves on or sets `errors`. */
  onNext: () => void;
  /** Called by 'Anterior'. */
  onBack: () => void;
  /** Templates are loading: 'Cargando plantillas...'. @default false */
  templatesLoading?: boolean;
};

const categoryIcons: Record<string, LucideIcon> = {
  civil: Scale,
  penal: Gavel,
  laboral: Briefcase,
  administrativo: Landmark,
  comercial: Building2,
  familiar: Users,
};

/** The icon of a template category; any other category gets a generic document icon. */
export function templateCategoryIcon(category: string): LucideIcon {
  return categoryIcons[category.trim().toLowerCase()] ?? FileText;
}

/**
 * 'Crear Nuevo Informe' (spec §2 Create-report wizard): four steps with 'Paso N de 4' and a progress
 * bar — template cards; title, description, client and case (with its details and 'Análisis del
 * caso'); the template's fields; review with the AI and PDF options and estimated times. Controlled
 * only: the app owns the step, the values and validation (domain `validateWizardStep`).
 */
export function CreateReportWizard({
  open,
  onOpenChange,
  step,
  onStepChange,
  onNext,
  onBack,
  onSubmit,
  values,
  onValuesChange,
  onCaseChange,
  errors = {},
  templates = [],
  templatesLoading = false,
  cases = [],
  casesLoading = false,
  analysisState = 'none',
  analysis = null,
  analysisCopied = false,
  onCopyAnalysis,
  submitting = false,
  labels: labelOverrides,
  ...rest
}: CreateReportWizardProps) {
  const labels: CreateReportWizardLabels = {
    ...es.reportForms.wizard,
    productName: es.site.productName,
    ...labelOverrides,
  };
  const total = wizardSteps.length;
  const last = step === total;
  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const chosenCase = values.caseId ? (cases.find((item) => item.id === values.caseId) ?? null) : null;
  const set =
    <K extends keyof CreateReportWizardValues>(key: K) =>
    (next: CreateReportWizardValues[K]) =>
      onValuesChange({ ...values, [key]: next });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (last) onSubmit(values);
    else onNext();
  };
  const templateErrorId = useId();

  return (
    <ReportFormDialog
      open={open}
      onOpenChange={onOpenChange}
      submitting={submitting}
      data-slot="create-report-wizard"
      data-step={step}
      className={styles.content}
      {...rest}
    >
      <Dialog.Header>
        <Dialog.Title>{labels.title}</Dialog.Title>
        <Dialog.Description>{labels.stepOf(step, total)}</Dialog.Description>
      </Dialog.Header>
      <div className={styles.progress} data-slot="create-report-progress">
        <Progress
          value={(step / total) * 100}
          label={labels.stepOf(step, total)}
          hideLabel
          showValue={false}
        />
        <ol className={styles.steps} aria-label={labels.progress}>
          {wizardSteps.map((n) => {
            const state = n < step ? 'complete' : n === step ? 'current' : 'upcoming';
            const marker = (
              <>
                <span className={styles.stepNumber} aria-hidden>
                  {n < step ? <Icon icon={CheckCircle2} size="sm" /> : n}
                </span>
                <span className={styles.stepTitle}>{labels.stepTitles[n]}</span>
              </>
            );
            return (
              <li
                key={n}
                className={styles.step}
                data-state={state}
                aria-current={n === step ? 'step' : undefined}
              >
                {state === 'complete' && onStepChange && !submitting ? (
                  <button
                    type="button"
                    data-interactive=""
                    className={styles.stepButton}
                    onClick={() => onStepChange(n)}
                  >
                    {marker}
                  </button>
                ) : (
                  <span className={styles.stepButton}>{marker}</span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <form noValidate onSubmit={submit} className={styles.form} data-slot="create-report-form">
        <Dialog.Body className={styles.body}>
          <Heading level={3} size="sm" data-slot="create-report-step-title">
            {labels.stepTitles[step]}
          </Heading>
          {step === 1 ? (
            templatesLoading ? (
              <p className={styles.muted} data-slot="create-report-templates-loading">
                <Spinner size="sm" label={labels.loadingTemplates} />
                <span aria-hidden>{labels.loadingTemplates}</span>
              </p>
            ) : templates.length === 0 ? (
              <p className={styles.muted}>{labels.noTemplates}</p>
            ) : (
              <div className={styles.templatesBlock}>
                <ul
                  role="list"
                  aria-label={labels.templates}
                  aria-describedby={errors.templateId ? templateErrorId : undefined}
                  className={styles.templates}
                  data-slot="create-report-templates"
                >
                  {templates.map((item) => {
                    const selected = item.id === values.templateId;
                    return (
                      <li key={item.id} className={styles.templateItem}>
                        <button
                          type="button"
                          aria-pressed={selected}
                          data-slot="create-report-template"
                          data-state={selected ? 'selected' : 'idle'}
                          data-category={item.category}
                          className={styles.templateCard}
                          disabled={submitting}
                          onClick={() => set('templateId')(item.id)}
                        >
                          <span className={styles.templateHead}>
                            <span className={styles.templateIcon}>
                              <Icon icon={templateCategoryIcon(item.category)} size="md" />
                            </span>
                            <span className={styles.templateName}>{item.name}</span>
                            {selected ? (
                              <Icon icon={CheckCircle2} size="sm" className={styles.templateCheck} />
                            ) : null}
                          </span>
                          {item.description ? (
                            <span className={styles.templateDescription}>{item.description}</span>
                          ) : null}
                          <span className={styles.templateMeta}>
                            <Badge size="sm">{item.category}</Badge>
                            <span>{labels.fieldCount(item.fields.length)}</span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {errors.templateId ? (
                  <p
                    id={templateErrorId}
                    role="alert"
                    className={styles.error}
                    data-slot="create-report-template-error"
                  >
                    {errors.templateId}
                  </p>
                ) : null}
              </div>
            )
          ) : null}
          {step === 2 ? (
            <div className={styles.stack}>
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
              <ReportCaseSelect
                values={values}
                submitting={submitting}
                cases={cases}
                loading={casesLoading}
                labels={labels}
                onCaseChange={onCaseChange}
              />
              <ReportClientField
                values={values}
                errors={errors}
                submitting={submitting}
                label={labels.clientName}
                lockedNote={labels.clientLocked}
                required
                onValueChange={set('clientName')}
              />
              {chosenCase ? (
                <section
                  className={styles.caseCard}
                  data-slot="create-report-case"
                  aria-label={labels.chosenCase}
                >
                  <p className={styles.caseTitle}>{chosenCase.title}</p>
                  {chosenCase.description ? (
                    <p className={styles.caseDescription}>{chosenCase.description}</p>
                  ) : null}
                  <dl className={styles.caseFacts}>
                    {chosenCase.caseType ? (
                      <div className={styles.caseFact}>
                        <dt className={styles.term}>{labels.caseType}</dt>
                        <dd className={styles.detail}>{chosenCase.caseType}</dd>
                      </div>
                    ) : null}
                    {chosenCase.status ? (
                      <div className={styles.caseFact}>
                        <dt className={styles.term}>{labels.caseStatus}</dt>
                        <dd className={styles.detail}>{chosenCase.status}</dd>
                      </div>
                    ) : null}
                  </dl>
                </section>
              ) : null}
              {values.caseId ? (
                <CaseAnalysisPanel
                  state={analysisState}
                  analysis={analysis}
                  copied={analysisCopied}
                  onCopy={onCopyAnalysis}
                  headingLevel={4}
                />
              ) : null}
            </div>
          ) : null}
          {step === 3 ? (
            <TemplateFields
              fields={template?.fields ?? []}
              values={values.content}
              onValuesChange={set('content')}
              errors={errors}
              disabled={submitting}
            />
          ) : null}
          {step === 4 ? (
            <div className={styles.stack}>
              <section
                className={styles.summary}
                aria-label={labels.summary}
                data-slot="create-report-summary"
              >
                <dl className={styles.summaryList}>
                  <div className={styles.caseFact}>
                    <dt className={styles.term}>{labels.template}</dt>
                    <dd className={styles.detail}>{template?.name ?? '—'}</dd>
                  </div>
                  <div className={styles.caseFact}>
                    <dt className={styles.term}>{labels.summaryTitle}</dt>
                    <dd className={styles.detail}>{values.title}</dd>
                  </div>
                  <div className={styles.caseFact}>
                    <dt className={styles.term}>{labels.client}</dt>
                    <dd className={styles.detail}>{values.clientName}</dd>
                  </div>
                  {values.caseId ? (
                    <div className={styles.caseFact}>
                      <dt className={styles.term}>{labels.caseId}</dt>
                      <dd className={styles.detail}>{chosenCase?.title ?? labels.linkedCase}</dd>
                    </div>
                  ) : null}
                </dl>
              </section>
              <Checkbox
                label={labels.enhance(labels.productName)}
                description={labels.enhanceHint}
                name="enhanceWithAi"
                checked={values.enhanceWithAi}
                onCheckedChange={set('enhanceWithAi')}
                disabled={submitting}
              />
              <Checkbox
                label={labels.generatePdf}
                description={labels.generatePdfHint}
                name="generatePdf"
                checked={values.generatePdf}
                onCheckedChange={set('generatePdf')}
                disabled={submitting}
              />
              <section
                className={styles.times}
                aria-label={labels.estimatedTimes}
                data-slot="create-report-times"
              >
                <p className={styles.timesTitle}>
                  <Icon icon={Clock} size="sm" />
                  {labels.estimatedTimes}
                </p>
                <ul className={styles.timesList}>
                  <li className={styles.timeItem} data-active={!values.enhanceWithAi ? '' : undefined}>
                    {labels.timeWithoutAi}
                  </li>
                  <li className={styles.timeItem} data-active={values.enhanceWithAi ? '' : undefined}>
                    {labels.timeWithAi}
                  </li>
                  <li className={styles.timeItem} data-active={values.generatePdf ? '' : undefined}>
                    {labels.timePdf}
                  </li>
                </ul>
              </section>
            </div>
          ) : null}
        </Dialog.Body>
        <ReportFormFooter
          error={errors.form}
          errorClassName={styles.error}
          errorSlot="create-report-error"
          className={styles.footer}
          secondary={{
            label: labels.back,
            slot: 'create-report-back',
            disabled: step === 1 || submitting,
            onClick: onBack,
          }}
          submitLabel={last ? (submitting ? labels.submitting : labels.submit) : labels.next}
          submitSlot={last ? 'create-report-submit' : 'create-report-next'}
          submitting={submitting}
          busy="disabled"
        />
      </form>
    </ReportFormDialog>
  );
}
