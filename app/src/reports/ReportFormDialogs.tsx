import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import {
  LIMITS,
  MESSAGES,
  applyCaseToWizard,
  defaultReportTitle,
  initialWizardStep,
  emptyWizardState,
  hasErrors,
  nextWizardStep,
  prevWizardStep,
  templateDefaultContent,
  validateEditForm,
  validateWizardStep,
  type Case,
  type Report,
  type ReportTemplate,
  type WizardErrors,
  type WizardState,
  type WizardStep,
} from '@alegato/domain';
import {
  CreateReportWizard,
  ReportEditDialog,
  es,
  type CaseAnalysisState,
  type ReportCaseItem,
  type ReportEditValues,
} from '@alegato/ui';
import { caseAnalysisKey, fetchCaseAnalysis } from '../cases/caseAnalysis';
import { useCases } from '../cases/useCases';
import { authAtom } from '../state/auth';
import { toast, toastError } from '../state/toasts';
import { createReport, updateReport } from './api';
import { errorText } from './useReportActions';
import { useRefreshReports, useTemplates } from './useReports';

/** Which form is open: none, the create wizard, or the edit modal for a report. */
export type ReportForm =
  | { kind: 'closed' }
  /** The wizard; with `templateId` it opens at step 2 with that template (spec §2, §4). */
  | { kind: 'wizard'; templateId?: string }
  | { kind: 'edit'; report: Report };

/** A case as the report forms list it (spec §3: 'case title - client name'). */
export function toReportCaseItem(item: Case): ReportCaseItem {
  return {
    id: item.id,
    title: item.title,
    clientName: item.clientName ?? '',
    description: item.description,
    caseType: item.caseType ?? undefined,
    status: es.cases.status[item.status],
  };
}

/** The chosen case's analysis with the panel state and the 1.5 s '✓ Copiado'. */
function useCaseAnalysis(caseId: string, userId: string | null) {
  const { data, isLoading } = useSWR(caseAnalysisKey(caseId, userId), fetchCaseAnalysis);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), LIMITS.copiedConfirmationMs);
    return () => clearTimeout(id);
  }, [copied]);
  const state: CaseAnalysisState = isLoading ? 'loading' : data ? 'available' : 'none';
  // The analysis props the wizard and the edit modal both take.
  return {
    analysisState: state,
    analysis: data ?? null,
    analysisCopied: copied,
    onCopyAnalysis: () => {
      if (!data) return;
      void navigator.clipboard?.writeText(data.summary).then(
        () => setCopied(true),
        () => setCopied(false),
      );
    },
  };
}

/** The case chosen in a form's case select, or undefined for "no case". */
function findCase(cases: readonly Case[], caseId: string | null): Case | undefined {
  return caseId ? cases.find((c) => c.id === caseId) : undefined;
}

/** The edit form's values from a report (content as the template's fields). */
export function toEditValues(report: Report): ReportEditValues {
  return {
    title: report.title,
    description: report.description ?? '',
    templateId: report.template_id,
    caseId: report.case_id ?? '',
    clientName: report.client_name ?? '',
    content: typeof report.content === 'string' ? {} : { ...report.content },
  };
}

/**
 * Hosts the create wizard ('Crear Nuevo Informe', spec §2, §4 Wizard) and the edit modal ('Editar
 * Informe'): templates (30 min cache) and the user's cases, the chosen case's analysis, the domain's
 * validation per step, and the create/update requests with the spec §8 toasts.
 */
export function ReportFormDialogs({
  form,
  onClose,
  onCreated,
}: {
  form: ReportForm;
  onClose: () => void;
  onCreated: (report: Report) => void;
}) {
  const { user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const open = form.kind !== 'closed';
  const { templates, loading: templatesLoading } = useTemplates(open);
  const { cases, loading: casesLoading } = useCases(open ? userId : null);
  const caseItems = useMemo(() => (cases ?? []).map(toReportCaseItem), [cases]);
  const refresh = useRefreshReports();

  return (
    <>
      {form.kind === 'wizard' ? (
        <WizardHost
          initialTemplateId={form.templateId ?? null}
          templates={templates}
          templatesLoading={templatesLoading}
          cases={cases ?? []}
          caseItems={caseItems}
          casesLoading={casesLoading}
          userId={userId}
          onClose={onClose}
          onCreated={(report) => {
            void refresh();
            onClose();
            onCreated(report);
          }}
        />
      ) : null}
      {form.kind === 'edit' ? (
        <EditHost
          report={form.report}
          templates={templates}
          templatesLoading={templatesLoading}
          cases={cases ?? []}
          caseItems={caseItems}
          casesLoading={casesLoading}
          userId={userId}
          onClose={onClose}
          onSaved={() => {
            void refresh();
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

type HostProps = {
  templates: ReportTemplate[];
  templatesLoading: boolean;
  cases: Case[];
  caseItems: ReportCaseItem[];
  casesLoading: boolean;
  userId: string | null;
  onClose: () => void;
};

function WizardHost({
  templates,
  templatesLoading,
  cases,
  caseItems,
  casesLoading,
  userId,
  onClose,
  onCreated,
  initialTemplateId,
}: HostProps & { onCreated: (report: Report) => void; initialTemplateId: string | null }) {
  const [step, setStep] = useState<WizardStep>(() => initialWizardStep(initialTemplateId));
  const [values, setValues] = useState<WizardState>(emptyWizardState);
  // A preselected template (once the templates are there): title '{name} - {date}', its defaults.
  const [preselected, setPreselected] = useState(false);
  const initial = initialTemplateId ? templates.find((t) => t.id === initialTemplateId) : undefined;
  if (initial && !preselected) {
    setPreselected(true);
    setValues({
      ...emptyWizardState(),
      templateId: initial.id,
      title: defaultReportTitle(initial, new Date()),
      content: templateDefaultContent(initial),
    });
  }
  const [errors, setErrors] = useState<WizardErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const template = templates.find((t) => t.id === values.templateId) ?? null;
  const analysis = useCaseAnalysis(values.caseId, userId);

  async function submit() {
    const stepErrors = validateWizardStep(step, values, template);
    if (hasErrors(stepErrors) || !template) {
      setErrors(stepErrors);
      return;
    }
    setSubmitting(true);
    try {
      const report = await createReport({
        title: values.title.trim(),
        description: values.description,
        template_id: template.id,
        content: values.content,
        case_id: values.caseId,
        client_name: values.clientName.trim(),
        enhance_with_ai: values.enhanceWithAi,
        generate_pdf: values.generatePdf,
      });
      toast({ message: MESSAGES.reports.createdWizard, tone: 'positive' });
      onCreated(report);
    } catch (error) {
      // The wizard stays open on step 4 with every value, and says why beside the buttons.
      const message = errorText(error) || MESSAGES.reports.createFailed;
      toastError(message);
      setErrors({ form: message });
      setSubmitting(false);
    }
  }

  return (
    <CreateReportWizard
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      step={step}
      onStepChange={(next) => {
        if (next < step) setStep(next);
      }}
      onNext={() => {
        const result = nextWizardStep(step, values, template);
        setErrors(result.errors);
        setStep(result.step);
      }}
      onBack={() => {
        setErrors({});
        setStep(prevWizardStep(step));
      }}
      onSubmit={() => void submit()}
      values={values}
      onValuesChange={(next) => {
        // A new template starts from its fields' default values.
        if (next.templateId !== values.templateId) {
          const chosen = templates.find((t) => t.id === next.templateId);
          next = { ...next, content: chosen ? templateDefaultContent(chosen) : {} };
        }
        setValues(next);
        setErrors({});
      }}
      onCaseChange={(caseId) => {
        const chosen = findCase(cases, caseId);
        setValues(
          chosen
            ? applyCaseToWizard(values, {
                id: chosen.id,
                title: chosen.title,
                clientName: chosen.clientName ?? '',
              })
            : { ...values, caseId: '' },
        );
      }}
      errors={errors}
      templates={templates}
      templatesLoading={templatesLoading}
      cases={caseItems}
      casesLoading={casesLoading}
      {...analysis}
      submitting={submitting}
    />
  );
}

function EditHost({
  report,
  templates,
  templatesLoading,
  cases,
  caseItems,
  casesLoading,
  userId,
  onClose,
  onSaved,
}: HostProps & { report: Report; onSaved: () => void }) {
  const [values, setValues] = useState<ReportEditValues>(() => toEditValues(report));
  const [errors, setErrors] = useState<WizardErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const analysis = useCaseAnalysis(values.caseId, userId);

  async function submit() {
    const template = templates.find((t) => t.id === values.templateId) ?? null;
    const formErrors = validateEditForm(values, template);
    setErrors(formErrors);
    if (hasErrors(formErrors)) return;
    setSubmitting(true);
    try {
      await updateReport(report.id, {
        title: values.title.trim(),
        description: values.description,
        template_id: values.templateId,
        case_id: values.caseId,
        client_name: values.clientName.trim(),
        content: values.content,
      });
      toast({ message: MESSAGES.reports.updated, tone: 'positive' });
      onSaved();
    } catch (error) {
      // The dialog stays open with every value, and says why beside the buttons.
      const message = MESSAGES.reports.updateFailed(errorText(error));
      toastError(message);
      setErrors({ form: message });
      setSubmitting(false);
    }
  }

  return (
    <ReportEditDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      values={values}
      onValuesChange={(next) => {
        // Errors clear when the field is edited (spec §5).
        const edited = Object.keys(next).filter(
          (k) => next[k as keyof ReportEditValues] !== values[k as keyof ReportEditValues],
        );
        const contentEdited = Object.keys(next.content).filter((k) => next.content[k] !== values.content[k]);
        setErrors((current) => {
          const copy = { ...current };
          for (const k of [...edited, ...contentEdited]) delete copy[k];
          return copy;
        });
        setValues(next);
      }}
      onTemplateChange={(templateId) => {
        const chosen = templates.find((t) => t.id === templateId);
        setValues({ ...values, templateId, content: chosen ? templateDefaultContent(chosen) : {} });
        setErrors(({ templateId: _dropped, ...rest }) => rest);
      }}
      onCaseChange={(caseId) => {
        const chosen = findCase(cases, caseId);
        setValues(
          chosen
            ? { ...values, caseId: chosen.id, clientName: chosen.clientName ?? '' }
            : { ...values, caseId: '' },
        );
      }}
      onSubmit={() => void submit()}
      errors={errors}
      templates={templates}
      templatesFailed={!templatesLoading && templates.length === 0}
      cases={caseItems}
      casesLoading={casesLoading}
      {...analysis}
      submitting={submitting}
    />
  );
}
